// @ts-nocheck
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { ListingUpdate } from '#domain/listing.ts';
import { isConditionalCheckFailed } from './aws-errors';
import { queryAll } from './dynamo-all-items';
import { deletePartition } from './dynamo-batch-delete';
import {
  fromDynamoItem,
  toDynamoItem,
  toUploadGuardItem,
  type UploadGuardItem,
} from './dynamo-listing-items';
import {
  listingIdFromSortKey,
  listingSortKey,
  listingSortKeyPrefix,
  readyKeyAttribute,
  readyListingsIndex,
  uploadGuardSortKey,
} from './listing-keys';
import type {
  AnalysisRevision,
  CreateOutcome,
  PhotosChange,
  ReplaceOutcome,
  ListingsPage,
  ListingsPageRequest,
  ListingsRepository,
  StoredListing,
} from '../ports/listings-repository';
import {
  isPendingDeletion,
  pendingDeletionsIndex,
  pendingMark,
  type DueDeletion,
} from './pending-deletions-index';
import { waitingAnalysesIndex, waitingAttributes, waitingMark } from './waiting-analyses-index';

// A listing marked deleted is gone for every list, read and change but restore
// (docs/design.md#deleting-with-undo): the lists filter it out, and the writes require its absence.
const notPending = 'attribute_not_exists(#pending)';
const pendingName = { '#pending': pendingDeletionsIndex.partitionKey };

