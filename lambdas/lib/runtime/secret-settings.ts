import type { EnvKey } from './config';

// Settings whose values live in Secrets Manager in the cloud (the eBay client secret and the
// verification token): the cold start reads each one (factories/ebay-secrets.ts) and keeps it
// here, so config.ts answers the same whether the value came from the environment (the twin)
// or from a secret (the cloud), and the handlers stay one code. No SDK here: config.ts is in
// every bundle.

const values = new Map<EnvKey, string>();

/** The value a secret held, by the contract key it stands for; undefined when none was read. */
export function secretSetting(key: EnvKey): string | undefined {
  return values.get(key);
}

export function rememberSecretSetting(key: EnvKey, value: string): void {
  values.set(key, value);
}

/** For tests: forget every value read. */
export function forgetSecretSettings(): void {
  values.clear();
}
