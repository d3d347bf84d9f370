import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './aws-errors';
import { fromDynamoItem } from './dynamo-listing-items';
import type { StoredListing } from '../ports/listings-repository';

/** An UpdateItem of one listing, without the table and the answer asked for (both fixed here). */
export type ListingUpdateCommand = Omit<
  ConstructorParameters<typeof UpdateCommand>[0],
  'TableName' | 'ReturnValues'
>;

/**
 * One conditional UpdateItem answering the new listing, or undefined when the condition fails:
 * every conditional change of a listing goes through here, so a failed condition always reads
 * as "no such listing (or not in that state)" and any other failure goes through.
 */
export async function conditionalUpdate(
  { client, tableName }: { client: DynamoDBDocumentClient; tableName: string },
  command: ListingUpdateCommand,
): Promise<StoredListing | undefined> {
  try {
    const { Attributes } = await client.send(
      new UpdateCommand({ ...command, TableName: tableName, ReturnValues: 'ALL_NEW' }),
    );
    return Attributes ? fromDynamoItem(Attributes) : undefined;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}
