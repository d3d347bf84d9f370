import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManager } from '../clients/secrets-manager';
import { config } from '../config';
import { logger } from '../logger';
import { rememberSecretSetting } from '../secret-settings';

// The eBay app's two secrets (docs/architecture/security.md#ebay-tokens): never in the
// template or an environment variable's value. In the cloud a function gets each secret's
// name and reads its value here, once, at cold start (the top-level await below), before the
// handler takes a request; config.ts then answers with it. A value already in the environment
// (the twin, a developer's keys) wins and nothing is read. Imported by the factories that build
// the eBay app, so every function that talks to eBay reads them, and no other.

/**
 * Reads each configured secret. One that cannot be read (missing, empty, no right) is logged
 * and left unset: its eBay routes answer the "not set up" 503 and the function's other routes
 * still work; the next cold start tries again.
 */
export async function readEbaySecrets(): Promise<void> {
  const ids = config.ebaySecretIds();
  await Promise.all(
    (Object.entries(ids) as [keyof typeof ids, string | undefined][]).map(async ([key, secretId]) => {
      if (!secretId) return;
      try {
        const { SecretString } = await secretsManager().send(
          new GetSecretValueCommand({ SecretId: secretId }),
        );
        const value = SecretString?.trim();
        if (!value) throw new Error('the secret is empty');
        rememberSecretSetting(key, value);
      } catch (error) {
        logger.error('ebay secret unreadable', { secretId, error: (error as Error).message });
      }
    }),
  );
}

await readEbaySecrets();
