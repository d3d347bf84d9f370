import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config';

// One client per process, created on first use; see clients/dynamo.ts.

let client: SecretsManagerClient | undefined;

export function secretsManager(): SecretsManagerClient {
  client ??= new SecretsManagerClient({ region: config.aws().region });
  return client;
}
