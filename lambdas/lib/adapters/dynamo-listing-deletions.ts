import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './aws-errors';
import { conditionalUpdate } from './dynamo-conditional-update';
import { fromDynamoItem } from './dynamo-listing-items';
import { readListingItem, type ListingsTable } from './dynamo-listings-table';
import { whileIndexBuilds } from './index-availability';
import { listingIdFromSortKey, listingSortKey } from './listing-keys';
import {
  isPendingDeletion,
  notPending,
  pendingDeletionsIndex,
  pendingMark,
  pendingName,
} from './pending-deletions-index';
import type { ListingDeletions } from '../ports/listing-deletions';
import type { DueDeletion, StoredListing } from '../ports/listings-repository';

/**
 * ListingDeletions on DynamoDB (see the port for its contract): a deleted listing is marked with
 * the keys of the sparse index of pending deletions (pending-deletions-index.ts), which the
 * sweeper reads.
 */
export function dynamoListingDeletions(table: ListingsTable): ListingDeletions {
  const { client, tableName, guards } = table;

  function markDeleted(userId: string, id: string, purgeAfter: string): Promise<StoredListing | undefined> {
    return conditionalUpdate(table, {
      Key: { userId, id: listingSortKey(id) },
      UpdateExpression: 'SET #pending = :pending, #purgeAfter = :purgeAfter',
      ConditionExpression: `attribute_exists(#id) AND ${notPending}`,
      ExpressionAttributeNames: { '#id': 'id', ...pendingName, '#purgeAfter': pendingDeletionsIndex.sortKey },
      ExpressionAttributeValues: { ':pending': pendingMark, ':purgeAfter': purgeAfter },
    });
  }

  function restore(userId: string, id: string, now: string): Promise<StoredListing | undefined> {
    return conditionalUpdate(table, {
      Key: { userId, id: listingSortKey(id) },
      UpdateExpression: 'REMOVE #pending, #purgeAfter',
      ConditionExpression: '#pending = :pending AND #purgeAfter > :now',
      ExpressionAttributeNames: { ...pendingName, '#purgeAfter': pendingDeletionsIndex.sortKey },
      ExpressionAttributeValues: { ':pending': pendingMark, ':now': now },
    });
  }

  async function listDeletionsDue(now: string): Promise<DueDeletion[]> {
    const due: DueDeletion[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const query = new QueryCommand({
        TableName: tableName,
        IndexName: pendingDeletionsIndex.name,
        KeyConditionExpression: '#pending = :pending AND #purgeAfter <= :now',
        ExpressionAttributeNames: { ...pendingName, '#purgeAfter': pendingDeletionsIndex.sortKey },
        ExpressionAttributeValues: { ':pending': pendingMark, ':now': now },
        ExclusiveStartKey: startKey,
      });
      const page = await whileIndexBuilds(pendingDeletionsIndex.name, () => client.send(query), {
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

  async function getDeletionDue(userId: string, id: string, now: string): Promise<StoredListing | undefined> {
    const item = await readListingItem(table, userId, id);
    const purgeAfter = item?.[pendingDeletionsIndex.sortKey];
    if (!item || !isPendingDeletion(item) || typeof purgeAfter !== 'string' || purgeAfter > now)
      return undefined;
    return fromDynamoItem(item);
  }

  async function remove(listing: StoredListing): Promise<boolean> {
    // Guards first, listing last: while the listing exists a failed delete can be retried.
    const userId = listing.user_id;
    await guards.release(userId, photoKeysOf(listing));
    try {
      await client.send(
        new DeleteCommand({
          TableName: tableName,
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

  return { markDeleted, restore, listDeletionsDue, getDeletionDue, remove };
}

/** Every photo key of a listing, the cover included (a listing may predate the list). */
function photoKeysOf(listing: StoredListing): string[] {
  return [...new Set([listing.image_key, ...listing.photos.map((photo) => photo.key)].filter(Boolean))];
}
