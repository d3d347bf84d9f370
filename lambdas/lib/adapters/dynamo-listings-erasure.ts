import { deletePartition } from './dynamo-batch-delete';
import type { ListingsTable } from './dynamo-listings-table';
import type { ListingsErasure } from '../ports/listings-erasure';

/** ListingsErasure on DynamoDB: the user's whole partition (listings and upload guards) goes. */
export function dynamoListingsErasure({ client, tableName }: ListingsTable): ListingsErasure {
  return {
    removeAllOf: (userId) => deletePartition(client, tableName, { name: 'userId', value: userId }, 'id'),
  };
}
