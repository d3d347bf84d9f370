import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EBAY_REFRESH_MARGIN_SECONDS } from '#domain/ebay-connection.ts';
import { LocalKeyTokenCipher } from '#lambdas/lib/adapters/ebay/local-key-token-cipher.ts';
import { SealedEbayAccess, tokenContext } from '#lambdas/lib/adapters/ebay/sealed-ebay-access.ts';
import { EbayNotConnectedError, EbayReconnectNeededError } from '#lambdas/lib/ports/ebay-access.ts';
import type { EbayApp } from '#lambdas/lib/ports/ebay-app.ts';
import type { StoredEbayConnection } from '#lambdas/lib/ports/ebay-connections.ts';
import { InMemoryEbayConnections } from '#tests/support/in-memory/in-memory-ebay-connections.ts';

// A seller's live eBay access token (docs/architecture/security.md#ebay-tokens): used as it is
// while it has life left, renewed first near expiry, and a refused renewal means reconnecting.

const now = Date.parse('2026-12-02T12:00:00Z');
const hour = 3_600_000;
const seller = 'user-1';

type Refresh = EbayApp['refresh'];
type Identify = EbayApp['identify'];

async function given(
  connection: Partial<StoredEbayConnection> & { accessExpiresAt: number },
  refresh: Refresh = async () => ({
    kind: 'renewed',
    accessToken: 'renewed-access',
    accessExpiresAt: now + 2 * hour,
  }),
  identify: Identify = async () => ({ ebayUserId: 'ebay-id-1', username: 'seller-one' }),
) {
  const cipher = new LocalKeyTokenCipher(randomBytes(32).toString('base64'));
  const connections = new InMemoryEbayConnections();
  await connections.put({
    userId: seller,
    sealedAccessToken: await cipher.seal('current-access', tokenContext(seller, 'ebay-access')),
    sealedRefreshToken: await cipher.seal('the-refresh', tokenContext(seller, 'ebay-refresh')),
    refreshExpiresAt: now + 1000 * hour,
    status: 'connected',
    connectedAt: '2026-12-01T10:00:00.000Z',
    ebayUserId: 'ebay-id-1',
    ebayUser: 'seller-one',
    ...connection,
  });
  const refreshes: string[] = [];
  const identified: string[] = [];
  const app = {
    refresh: async (token: string) => {
      refreshes.push(token);
      return refresh(token);
    },
    identify: async (token: string) => {
      identified.push(token);
      return identify(token);
    },
  };
  const access = new SealedEbayAccess(connections, cipher, app, () => now);
  return { access, connections, cipher, refreshes, identified };
}

describe("a seller's eBay access token", () => {
  it('is the stored one, opened, while it has more than the refresh margin left', async () => {
    const { access, refreshes } = await given({
      accessExpiresAt: now + EBAY_REFRESH_MARGIN_SECONDS * 1000 + 1,
    });
    expect(await access.accessTokenFor(seller)).toBe('current-access');
    expect(refreshes).toEqual([]);
  });

  it('is renewed with the refresh token within the margin, and the renewed one is kept sealed', async () => {
    const { access, connections, cipher, refreshes } = await given({
      accessExpiresAt: now + EBAY_REFRESH_MARGIN_SECONDS * 1000,
    });
    expect(await access.accessTokenFor(seller)).toBe('renewed-access');
    expect(refreshes).toEqual(['the-refresh']);
    const stored = (await connections.get(seller))!;
    expect(stored.accessExpiresAt).toBe(now + 2 * hour);
    expect(stored.sealedAccessToken).not.toContain('renewed-access');
    expect(await cipher.open(stored.sealedAccessToken, tokenContext(seller, 'ebay-access'))).toBe(
      'renewed-access',
    );
    expect(stored.status).toBe('connected');
  });

  it('is renewed once expired, and the next use takes the renewed one without asking eBay', async () => {
    const { access, refreshes } = await given({ accessExpiresAt: now - hour });
    await access.accessTokenFor(seller);
    expect(await access.accessTokenFor(seller)).toBe('renewed-access');
    expect(refreshes).toHaveLength(1);
  });

  it('marks the connection "needs reconnecting" when eBay refuses the renewal', async () => {
    const { access, connections } = await given({ accessExpiresAt: now - hour }, async () => ({
      kind: 'refused',
      error: 'invalid_grant',
    }));
    await expect(access.accessTokenFor(seller)).rejects.toBeInstanceOf(EbayReconnectNeededError);
    expect((await connections.get(seller))!.status).toBe('needsReconnect');
  });

  it('does not ask eBay again once the connection needs reconnecting', async () => {
    const { access, refreshes } = await given({ accessExpiresAt: now + hour, status: 'needsReconnect' });
    await expect(access.accessTokenFor(seller)).rejects.toBeInstanceOf(EbayReconnectNeededError);
    expect(refreshes).toEqual([]);
  });

  it('needs reconnecting, without asking eBay, when the refresh token itself has expired', async () => {
    const { access, connections, refreshes } = await given({
      accessExpiresAt: now - hour,
      refreshExpiresAt: now,
    });
    await expect(access.accessTokenFor(seller)).rejects.toBeInstanceOf(EbayReconnectNeededError);
    expect(refreshes).toEqual([]);
    expect((await connections.get(seller))!.status).toBe('needsReconnect');
  });

  it('says eBay is not connected for a user without a connection', async () => {
    const { access } = await given({ accessExpiresAt: now + hour });
    await expect(access.accessTokenFor('user-2')).rejects.toBeInstanceOf(EbayNotConnectedError);
  });

  it("never opens another user's sealed token as theirs", async () => {
    const { access, connections } = await given({ accessExpiresAt: now + hour });
    const mine = (await connections.get(seller))!;
    await connections.put({ ...mine, userId: 'user-2' });
    await expect(access.accessTokenFor('user-2')).rejects.toThrow();
  });
});

