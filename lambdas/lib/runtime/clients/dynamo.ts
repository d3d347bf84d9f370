import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

// One client per process, created on first use and reused across warm invocations. The
// endpoint comes from config: the emulator locally, AWS in the cloud. Each SDK client has
// a module of its own so a function's bundle holds only the clients it imports.

let documentClient: DynamoDBDocumentClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { region, dynamodbEndpoint } = config.aws();
    documentClient = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region, endpoint: dynamodbEndpoint, maxAttempts: 3 }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
  }
  return documentClient;
}
