import { whileIndexBuilds } from './index-availability';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { ItemLife } from '#domain/item-life.ts';
import type { ListingUpdate } from '#domain/listing.ts';
import { listingChanges } from '#domain/listing-update.ts';
import { isConditionalCheckFailed } from './aws-errors';
import { queryAll } from './dynamo-all-items';
import { deletePartition } from './dynamo-batch-delete';
import { conditionalUpdate, type ListingUpdateCommand } from './dynamo-conditional-update';
import { lifeUpdateCommand } from './dynamo-life-update';
import { fromDynamoItem, toDynamoItem } from './dynamo-listing-items';
import { replacePhotos } from './dynamo-replace-photos';
import { DynamoUploadGuards } from './dynamo-upload-guards';
import { lifeStateAttribute } from './sold-listings-index';
import {
  listingIdFromSortKey,
  listingSortKey,
  listingSortKeyPrefix,
  readyKeyAttribute,
  readyListingsIndex,
} from './listing-keys';
import {
  UploadOfDeletedListing,
  type AnalysisRevision,
  type CreateOutcome,
  type DueDeletion,
  type PhotosChange,
  type ReplaceOutcome,
  type ListingsPage,
  type ListingsPageRequest,
  type PhotoHolder,
  type StoredListing,
} from '../ports/listings-repository';
import type { ListingsRepository } from '../ports/listings-ports';
import {
  isPendingDeletion,
  notPending,
  pendingDeletionsIndex,
  pendingMark,
  pendingName,
} from './pending-deletions-index';
import { waitingAnalysesIndex, waitingAttributes, waitingMark } from './waiting-analyses-index';

/** When the item's "Analyse again" in flight started; absent when none is (never read by the app). */
const reanalysisClaim = 'reanalysis_started_at';

export class DynamoListingsRepository implements ListingsRepository {
  private readonly guards: DynamoUploadGuards;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {
    this.guards = new DynamoUploadGuards(client, tableName);
  }

  async listByUser(userId: string): Promise<StoredListing[]> {
    const items = await queryAll(this.client, {
      TableName: this.tableName,
      KeyConditionExpression: 'userId = :userId AND begins_with(#id, :prefix)',
      FilterExpression: notPending,
      ExpressionAttributeNames: { '#id': 'id', ...pendingName },
      ExpressionAttributeValues: { ':userId': userId, ':prefix': listingSortKeyPrefix },
      ScanIndexForward: false,
    });
    return items.map(fromDynamoItem);
  }

  async listPage(userId: string, { view, after, limit }: ListingsPageRequest): Promise<ListingsPage> {
    // One item more than the page: whether it comes back says whether another page exists,
    // so the last page never hands out a cursor to an empty one.
    // The limit counts listings before the filter drops deleted ones: a page can come back
    // short, with the cursor at the last listing looked at.
    const common = {
      TableName: this.tableName,
      ScanIndexForward: false,
      Limit: limit + 1,
      FilterExpression: notPending,
    };
    const startId = after === undefined ? undefined : listingSortKey(after);
    const query =
      view === 'ready'
        ? new QueryCommand({
            ...common,
            IndexName: readyListingsIndex.name,
            KeyConditionExpression: 'userId = :userId',
            ExpressionAttributeNames: pendingName,
            ExpressionAttributeValues: { ':userId': userId },
            ExclusiveStartKey:
              startId === undefined ? undefined : { userId, id: startId, [readyKeyAttribute]: startId },
          })
        : new QueryCommand({
            ...common,
            KeyConditionExpression: 'userId = :userId AND begins_with(#id, :prefix)',
            ExpressionAttributeNames: { '#id': 'id', ...pendingName },
            ExpressionAttributeValues: { ':userId': userId, ':prefix': listingSortKeyPrefix },
            ExclusiveStartKey: startId === undefined ? undefined : { userId, id: startId },
          });
    const { Items = [], LastEvaluatedKey } =
      view === 'ready'
        ? await whileIndexBuilds(readyListingsIndex.name, () => this.client.send(query), {
            Items: [],
            LastEvaluatedKey: undefined,
          })
        : await this.client.send(query);
    const listings = Items.slice(0, limit).map(fromDynamoItem);
    // DynamoDB also stops at 1 MB of items, with a LastEvaluatedKey at the last one returned.
    const lastId =
      Items.length > limit
        ? listings.at(-1)?.id
        : LastEvaluatedKey === undefined
          ? undefined
          : listingIdFromSortKey(String(LastEvaluatedKey.id));
    return lastId === undefined ? { listings } : { listings, lastId };
  }

