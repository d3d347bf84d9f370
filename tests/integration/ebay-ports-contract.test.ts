import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StoredEbayConnection } from '#lambdas/lib/ports/ebay-connections.ts';
import { describeInEachHome, useTwinEnvironment } from './ports-contract-homes';

// The eBay connection store and the Connect eBay states, in memory and on the emulators
// (the DynamoDB adapters), so the handlers' unit tests run against what DynamoDB does.

useTwinEnvironment();

const connectionOf = (userId: string, changes: Partial<StoredEbayConnection> = {}): StoredEbayConnection => ({
  userId,
  sealedAccessToken: 'sealed-access',
  accessExpiresAt: 1_800_000_000_000,
  sealedRefreshToken: 'sealed-refresh',
  refreshExpiresAt: 1_900_000_000_000,
  status: 'connected',
  connectedAt: '2026-12-02T12:00:00.000Z',
  ...changes,
});

const now = 1_800_000_000;

describeInEachHome((run) => {
  describe('eBay connections', () => {
    it('holds one connection per user, as it was put, and a new put replaces it', async () => {
      run.freshUsers();
      const connections = run.services.ebayConnections;
      expect(await connections.get(run.user)).toBeUndefined();

      await connections.put(connectionOf(run.user));
      await connections.put(connectionOf(run.user, { sealedAccessToken: 'newer', ebayUser: 'seller-1' }));

      expect(await connections.get(run.user)).toEqual(
        connectionOf(run.user, { sealedAccessToken: 'newer', ebayUser: 'seller-1' }),
      );
      expect(await connections.get(run.other)).toBeUndefined();
    });

    it('keeps a renewed access token and a "needs reconnecting", the rest unchanged', async () => {
      run.freshUsers();
      const connections = run.services.ebayConnections;
      await connections.put(connectionOf(run.user));

      await connections.renewAccess(run.user, 'renewed', 1_800_000_007_200);
      expect(await connections.get(run.user)).toEqual(
        connectionOf(run.user, { sealedAccessToken: 'renewed', accessExpiresAt: 1_800_000_007_200 }),
      );
      await connections.markNeedsReconnect(run.user);
      expect((await connections.get(run.user))?.status).toBe('needsReconnect');
    });

    it('never brings back a removed connection by a late renewal, and removing twice is harmless', async () => {
      run.freshUsers();
      const connections = run.services.ebayConnections;
      await connections.put(connectionOf(run.user));
      await connections.put(connectionOf(run.other));

      await connections.remove(run.user);
      await connections.remove(run.user);
      await connections.renewAccess(run.user, 'renewed', 1);
      await connections.markNeedsReconnect(run.user);

      expect(await connections.get(run.user)).toBeUndefined();
      expect(await connections.get(run.other)).toEqual(connectionOf(run.other));
    });

    it("removes by eBay user only that eBay user's connection, once; unknown eBay users are nothing to do", async () => {
      run.freshUsers();
      const connections = run.services.ebayConnections;
      const ebayUserId = `ebay-${run.user}`;
      await connections.put(connectionOf(run.user, { ebayUserId, ebayUser: 'seller-1' }));
      await connections.put(
        connectionOf(run.other, { ebayUserId: `ebay-${run.other}`, ebayUser: 'seller-2' }),
      );

      expect(await connections.removeByEbayUser(ebayUserId)).toBe(true);
      expect(await connections.get(run.user)).toBeUndefined();
      expect(await connections.removeByEbayUser(ebayUserId)).toBe(false);
      expect(await connections.removeByEbayUser(`never-${randomUUID()}`)).toBe(false);
      expect(await connections.get(run.other)).toBeDefined();
    });

    it('forgets the eBay user a seller left: a new eBay account takes the lookup, the old one removes nothing', async () => {
      run.freshUsers();
      const connections = run.services.ebayConnections;
      const first = `ebay-first-${run.user}`;
      const second = `ebay-second-${run.user}`;
      await connections.put(connectionOf(run.user, { ebayUserId: first }));
      await connections.put(connectionOf(run.user, { ebayUserId: second }));

      expect(await connections.removeByEbayUser(first)).toBe(false);
      expect(await connections.get(run.user)).toMatchObject({ ebayUserId: second });
      expect(await connections.removeByEbayUser(second)).toBe(true);
      expect(await connections.get(run.user)).toBeUndefined();
    });

    it('removes the lookup with the connection: a later notification for that eBay user removes nothing', async () => {
      run.freshUsers();
      const connections = run.services.ebayConnections;
      const ebayUserId = `ebay-${run.user}`;
      await connections.put(connectionOf(run.user, { ebayUserId }));
      await connections.remove(run.user);
      await connections.put(connectionOf(run.other));

      expect(await connections.removeByEbayUser(ebayUserId)).toBe(false);
      expect(await connections.get(run.other)).toBeDefined();
    });
  });

  describe('Connect eBay states', () => {
    it('is consumed once, by its own user, before it expires', async () => {
      run.freshUsers();
      const states = run.services.oauthStates;
      const state = randomUUID();
      await states.create(state, run.user, now + 600);

      expect(await states.consume(state, run.other, now)).toBe(false);
      expect(await states.consume(state, run.user, now)).toBe(true);
      expect(await states.consume(state, run.user, now)).toBe(false);
    });

    it('is refused once expired', async () => {
      run.freshUsers();
      const states = run.services.oauthStates;
      const state = randomUUID();
      await states.create(state, run.user, now + 600);

      expect(await states.consume(state, run.user, now + 600)).toBe(false);
    });

    it('refuses a state it never made', async () => {
      run.freshUsers();
      expect(await run.services.oauthStates.consume(randomUUID(), run.user, now)).toBe(false);
    });
  });
});
