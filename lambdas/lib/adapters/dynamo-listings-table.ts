import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { fromDynamoItem } from './dynamo-listing-items';
import { DynamoUploadGuards } from './dynamo-upload-guards';
import { listingSortKey } from './listing-keys';
import { isPendingDeletion } from './pending-deletions-index';
import type { StoredListing } from '../ports/listings-repository';

// What every port's adapter over the listings table shares (dynamo-listing-reads.ts, -writes,
// -photos, -life, dynamo-reanalysis-lease.ts, dynamo-listing-deletions.ts,
// dynamo-listings-erasure.ts): the table, its upload guards, and the one read of a listing item.

/** The listings table as each port's adapter over it holds it. */
export interface ListingsTable {
  client: DynamoDBDocumentClient;
  tableName: string;
  guards: DynamoUploadGuards;
}

export function listingsTable(client: DynamoDBDocumentClient, tableName: string): ListingsTable {
  return { client, tableName, guards: new DynamoUploadGuards(client, tableName) };
}

/** The listing's item as stored, deleted or not (a consistent read: a write just made is seen). */
export async function readListingItem(
  { client, tableName }: ListingsTable,
  userId: string,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const { Item } = await client.send(
    new GetCommand({ TableName: tableName, Key: { userId, id: listingSortKey(id) }, ConsistentRead: true }),
  );
  return Item;
}

/** The listing, unless it is marked deleted (docs/design.md#deleting-with-undo): ListingReads.get. */
export async function readVisibleListing(
  table: ListingsTable,
  userId: string,
  id: string,
): Promise<StoredListing | undefined> {
  const item = await readListingItem(table, userId, id);
  return item && !isPendingDeletion(item) ? fromDynamoItem(item) : undefined;
}