  async get(userId: string, id: string): Promise<StoredListing | undefined> {
    const item = await this.rawItem(userId, id);
    return item && !isPendingDeletion(item) ? fromDynamoItem(item) : undefined;
  }

  /** The listing's item as stored, deleted or not. */
  private async rawItem(userId: string, id: string): Promise<Record<string, unknown> | undefined> {
    const { Item } = await this.client.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { userId, id: listingSortKey(id) },
        ConsistentRead: true,
      }),
    );
    return Item;
  }

  async findByImageKey(userId: string, imageKey: string): Promise<StoredListing | undefined> {
    const guard = await this.guards.get(userId, imageKey);
    return guard ? this.get(userId, guard.listing_id) : undefined;
  }

  async photoHolder(userId: string, key: string): Promise<PhotoHolder | undefined> {
    const guard = await this.guards.get(userId, key);
    if (!guard) return undefined;
    const held = await this.rawItem(userId, guard.listing_id);
    return { listingId: guard.listing_id, deleted: held !== undefined && isPendingDeletion(held) };
  }

  /*
   * Idempotent create without transactions (dynalite has none, docs/design.md#known-facts-about-the-parts):
   *
   * 1. Claim the upload: put the guard `upload#<imageKey>` -> listing id, only if absent.
   *    Whoever wins this conditional write decides the listing's id; a concurrent or later
   *    retry loses it and adopts the id the guard holds, so two listings cannot both exist.
   * 2. Write the listing under that id, only if absent.
   *
   * Failure orders: if (1) fails nothing was written. If (2) fails after (1), the guard
   * points at a listing that does not exist yet; no listing is half-written (the guard is
   * invisible to every listing query), and the next retry finds the guard, finds no
   * listing, and writes it under the guard's id and created_at ("heals"). We never delete
   * the guard on failure: the listing write may have succeeded with its answer lost, and a
   * freed guard would then let a retry create a second listing.
   */
  async createOnce(listing: StoredListing): Promise<CreateOutcome> {
    const claim = await this.guards.claim(listing);
    if (claim.listing_id !== listing.id) {
      const held = await this.rawItem(listing.user_id, claim.listing_id);
      if (held && isPendingDeletion(held)) throw new UploadOfDeletedListing(claim.listing_id);
      if (held) return { listing: fromDynamoItem(held), created: false };
      listing = { ...listing, id: claim.listing_id, created_at: claim.created_at };
    }
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.tableName,
          // Waiting for its first analysis from now: the sweeper sees it if the job is lost.
          Item: { ...toDynamoItem(listing), ...waitingAttributes(listing.created_at) },
          ConditionExpression: 'attribute_not_exists(#id)',
          ExpressionAttributeNames: { '#id': 'id' },
        }),
      );
      return { listing, created: true };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      // A concurrent retry healed the same claim first: its listing is the one.
      const existing = await this.get(listing.user_id, listing.id);
      if (!existing) throw error;
      return { listing: existing, created: false };
    }
  }

  async update(
    userId: string,
    id: string,
    change: ListingUpdate,
    now: string,
  ): Promise<StoredListing | undefined> {
    // The domain's merge rule (listingChanges) as one UpdateItem: one SET per field merges into
    // the stored map; placeholders because several field names (size, format, storage) are
    // DynamoDB reserved words.
    const { stage, fields } = listingChanges(change);
    const names: Record<string, string> = { '#id': 'id', '#updated': 'updated_at' };
    const values: Record<string, unknown> = { ':now': now };
    const sets = ['#updated = :now'];
    let remove = '';
    if (stage) {
      names['#stage'] = 'stage';
      values[':stage'] = stage;
      sets.push('#stage = :stage');
      // A saved item leaves the index of items ready for review, and starts its life as saved
      // (a life it already has is kept: saving its fields again does not unsell it).
      names['#readyKey'] = readyKeyAttribute;
      remove = ' REMOVE #readyKey';
      names['#lifeState'] = lifeStateAttribute;
      values[':savedLife'] = 'saved';
      sets.push('#lifeState = if_not_exists(#lifeState, :savedLife)');
    }
    fields.forEach(([field, value], i) => {
      names['#uf'] = 'user_fields';
      names[`#f${i}`] = field;
      values[`:f${i}`] = value;
      sets.push(`#uf.#f${i} = :f${i}`);
    });
    return this.conditionalUpdate({
      Key: { userId, id: listingSortKey(id) },
      UpdateExpression: `SET ${sets.join(', ')}${remove}`,
      ConditionExpression: `attribute_exists(#id) AND ${notPending}`,
      ExpressionAttributeNames: { ...names, ...pendingName },
      ExpressionAttributeValues: values,
    });
  }

  clearAnalysisError(userId: string, id: string): Promise<StoredListing | undefined> {
    return this.conditionalUpdate({
      Key: { userId, id: listingSortKey(id) },
      // Waiting again from now: the sweeper sees it if the retry's job is lost.
      UpdateExpression: 'SET analysis_error = :null, #waiting = :waiting, #since = :now',
      ConditionExpression: `attribute_exists(#id) AND #stage = :analyzing AND ${notPending}`,
      ExpressionAttributeNames: {
        ...pendingName,
        '#id': 'id',
        '#stage': 'stage',
        '#waiting': waitingAnalysesIndex.partitionKey,
        '#since': waitingAnalysesIndex.sortKey,
      },
      ExpressionAttributeValues: {
        ':null': null,
        ':analyzing': 'analyzing',
        ':waiting': waitingMark,
        ':now': new Date().toISOString(),
      },
    });
  }

  replacePhotos(seen: StoredListing, change: PhotosChange, now: string): Promise<ReplaceOutcome> {
    const table = { client: this.client, tableName: this.tableName, guards: this.guards };
    return replacePhotos(table, seen, change, now);
  }

  changeLife(seen: StoredListing, life: ItemLife, now: string): Promise<StoredListing | undefined> {
    return this.conditionalUpdate(lifeUpdateCommand(seen, life, now));
  }

  reviseAnalysis(
    seen: StoredListing,
    revision: AnalysisRevision,
    now: string,
  ): Promise<StoredListing | undefined> {
    return this.conditionalUpdate({
      Key: { userId: seen.user_id, id: listingSortKey(seen.id) },
      UpdateExpression:
        'SET ai_category = :category, ai_details_text = :details, ai_fields = :fields, ' +
        'ai_enrichment = :enrichment, user_fields = :userFields, #updated = :now',
      ConditionExpression: `attribute_exists(#id) AND ${notPending} AND #updated = :seen AND #stage <> :analyzing`,
      ExpressionAttributeNames: { '#id': 'id', '#updated': 'updated_at', '#stage': 'stage', ...pendingName },
      ExpressionAttributeValues: {
        ':category': revision.ai_category,
        ':details': revision.ai_details_text,
        ':fields': revision.ai_fields,
        ':enrichment': revision.ai_enrichment,
        ':userFields': revision.user_fields,
        ':now': now,
        ':seen': seen.updated_at,
        ':analyzing': 'analyzing',
      },
    });
  }

  async claimReanalysis(userId: string, id: string, now: string, staleBefore: string): Promise<boolean> {
    const claimed = await this.conditionalUpdate({
      Key: { userId, id: listingSortKey(id) },
      UpdateExpression: 'SET #claim = :now',
      ConditionExpression: `attribute_exists(#id) AND ${notPending} AND (attribute_not_exists(#claim) OR #claim < :stale)`,
      ExpressionAttributeNames: { '#id': 'id', '#claim': reanalysisClaim, ...pendingName },
      ExpressionAttributeValues: { ':now': now, ':stale': staleBefore },
    });
    return claimed !== undefined;
  }

  async releaseReanalysis(userId: string, id: string, claimedAt: string): Promise<void> {
    await this.conditionalUpdate({
      Key: { userId, id: listingSortKey(id) },
      UpdateExpression: 'REMOVE #claim',
      ConditionExpression: '#claim = :claimedAt',
      ExpressionAttributeNames: { '#claim': reanalysisClaim },
      ExpressionAttributeValues: { ':claimedAt': claimedAt },
    });
  }

  async remove(listing: StoredListing): Promise<boolean> {
    // Guards first, listing last: while the listing exists a failed delete can be retried.
    const userId = listing.user_id;
    await this.guards.release(userId, photoKeysOf(listing));
    try {
      await this.client.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: { userId, id: listingSortKey(listing.id) },
          ConditionExpression: 'attribute_exists(#id)',
          ExpressionAttributeNames: { '#id': 'id' },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }

  async markDeleted(userId: string, id: string, purgeAfter: string): Promise<StoredListing | undefined> {
    return this.conditionalUpdate({
      Key: { userId, id: listingSortKey(id) },
      UpdateExpression: 'SET #pending = :pending, #purgeAfter = :purgeAfter',
      ConditionExpression: `attribute_exists(#id) AND ${notPending}`,
      ExpressionAttributeNames: { '#id': 'id', ...pendingName, '#purgeAfter': pendingDeletionsIndex.sortKey },
      ExpressionAttributeValues: { ':pending': pendingMark, ':purgeAfter': purgeAfter },
    });
  }

  async restore(userId: string, id: string, now: string): Promise<StoredListing | undefined> {
    return this.conditionalUpdate({
      Key: { userId, id: listingSortKey(id) },
      UpdateExpression: 'REMOVE #pending, #purgeAfter',
      ConditionExpression: '#pending = :pending AND #purgeAfter > :now',
      ExpressionAttributeNames: { ...pendingName, '#purgeAfter': pendingDeletionsIndex.sortKey },
      ExpressionAttributeValues: { ':pending': pendingMark, ':now': now },
    });
  }

  async listDeletionsDue(now: string): Promise<DueDeletion[]> {
    const due: DueDeletion[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const query = new QueryCommand({
        TableName: this.tableName,
        IndexName: pendingDeletionsIndex.name,
        KeyConditionExpression: '#pending = :pending AND #purgeAfter <= :now',
        ExpressionAttributeNames: { ...pendingName, '#purgeAfter': pendingDeletionsIndex.sortKey },
        ExpressionAttributeValues: { ':pending': pendingMark, ':now': now },
        ExclusiveStartKey: startKey,
      });
      const page = await whileIndexBuilds(pendingDeletionsIndex.name, () => this.client.send(query), {
        Items: [],
        LastEvaluatedKey: undefined,
      });
      for (const item of page.Items ?? []) {
        due.push({ userId: String(item.userId), id: listingIdFromSortKey(String(item.id)) });
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return due;
  }

  async getDeletionDue(userId: string, id: string, now: string): Promise<StoredListing | undefined> {
    const { Item } = await this.client.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { userId, id: listingSortKey(id) },
        ConsistentRead: true,
      }),
    );
    const purgeAfter = Item?.[pendingDeletionsIndex.sortKey];
    if (!Item || !isPendingDeletion(Item) || typeof purgeAfter !== 'string' || purgeAfter > now)
      return undefined;
    return fromDynamoItem(Item);
  }

  removeAllOf(userId: string): Promise<number> {
    return deletePartition(this.client, this.tableName, { name: 'userId', value: userId }, 'id');
  }

  private conditionalUpdate(command: ListingUpdateCommand): Promise<StoredListing | undefined> {
    return conditionalUpdate(this.client, this.tableName, command);
  }
}

/** Every photo key of a listing, the cover included (a listing may predate the list). */
function photoKeysOf(listing: StoredListing): string[] {
  return [...new Set([listing.image_key, ...listing.photos.map((photo) => photo.key)].filter(Boolean))];
}
