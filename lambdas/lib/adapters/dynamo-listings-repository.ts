import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoListingDeletions } from './dynamo-listing-deletions';
import { dynamoListingLife } from './dynamo-listing-life';
import { dynamoListingPhotos } from './dynamo-listing-photos';
import { dynamoListingReads } from './dynamo-listing-reads';
import { dynamoListingWrites } from './dynamo-listing-writes';
import { dynamoListingsErasure } from './dynamo-listings-erasure';
import { listingsTable } from './dynamo-listings-table';
import { dynamoReanalysisLease } from './dynamo-reanalysis-lease';
import type { ListingsRepository } from '../ports/listings-ports';

/**
 * Every port of the listings table on DynamoDB (what `Services.listings` holds): each port's
 * adapter is its own file over the one table (dynamo-listings-table.ts), put together here.
 */
export function dynamoListingsRepository(
  client: DynamoDBDocumentClient,
  tableName: string,
): ListingsRepository {
  const table = listingsTable(client, tableName);
  return {
    ...dynamoListingReads(table),
    ...dynamoListingWrites(table),
    ...dynamoListingPhotos(table),
    ...dynamoListingLife(table),
    ...dynamoReanalysisLease(table),
    ...dynamoListingDeletions(table),
    ...dynamoListingsErasure(table),
  };
}
