// @ts-nocheck
import type { CachedOutcome, PreviewCache } from '#lambdas/lib/ports/preview-cache.ts';

// The preview cache without a table, for unit tests; tests/integration/preview-ports-contract.test.ts
// holds it to what the DynamoDB adapter does.

export class InMemoryPreviewCache implements PreviewCache {
  readonly entries = new Map<string, { outcome: CachedOutcome; expiresAt: Date }>();

  async get(key: string, now: Date): Promise<CachedOutcome | undefined> {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt.getTime() > now.getTime() ? entry.outcome : undefined;
  }

  async put(key: string, outcome: CachedOutcome, expiresAt: Date): Promise<void> {
    this.entries.set(key, { outcome, expiresAt });
  }
}
