import { KMSClient } from '@aws-sdk/client-kms';
import { config } from '../config';

// One client per process, created on first use; see clients/dynamo.ts.

let client: KMSClient | undefined;

export function kms(): KMSClient {
  client ??= new KMSClient({ region: config.aws().region });
  return client;
}
