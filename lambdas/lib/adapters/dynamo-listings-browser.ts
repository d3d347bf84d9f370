import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ItemLife } from '#domain/item-life.ts';
import type { SoldItem } from '#domain/item-life-totals.ts';
import {
  BROWSE_LOOK_LIMIT,
  BROWSE_SORT_LIMIT,
  compareForSort,
  inView,
  sortPrice,
  titleMatches,
  type ViewSubject,
} from '#domain/listings-browse.ts';
import { queryAll } from './dynamo-all-items';
import { fromDynamoItem } from './dynamo-listing-items';
import { listingIdFromSortKey, listingSortKey, listingSortKeyPrefix } from './listing-keys';
import { isPendingDeletion, notPending, pendingName } from './pending-deletions-index';
import { lifeStateAttribute, soldAtAttribute, soldListingsIndex } from './sold-listings-index';
import { whileIndexBuilds } from './index-availability';
import type { StoredListing } from '../ports/listings-repository';
import type { BrowsePage, BrowsePosition, BrowseRequest, ListingsBrowser } from '../ports/listings-browser';

type Item = Record<string, unknown>;

/** How many items one Query reads after the first, when a page is not full yet. */
const READ_STEP = 200;

/**
 * Your Items on the listings table (docs/architecture/backend.md#your-items). A view is walked
 * in order, newest first (the table's time-ordered keys; the Sold view on the index of sold
 * items, newest sale first), and its items picked in code, where the title search is case
 * blind: a page costs the items looked at until it is full, at most BROWSE_LOOK_LIMIT.
 */
export class DynamoListingsBrowser implements ListingsBrowser {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async browse(userId: string, request: BrowseRequest): Promise<BrowsePage> {
    const keep = (item: Item) =>
      !isPendingDeletion(item) &&
      inView(request.view, item as unknown as ViewSubject) &&
      titleMatches(titleOf(item), request.words);
    if (request.sort === 'newest') {
      const from = request.from !== undefined && 'after' in request.from ? request.from : undefined;
      const walked = await this.walk(userId, request.view === 'sold', keep, {
        want: request.limit,
        lookLimit: request.words.length > 0 || request.view !== 'all' ? BROWSE_LOOK_LIMIT : Infinity,
        from,
      });
      return {
        listings: walked.kept.slice(0, request.limit).map(fromDynamoItem),
        ...(walked.next ? { next: walked.next } : {}),
        partial: walked.partial,
      };
    }
    // Another order needs the whole view: its newest BROWSE_SORT_LIMIT items, sorted here.
    const walked = await this.walk(userId, request.view === 'sold', keep, {
      want: BROWSE_SORT_LIMIT,
      lookLimit: Infinity,
    });
    const compare = compareForSort(request.sort);
    const sorted = walked.kept
      .map(fromDynamoItem)
      .map((listing) => ({ listing, subject: sortSubject(listing) }))
      .sort((a, b) => compare(a.subject, b.subject))
      .map(({ listing }) => listing);
    const offset = request.from !== undefined && 'offset' in request.from ? request.from.offset : 0;
    const end = offset + request.limit;
    return {
      listings: sorted.slice(offset, end),
      ...(end < sorted.length ? { next: { offset: end } } : {}),
      partial: false,
    };
  }

  /**
   * Reads the user's listings in order from `from` and keeps those `keep` accepts, until
   * `want` and one more are kept (so a cursor never leads to an empty page) or `lookLimit`
   * items were looked at (then the cursor looks further, and the page is partial).
   */
  private async walk(
    userId: string,
    sold: boolean,
    keep: (item: Item) => boolean,
    { want, lookLimit, from }: { want: number; lookLimit: number; from?: { after: string; soldAt?: string } },
  ): Promise<{ kept: Item[]; next?: BrowsePosition; partial: boolean }> {
    const kept: Item[] = [];
    let startKey = from === undefined ? undefined : this.startKey(userId, sold, from);
    let looked = 0;
    let last: Item | undefined;
    for (;;) {
      const limit = Math.min(lookLimit - looked, looked === 0 ? want + 1 : READ_STEP);
      const { Items = [], LastEvaluatedKey } = await this.query(userId, sold, startKey, limit);
      for (const item of Items) {
        looked += 1;
        last = item;
        if (!keep(item)) continue;
        kept.push(item);
        if (kept.length > want) return { kept, next: positionOf(kept[want - 1]!), partial: false };
      }
      if (LastEvaluatedKey === undefined) return { kept, partial: false };
      if (looked >= lookLimit) return { kept, next: positionOf(last!), partial: true };
      startKey = LastEvaluatedKey;
    }
  }

