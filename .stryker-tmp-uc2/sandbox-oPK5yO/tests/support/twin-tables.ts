// @ts-nocheck
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TwinInfo } from './twin-context';

/** A document client on the twin's DynamoDB emulator, to plant or read items directly. */
export function twinTables(twin: TwinInfo): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: twin.env.region,
      endpoint: twin.env.dynamodbEndpoint,
      credentials: { accessKeyId: twin.env.accessKeyId!, secretAccessKey: twin.env.secretAccessKey! },
    }),
  );
}
