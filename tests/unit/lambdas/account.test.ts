import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/account/handler.ts';
import { resetServices } from '#lambdas/lib/services.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import { fixtureEvent, fixtureUser, invoke, otherUser } from './lambda-test-kit';
import { storedListing } from './stored-listing';

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
  services = useInMemoryServices();
});
afterEach(() => resetServices());

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

  it('erases listings, photos and profile first and the Cognito user last', async () => {
    userWithData(sub);

    await eraseAccount();

    expect(services.callNames()).toEqual([
      'listings.removeAllOf',
      'photos.deletePrefix',
      'profiles.remove',
      'users.deleteUser',
    ]);
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
    expect(services.calls.map((c) => c.args)).toEqual([[sub], [`${sub}/`], [sub], [sub]]);
  });

  it('is harmless the second time: nothing left, and the user already gone', async () => {
    userWithData(sub);

    const first = await eraseAccount();
    const second = await eraseAccount();

    expect(first.status).toBe(204);
    expect(second.status).toBe(204);
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
