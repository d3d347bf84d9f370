import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalKeyTokenCipher } from '#lambdas/lib/adapters/ebay/local-key-token-cipher.ts';
import { SealedEbayAccess, tokenContext } from '#lambdas/lib/adapters/ebay/sealed-ebay-access.ts';
import { EbayReconnectNeededError } from '#lambdas/lib/ports/ebay-access.ts';
import type { EbayApp } from '#lambdas/lib/ports/ebay-app.ts';
import { ServiceUnavailableError } from '#lambdas/lib/ports/service-unavailable.ts';
import { watchOperationalMetrics } from '#lambdas/lib/runtime/count-operational-metric.ts';
import { InMemoryEbayConnections } from '#tests/support/in-memory/in-memory-ebay-connections.ts';

// The operator's signals of a seller's eBay token (docs/operator-guide.md#alarms-and-what-to-do):
// a renewal that failed for a reason not the seller's, and a connection that now needs
// reconnecting, each counted once.

const now = Date.parse('2026-12-03T12:00:00Z');
const hour = 3_600_000;
const seller = 'user-1';

let counted: string[];
let stop: () => void;
beforeEach(() => {
  counted = [];
  stop = watchOperationalMetrics((metric) => counted.push(metric));
});
afterEach(() => stop());

async function accessWith(refresh: EbayApp['refresh'], refreshExpiresAt = now + 1000 * hour) {
  const cipher = new LocalKeyTokenCipher(randomBytes(32).toString('base64'));
  const connections = new InMemoryEbayConnections();
  await connections.put({
    userId: seller,
    sealedAccessToken: await cipher.seal('old-access', tokenContext(seller, 'ebay-access')),
    sealedRefreshToken: await cipher.seal('the-refresh', tokenContext(seller, 'ebay-refresh')),
    accessExpiresAt: now - 1,
    refreshExpiresAt,
    status: 'connected',
    connectedAt: '2026-12-01T10:00:00.000Z',
  });
  const identify: EbayApp['identify'] = async () => ({ ebayUserId: 'ebay-id-1', username: 'seller-one' });
  return new SealedEbayAccess(connections, cipher, { refresh, identify }, () => now);
}

describe("the operator's eBay token signals", () => {
  it('count EbayTokenRefreshFailures when eBay cannot renew the token (down, or our credentials)', async () => {
    const access = await accessWith(async () => {
      throw new ServiceUnavailableError('eBay', 'eBay is not answering', { cause: 'token endpoint 500' });
    });
    await expect(access.accessTokenFor(seller)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(counted).toEqual(['EbayTokenRefreshFailures']);
  });

  it('count EbayConnectionsNeedReconnect, not a failure, when eBay refuses the renewal', async () => {
    const access = await accessWith(async () => ({ kind: 'refused', error: 'invalid_grant' }));
    await expect(access.accessTokenFor(seller)).rejects.toBeInstanceOf(EbayReconnectNeededError);
    expect(counted).toEqual(['EbayConnectionsNeedReconnect']);
  });

  it('count EbayConnectionsNeedReconnect when the refresh token itself has expired', async () => {
    const access = await accessWith(async () => {
      throw new Error('eBay was asked');
    }, now);
    await expect(access.accessTokenFor(seller)).rejects.toBeInstanceOf(EbayReconnectNeededError);
    expect(counted).toEqual(['EbayConnectionsNeedReconnect']);
  });

  it('count nothing when the token is renewed', async () => {
    const access = await accessWith(async () => ({
      kind: 'renewed',
      accessToken: 'new-access',
      accessExpiresAt: now + 2 * hour,
    }));
    expect(await access.accessTokenFor(seller)).toBe('new-access');
    expect(counted).toEqual([]);
  });
});
