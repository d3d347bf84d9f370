import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManager } from '../clients/secrets-manager';
import { config } from '../config';

// Where the OpenAI key comes from (docs/design.md#security: never in the template, a bundle or
// the repo): Secrets Manager in the cloud, OPENAI_API_KEY on one machine. Undefined when
// neither is configured. A key read from Secrets Manager is trusted for a few minutes
// (config.openAiKeyCacheSeconds) and forgotten at once when OpenAI refuses it, so a rotated
// key reaches warm containers without a redeploy.

export type ApiKeySource = () => Promise<string>;

let cached: { key: Promise<string>; readAt: number } | undefined;

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
  const maxAgeMs = config.openAiKeyCacheSeconds() * 1000;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.readAt >= maxAgeMs) {
      const reading = { readAt: now, key: readSecret(secretId) };
      // A failed read is not kept, so the next call tries again.
      reading.key.catch(() => {
        if (cached === reading) cached = undefined;
      });
      cached = reading;
    }
    return cached.key;
  };
}

/** Forget the cached key: the next call reads the secret again (after a 401, and in tests). */
export function forgetOpenAiApiKey(): void {
  cached = undefined;
}
