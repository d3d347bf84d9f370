import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from './dynamo-all-items';
import { fromDynamoItem } from './dynamo-listing-items';
import { readVisibleListing, type ListingsTable } from './dynamo-listings-table';
import { whileIndexBuilds } from './index-availability';
import {
  listingIdFromSortKey,
  listingSortKey,
  listingSortKeyPrefix,
  readyKeyAttribute,
  readyListingsIndex,
} from './listing-keys';
import { notPending, pendingName } from './pending-deletions-index';
import type { ListingReads } from '../ports/listing-reads';
import type { ListingsPage, ListingsPageRequest, StoredListing } from '../ports/listings-repository';

/** ListingReads on DynamoDB (see the port for its contract): a deleted listing is filtered out. */
export function dynamoListingReads(table: ListingsTable): ListingReads {
  const { client, tableName, guards } = table;

  async function listByUser(userId: string): Promise<StoredListing[]> {
    const items = await queryAll(client, {
      TableName: tableName,
      KeyConditionExpression: 'userId = :userId AND begins_with(#id, :prefix)',
      FilterExpression: notPending,
      ExpressionAttributeNames: { '#id': 'id', ...pendingName },
      ExpressionAttributeValues: { ':userId': userId, ':prefix': listingSortKeyPrefix },
      ScanIndexForward: false,
    });
    return items.map(fromDynamoItem);
  }

  async function listPage(
    userId: string,
    { view, after, limit }: ListingsPageRequest,
  ): Promise<ListingsPage> {
    // One item more than the page: whether it comes back says whether another page exists,
    // so the last page never hands out a cursor to an empty one.
    // The limit counts listings before the filter drops deleted ones: a page can come back
    // short, with the cursor at the last listing looked at.
    const common = {
      TableName: tableName,
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
        ? await whileIndexBuilds(readyListingsIndex.name, () => client.send(query), {
            Items: [],
            LastEvaluatedKey: undefined,
          })
        : await client.send(query);
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

  const get = (userId: string, id: string) => readVisibleListing(table, userId, id);

  async function findByImageKey(userId: string, imageKey: string): Promise<StoredListing | undefined> {
    const guard = await guards.get(userId, imageKey);
    return guard ? get(userId, guard.listing_id) : undefined;
  }

  return { listByUser, listPage, get, findByImageKey };
}