  private startKey(userId: string, sold: boolean, from: { after: string; soldAt?: string }): Item {
    const id = listingSortKey(from.after);
    return sold ? { userId, id, [soldAtAttribute]: from.soldAt } : { userId, id };
  }

  private async query(userId: string, sold: boolean, startKey: Item | undefined, limit: number) {
    const input: QueryCommandInput = {
      TableName: this.tableName,
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
      ...(sold
        ? {
            IndexName: soldListingsIndex.name,
            KeyConditionExpression: 'userId = :userId',
            ExpressionAttributeValues: { ':userId': userId },
          }
        : {
            KeyConditionExpression: 'userId = :userId AND begins_with(#id, :prefix)',
            ExpressionAttributeNames: { '#id': 'id' },
            ExpressionAttributeValues: { ':userId': userId, ':prefix': listingSortKeyPrefix },
          }),
    };
    const read = () => this.client.send(new QueryCommand(input));
    return sold
      ? whileIndexBuilds(soldListingsIndex.name, read, { Items: [], LastEvaluatedKey: undefined })
      : read();
  }

  async viewSubjects(userId: string): Promise<ViewSubject[]> {
    const items = await queryAll(this.client, {
      TableName: this.tableName,
      KeyConditionExpression: 'userId = :userId AND begins_with(#id, :prefix)',
      FilterExpression: notPending,
      ProjectionExpression: '#stage, #lifeState',
      ExpressionAttributeNames: {
        '#id': 'id',
        '#stage': 'stage',
        '#lifeState': lifeStateAttribute,
        ...pendingName,
      },
      ExpressionAttributeValues: { ':userId': userId, ':prefix': listingSortKeyPrefix },
    });
    return items.map((item) => ({
      stage: fromDynamoItem(item).stage,
      life_state: typeof item[lifeStateAttribute] === 'string' ? item[lifeStateAttribute] : null,
    }));
  }

  async soldLives(userId: string): Promise<SoldItem[]> {
    const items = await whileIndexBuilds(
      soldListingsIndex.name,
      () =>
        queryAll(this.client, {
          TableName: this.tableName,
          IndexName: soldListingsIndex.name,
          KeyConditionExpression: 'userId = :userId',
          FilterExpression: notPending,
          ProjectionExpression: 'life, #country',
          ExpressionAttributeNames: { ...pendingName, '#country': 'country' },
          ExpressionAttributeValues: { ':userId': userId },
        }),
      [],
    );
    return items.flatMap((item) => {
      const life = item.life as ItemLife | undefined;
      const country = typeof item.country === 'string' ? item.country : null;
      return life?.state === 'sold' ? [{ life, country }] : [];
    });
  }

  async exportPage(
    userId: string,
    after: string | undefined,
    limit: number,
  ): Promise<{ listings: StoredListing[]; lastId?: string }> {
    const { Items = [], LastEvaluatedKey } = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'userId = :userId AND begins_with(#id, :prefix)',
        FilterExpression: notPending,
        ExpressionAttributeNames: { '#id': 'id', ...pendingName },
        ExpressionAttributeValues: { ':userId': userId, ':prefix': listingSortKeyPrefix },
        Limit: limit,
        ...(after === undefined ? {} : { ExclusiveStartKey: { userId, id: listingSortKey(after) } }),
      }),
    );
    const lastId =
      LastEvaluatedKey === undefined ? undefined : listingIdFromSortKey(String(LastEvaluatedKey.id));
    return { listings: Items.map(fromDynamoItem), ...(lastId === undefined ? {} : { lastId }) };
  }
}

function titleOf(item: Item): string | undefined {
  const fields = item.user_fields as { title?: unknown } | undefined;
  return typeof fields?.title === 'string' ? fields.title : undefined;
}

function positionOf(item: Item): BrowsePosition {
  const after = listingIdFromSortKey(String(item.id));
  const soldAt = item[soldAtAttribute];
  return typeof soldAt === 'string' ? { after, soldAt } : { after };
}

function sortSubject(listing: StoredListing) {
  const life = listing.life ?? null;
  return { id: listing.id, price: sortPrice(listing.user_fields, life), life };
}
