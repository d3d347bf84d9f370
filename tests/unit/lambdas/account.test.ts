import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '#lambdas/account/handler.ts';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import {
  fixtureEvent,
  fixtureUser,
  forgetTestErasures,
  invoke,
  otherUser,
  testErasures,
  useTestEnv,
} from './lambda-test-kit';
import { storedListing } from '#tests/support/listing-builder.ts';

// Account erasure against in-memory ports. Batching and paging of the deletes (25 items per
// BatchWriteItem, 1000 objects per DeleteObjects) is tested with the adapters in adapters/;
// S3 and Cognito failures coming through the SDK in aws-faults.test.ts.

let services: InMemoryServices;

const sub = fixtureUser.sub;
const eraseAccount = () => invoke(handler, fixtureEvent('account-delete'));

/** A user with two listings (and their upload guards), their photos and a profile. */
function userWithData(userId: string) {
  const listings = [
    storedListing('01JD3Z8Q4N5W6X7Y8Z9A0B1C2D', { user_id: userId }),
    storedListing('01JD3Z8Q4N5W6X7Y8Z9A0B1C2E', { user_id: userId }),
  ];
  services.listings.seed(...listings);
  for (const listing of listings) services.photos.put(listing.image_key, new Uint8Array(8));
  services.photos.put(`${userId}/1732240000000-not-yet-listed.jpg`, new Uint8Array(8));
  services.profiles.seed({ id: userId, country: 'IE', allow_collection: false });
  services.users.add(userId);
  return listings;
}

beforeEach(() => {
  useTestEnv(); // ERASURE_CACHE_SECONDS=0: no pause between the tombstone and the deletes
  forgetTestErasures();
  services = useInMemoryServices();
});
afterEach(() => {
  resetServices();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('DELETE /api/account', () => {
  it("erases the caller's listings, photos and profile and the Cognito user, and answers 204", async () => {
    const listings = userWithData(sub);

    const reply = await eraseAccount();

    expect(reply.status).toBe(204);
    expect(await services.listings.listByUser(sub)).toEqual([]);
    for (const listing of listings) {
      expect(services.listings.guardOf(sub, listing.image_key)).toBeUndefined();
    }
    expect(services.photos.keys()).toEqual([]);
    expect(await services.profiles.get(sub)).toBeUndefined();
    expect(services.users.has(sub)).toBe(false);
  });

  it("deletes the caller's eBay connection, tokens and all", async () => {
    userWithData(sub);
    await services.ebayConnections.put({
      userId: sub,
      sealedAccessToken: 'sealed-access',
      accessExpiresAt: Date.now() + 3_600_000,
      sealedRefreshToken: 'sealed-refresh',
      refreshExpiresAt: Date.now() + 3_600_000,
      status: 'connected',
      connectedAt: '2026-12-02T10:00:00.000Z',
    });

    await eraseAccount();

    expect(await services.ebayConnections.get(sub)).toBeUndefined();
  });

  it('writes the tombstone first, erases listings, photos and profile, revokes the refresh tokens, deletes the Cognito user, and marks the tombstone erased last', async () => {
    userWithData(sub);
    const steps: string[] = [];
    const { begin, complete } = testErasures;
    vi.spyOn(testErasures, 'begin').mockImplementation(
      (...args) => (steps.push('tombstone'), begin.apply(testErasures, args)),
    );
    vi.spyOn(testErasures, 'complete').mockImplementation(
      (...args) => (steps.push('tombstone erased'), complete.apply(testErasures, args)),
    );
    const before = services.calls.length;

    await eraseAccount();

    expect(steps).toEqual(['tombstone', 'tombstone erased']);
    expect(services.callNames().slice(before)).toEqual([
      'listings.removeAllOf',
      'photos.deletePrefix',
      'profiles.remove',
      'ebayConnections.remove',
      'users.signOutEverywhere',
      'users.deleteUser',
    ]);
    expect(testErasures.tombstones.get(sub)?.state).toBe('erased');
  });

  it('keeps the tombstone for longer than an access token lives (one hour)', async () => {
    userWithData(sub);
    const before = Date.now() / 1000;

    await eraseAccount();

    expect(testErasures.tombstones.get(sub)?.expiresAt).toBeGreaterThan(before + 3600);
  });

  it('leaves a tombstone in force when retried after the first tombstone expired', async () => {
    userWithData(sub);
    const now = Date.now() / 1000;
    testErasures.tombstones.set(sub, { state: 'erasing', expiresAt: Math.floor(now) - 60 });

    const reply = await eraseAccount();

    expect(reply.status).toBe(204);
    expect(testErasures.tombstones.get(sub)).toEqual({ state: 'erased', expiresAt: expect.any(Number) });
    expect(testErasures.tombstones.get(sub)?.expiresAt).toBeGreaterThan(now + 3600);
  });

  it("revokes the user's refresh tokens before deleting the user", async () => {
    userWithData(sub);

    await eraseAccount();

    expect(services.users.signedOut).toEqual([sub]);
  });

  it("touches only the caller's partition and folder", async () => {
    userWithData(sub);
    const theirs = userWithData(otherUser.sub);

    await eraseAccount();

    expect(await services.listings.listByUser(otherUser.sub)).toEqual([...theirs].reverse());
    expect(services.photos.keys()).toHaveLength(3);
    expect(services.photos.keys().every((key) => key.startsWith(`${otherUser.sub}/`))).toBe(true);
    expect(await services.profiles.get(otherUser.sub)).toBeDefined();
    expect(services.users.has(otherUser.sub)).toBe(true);
    expect(services.calls.map((c) => c.args)).toEqual([[sub], [`${sub}/`], [sub], [sub], [sub], [sub]]);
  });

  it('answers 401 the second time, touching nothing: the account is gone', async () => {
    userWithData(sub);

    const first = await eraseAccount();
    const callsAfterFirst = services.calls.length;
    const second = await eraseAccount();

    expect(first.status).toBe(204);
    expect(second.status).toBe(401);
    expect(services.calls).toHaveLength(callsAfterFirst);
  });

  it('keeps the Cognito user when the photos cannot be erased, so the caller can retry', async () => {
    userWithData(sub);
    services.failNext('photos.deletePrefix', new Error('photo storage down'));

    const failed = await eraseAccount();

    expect(failed.status).toBe(500);
    expect(services.users.has(sub)).toBe(true);
    expect(await services.profiles.get(sub)).toBeDefined();

    const retry = await eraseAccount();

    expect(retry.status).toBe(204);
    expect(services.photos.keys()).toEqual([]);
    expect(services.users.has(sub)).toBe(false);
  });

  it('can be retried when deleting the Cognito user failed', async () => {
    userWithData(sub);
    services.failNext('users.deleteUser', new Error('user pool down'));

    const failed = await eraseAccount();
    const retry = await eraseAccount();

    expect(failed.status).toBe(500);
    expect(retry.status).toBe(204);
    expect(services.users.has(sub)).toBe(false);
  });

  it('answers 401 without claims and erases nothing', async () => {
    userWithData(sub);

    const reply = await invoke(handler, fixtureEvent('account-delete', { claims: undefined }));

    expect(reply.status).toBe(401);
    expect(services.calls).toEqual([]);
    expect(services.users.has(sub)).toBe(true);
  });

  it('answers 404 to a route key it does not serve', async () => {
    const reply = await invoke(handler, fixtureEvent('account-delete', { routeKey: 'GET /api/account' }));
    expect(reply.status).toBe(404);
  });
});