describe('a connection made before Connect eBay asked Identity', () => {
  const before = { accessExpiresAt: now + hour, ebayUserId: undefined, ebayUser: undefined };

  it("gets its eBay user id and name from Identity at the token's first use, with its lookup", async () => {
    const { access, connections, identified } = await given(before);
    expect(await access.accessTokenFor(seller)).toBe('current-access');
    expect(identified).toEqual(['current-access']);
    expect(await connections.get(seller)).toMatchObject({ ebayUserId: 'ebay-id-1', ebayUser: 'seller-one' });
    expect(connections.hasLookup('ebay-id-1')).toBe(true);
  });

  it('asks Identity once: the next use finds the id kept', async () => {
    const { access, identified } = await given(before);
    await access.accessTokenFor(seller);
    await access.accessTokenFor(seller);
    expect(identified).toHaveLength(1);
  });

  it('asks Identity with the renewed token when the stored one was near its end', async () => {
    const { access, connections, identified } = await given({ ...before, accessExpiresAt: now - hour });
    expect(await access.accessTokenFor(seller)).toBe('renewed-access');
    expect(identified).toEqual(['renewed-access']);
    const stored = (await connections.get(seller))!;
    expect(stored).toMatchObject({ ebayUserId: 'ebay-id-1', accessExpiresAt: now + 2 * hour });
  });

  it('still gives the token when Identity does not answer, and asks again next time', async () => {
    let answers = false;
    const { access, connections, identified } = await given(before, undefined, async () => {
      if (!answers) throw new Error('eBay unavailable');
      return { ebayUserId: 'ebay-id-1', username: 'seller-one' };
    });
    expect(await access.accessTokenFor(seller)).toBe('current-access');
    expect((await connections.get(seller))!.ebayUserId).toBeUndefined();
    answers = true;
    await access.accessTokenFor(seller);
    expect(identified).toHaveLength(2);
    expect((await connections.get(seller))!.ebayUserId).toBe('ebay-id-1');
  });

  it('never brings back a connection removed while Identity was asked', async () => {
    const { access, connections } = await given(before, undefined, async () => {
      await connections.remove(seller);
      return { ebayUserId: 'ebay-id-1', username: 'seller-one' };
    });
    await access.accessTokenFor(seller);
    expect(await connections.get(seller)).toBeUndefined();
    expect(connections.hasLookup('ebay-id-1')).toBe(false);
  });

  it('asks nothing of Identity for a connection that has its id', async () => {
    const { access, identified } = await given({ accessExpiresAt: now + hour });
    await access.accessTokenFor(seller);
    expect(identified).toEqual([]);
  });
});