export class DynamoListingsRepository implements ListingsRepository {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

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
    const { Items = [], LastEvaluatedKey } = await this.client.send(query);
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
    const { Item } = await this.client.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { userId, id: listingSortKey(id) },
        ConsistentRead: true,
      }),
    );
    return Item && !isPendingDeletion(Item) ? fromDynamoItem(Item) : undefined;
  }

  async findByImageKey(userId: string, imageKey: string): Promise<StoredListing | undefined> {
    const guard = await this.guard(userId, imageKey);
    return guard ? this.get(userId, guard.listing_id) : undefined;
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
    const claim = await this.claim(listing);
    if (claim.listing_id !== listing.id) {
      const existing = await this.get(listing.user_id, claim.listing_id);
      if (existing) return { listing: existing, created: false };
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
    // One SET per field merges into the stored map; placeholders because several field
    // names (size, format, storage) are DynamoDB reserved words.
    const names: Record<string, string> = { '#id': 'id', '#updated': 'updated_at' };
    const values: Record<string, unknown> = { ':now': now };
    const sets = ['#updated = :now'];
    let remove = '';
    if (change.stage) {
      names['#stage'] = 'stage';
      values[':stage'] = change.stage;
      sets.push('#stage = :stage');
      // A saved item leaves the index of items ready for review.
      names['#readyKey'] = readyKeyAttribute;
      remove = ' REMOVE #readyKey';
    }
    Object.entries(change.user_fields ?? {}).forEach(([field, value], i) => {
      names['#uf'] = 'user_fields';
      names[`#f${i}`] = field;
      values[`:f${i}`] = value;
      sets.push(`#uf.#f${i} = :f${i}`);
    });
    try {
      const { Attributes } = await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { userId, id: listingSortKey(id) },
          UpdateExpression: `SET ${sets.join(', ')}${remove}`,
          ConditionExpression: `attribute_exists(#id) AND ${notPending}`,
          ExpressionAttributeNames: { ...names, ...pendingName },
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? fromDynamoItem(Attributes) : undefined;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return undefined;
      throw error;
    }
  }
  async clearAnalysisError(userId: string, id: string): Promise<StoredListing | undefined> {
    try {
      const { Attributes } = await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
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
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? fromDynamoItem(Attributes) : undefined;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return undefined;
      throw error;
    }
  }

  async replacePhotos(seen: StoredListing, change: PhotosChange, now: string): Promise<ReplaceOutcome> {
    const userId = seen.user_id;
    const before = new Set(seen.photos.map((photo) => photo.key));
    const added = change.photos.filter((photo) => !before.has(photo.key));
    // Each new photo is claimed for this listing first, as a create claims its upload, so
    // no photo ever belongs to two listings (a purge of one would delete the other's).
    const claimed: string[] = [];
    for (const { key } of added) {
      const taken = await this.claimFor(seen, key);
      if (taken === 'claimed') claimed.push(key);
      else if (taken !== 'ours') {
        await this.releaseGuards(userId, claimed);
        return { takenBy: taken, key };
      }
    }
    const [cover] = change.photos;
    if (!cover) throw new Error('An item keeps at least one photo');
    const names: Record<string, string> = { '#id': 'id', '#updated': 'updated_at', ...pendingName };
    const values: Record<string, unknown> = { ':photos': change.photos, ':cover': cover.key, ':now': now };
    const sets = ['photos = :photos', 'image_key = :cover', '#updated = :now'];
    const removes: string[] = [];
    for (const [attribute, value] of [
      ['image_etag', cover.etag],
      ['image_size', cover.size],
    ] as const) {
      if (value === undefined) removes.push(attribute);
      else {
        values[`:${attribute}`] = value;
        sets.push(`${attribute} = :${attribute}`);
      }
    }
    if (change.barcode) {
      values[':barcode'] = change.barcode;
      sets.push('barcode = :barcode');
    }
    const listing = await this.conditionalUpdate({
      Key: { userId, id: listingSortKey(seen.id) },
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: `attribute_exists(#id) AND ${notPending} AND #updated = :seen`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ...values, ':seen': seen.updated_at },
    });
    if (!listing) {
      await this.releaseGuards(userId, claimed);
      return { stale: true };
    }
    const kept = new Set(change.photos.map((photo) => photo.key));
    await this.releaseGuards(
      userId,
      [...before].filter((key) => !kept.has(key)),
    );
    return { listing };
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

  async remove(listing: StoredListing): Promise<boolean> {
    // Guards first, listing last: while the listing exists a failed delete can be retried.
    const userId = listing.user_id;
    await this.releaseGuards(userId, photoKeysOf(listing));
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
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: pendingDeletionsIndex.name,
          KeyConditionExpression: '#pending = :pending AND #purgeAfter <= :now',
          ExpressionAttributeNames: { ...pendingName, '#purgeAfter': pendingDeletionsIndex.sortKey },
          ExpressionAttributeValues: { ':pending': pendingMark, ':now': now },
          ExclusiveStartKey: startKey,
        }),
      );
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

  /** One conditional UpdateItem answering the new listing, or undefined when the condition fails. */
  private async conditionalUpdate(
    command: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'ReturnValues'>,
  ): Promise<StoredListing | undefined> {
    try {
      const { Attributes } = await this.client.send(
        new UpdateCommand({ ...command, TableName: this.tableName, ReturnValues: 'ALL_NEW' }),
      );
      return Attributes ? fromDynamoItem(Attributes) : undefined;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return undefined;
      throw error;
    }
  }

  /**
   * Claims `key`'s upload guard for the listing: 'claimed' when this call wrote it, 'ours'
   * when the listing held it already, else the id of the listing that holds it.
   */
  private async claimFor(listing: StoredListing, key: string): Promise<'claimed' | 'ours' | string> {
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: toUploadGuardItem(listing, key),
          ConditionExpression: 'attribute_not_exists(#id)',
          ExpressionAttributeNames: { '#id': 'id' },
        }),
      );
      return 'claimed';
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      const holder = (await this.guard(listing.user_id, key))?.listing_id;
      if (holder === undefined) throw error;
      return holder === listing.id ? 'ours' : holder;
    }
  }

  private async releaseGuards(userId: string, keys: Iterable<string>): Promise<void> {
    for (const key of keys) {
      await this.client.send(
        new DeleteCommand({ TableName: this.tableName, Key: { userId, id: uploadGuardSortKey(key) } }),
      );
    }
  }

  private async guard(userId: string, imageKey: string): Promise<UploadGuardItem | undefined> {
    const { Item } = await this.client.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { userId, id: uploadGuardSortKey(imageKey) },
        ConsistentRead: true,
      }),
    );
    return Item as UploadGuardItem | undefined;
  }

  /** Puts the guard if absent; returns the guard that holds the claim (ours or earlier). */
  private async claim(listing: StoredListing): Promise<UploadGuardItem> {
    const guard = toUploadGuardItem(listing);
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: guard,
          ConditionExpression: 'attribute_not_exists(#id)',
          ExpressionAttributeNames: { '#id': 'id' },
        }),
      );
      return guard;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      const existing = await this.guard(listing.user_id, listing.image_key);
      if (!existing) throw error;
      return existing;
    }
  }
}

/** Every photo key of a listing, the cover included (a listing may predate the list). */
function photoKeysOf(listing: StoredListing): string[] {
  return [...new Set([listing.image_key, ...listing.photos.map((photo) => photo.key)].filter(Boolean))];
}
