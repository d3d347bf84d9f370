import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config';

// One client per process, created on first use (see dynamo.ts).

let client: SQSClient | undefined;

export function sqs(): SQSClient {
  client ??= new SQSClient({ region: config.aws().region, maxAttempts: 3 });
  return client;
}
