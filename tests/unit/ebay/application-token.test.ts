import { describe, expect, it } from 'vitest';
import { EBAY_REFRESH_MARGIN_SECONDS } from '#domain/ebay-connection.ts';
import { CachedApplicationToken } from '#lambdas/lib/adapters/ebay/application-token.ts';

// The app's Application token (client credentials), kept for the container's life and renewed
// before it ends (docs/architecture/security.md#ebay-tokens).

const TWO_HOURS = 7_200_000;

function countingSource(now: () => number) {
  const source = {
    grants: 0,
    async applicationToken() {
      source.grants += 1;
      return { accessToken: `app-token-${source.grants}`, expiresAt: now() + TWO_HOURS };
    },
  };
  return source;
}

describe('the Application token cache', () => {
  it('asks eBay for one token for many calls', async () => {
    let now = Date.parse('2026-12-03T09:00:00Z');
    const source = countingSource(() => now);
    const cache = new CachedApplicationToken(source, () => now);
    expect(await cache.accessToken()).toBe('app-token-1');
    now += 60_000;
    expect(await cache.accessToken()).toBe('app-token-1');
    expect(source.grants).toBe(1);
  });

  it('makes one grant for calls that arrive together', async () => {
    const now = Date.parse('2026-12-03T09:00:00Z');
    const source = countingSource(() => now);
    const cache = new CachedApplicationToken(source, () => now);
    const tokens = await Promise.all([cache.accessToken(), cache.accessToken(), cache.accessToken()]);
    expect(tokens).toEqual(['app-token-1', 'app-token-1', 'app-token-1']);
    expect(source.grants).toBe(1);
  });

  it('renews the token before it expires, not after', async () => {
    let now = Date.parse('2026-12-03T09:00:00Z');
    const source = countingSource(() => now);
    const cache = new CachedApplicationToken(source, () => now);
    await cache.accessToken();
    now += TWO_HOURS - EBAY_REFRESH_MARGIN_SECONDS * 1000 - 1;
    expect(await cache.accessToken()).toBe('app-token-1');
    now += 1;
    expect(await cache.accessToken()).toBe('app-token-2');
    expect(source.grants).toBe(2);
  });

  it('asks again after a failed grant, rather than keeping the failure', async () => {
    const now = Date.parse('2026-12-03T09:00:00Z');
    let fail = true;
    const cache = new CachedApplicationToken(
      {
        async applicationToken() {
          if (fail) throw new Error('eBay unavailable');
          return { accessToken: 'app-token-after', expiresAt: now + TWO_HOURS };
        },
      },
      () => now,
    );
    await expect(cache.accessToken()).rejects.toThrow('eBay unavailable');
    fail = false;
    expect(await cache.accessToken()).toBe('app-token-after');
  });
});
