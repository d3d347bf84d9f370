import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManager } from '../clients/secrets-manager';
import { config } from '../config';

// Where the OpenAI key comes from (DESIGN.md section 7: never in the template, a bundle or
// the repo): Secrets Manager in the cloud, read once per cold start and kept in memory;
// OPENAI_API_KEY on one machine. Undefined when neither is configured.

export type ApiKeySource = () => Promise<string>;

let cached: Promise<string> | undefined;

async function readSecret(secretId: string): Promise<string> {
  const { SecretString } = await secretsManager().send(new GetSecretValueCommand({ SecretId: secretId }));
  const key = SecretString?.trim();
  if (!key) throw new Error('The OpenAI secret is empty');
  return key;
}

export function openAiApiKeySource(): ApiKeySource | undefined {
  const key = config.openAiApiKey();
  if (key) return () => Promise.resolve(key);
  const secretId = config.openAiSecretId();
  if (!secretId) return undefined;
  return () => {
    // A failed read is not cached, so the next call tries again.
    cached ??= readSecret(secretId).catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
}

/** For tests: forget the cached key. */
export function forgetOpenAiApiKey(): void {
  cached = undefined;
}
