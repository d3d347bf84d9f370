import {
  DynamoDBClient,
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { dynamoListingsRepository } from '#lambdas/lib/adapters/dynamo-listings-repository.ts';
import { storedListing } from '#tests/support/listing-builder.ts';
import { fixtureUser } from '../lambda-test-kit';

// Shared by the tests of the DynamoDB adapter of the listings port (its reads and its writes):
// the mocked document client, the adapter on it, and the items and errors DynamoDB answers with.
// Each test file resets `ddb` before each test.

export const tableName = 'listings-test';
export const ddb = mockClient(DynamoDBDocumentClient);
export const repository = dynamoListingsRepository(
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'eu-west-2',
      credentials: { accessKeyId: 'AKIAUNITTESTEXAMPLE', secretAccessKey: 'not-real' },
    }),
  ),
  tableName,
);

export const sub = fixtureUser.sub;
export const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
export const throttled = () =>
  new ProvisionedThroughputExceededException({
    message: 'Rate of requests exceeds the allowed throughput',
    $metadata: {},
  });

/** A listing item as the table holds it. */
export function dynamoItem(id: string, changes: Record<string, unknown> = {}) {
  const { user_id, id: _, ...rest } = storedListing(id);
  return { ...rest, userId: user_id, id: `listing#${id}`, ...changes };
}
