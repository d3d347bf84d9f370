import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  keyOf,
  listingOf,
  portHomes,
  useTwinEnvironment,
  type Home,
  type StoragePorts,
} from './ports-contract-homes';

// The handlers' unit tests run against the in-memory ports (tests/support/in-memory/). This
// runs the listings port's contract against both the in-memory port and the real adapter on
// the twin's emulators, so the in-memory port cannot drift from what DynamoDB does (the
// profiles, photos and users ports: ports-contract.test.ts).

useTwinEnvironment();

describe.each(portHomes)('the ports %s', (_, makeHome) => {
  let home: Home;
  let services: StoragePorts;
  let user: string;
  let other: string;

  beforeAll(() => {
    home = makeHome();
    services = home.ports();
  });
  // Fresh users for each test: the emulators are shared by the whole run.
  const freshUsers = () => {
    user = randomUUID();
    other = randomUUID();
  };

  describe('listings', () => {
    it("lists a user's listings newest first, and no one else's", async () => {
      freshUsers();
      const start = Date.now();
      const [a, b, c] = [
        listingOf(user, 'a.jpg', start),
        listingOf(user, 'b.jpg', start + 1),
        listingOf(user, 'c.jpg', start + 2),
      ];
      for (const listing of [b, c, a, listingOf(other, 'x.jpg')]) await services.listings.createOnce(listing);

      expect(await services.listings.listByUser(user)).toEqual([c, b, a]);
      expect(await services.listings.listByUser(randomUUID())).toEqual([]);
    });

    it('creates at most one listing per image key: a second create gets the first', async () => {
      freshUsers();
      const first = listingOf(user, 'a.jpg');

      expect(await services.listings.createOnce(first)).toEqual({ listing: first, created: true });
      expect(await services.listings.createOnce(listingOf(user, 'a.jpg'))).toEqual({
        listing: first,
        created: false,
      });
      expect(await services.listings.listByUser(user)).toEqual([first]);
    });

    it("finds a listing by id or by the upload it came from, only in its user's partition", async () => {
      freshUsers();
      const listing = listingOf(user, 'a.jpg');
      await services.listings.createOnce(listing);

      expect(await services.listings.get(user, listing.id)).toEqual(listing);
      expect(await services.listings.findByImageKey(user, listing.image_key)).toEqual(listing);
      expect(await services.listings.get(other, listing.id)).toBeUndefined();
      expect(await services.listings.findByImageKey(other, listing.image_key)).toBeUndefined();
      expect(await services.listings.findByImageKey(user, keyOf(user, 'b.jpg'))).toBeUndefined();
    });

    it('merges an update into the stored user fields, sets stage and updated_at, and returns the listing', async () => {
      freshUsers();
      const listing = listingOf(user, 'a.jpg');
      await services.listings.createOnce(listing);
      await services.listings.update(
        user,
        listing.id,
        { user_fields: { title: 'Mug', brand: 'Denby' } },
        '2026-11-22T11:00:00.000Z',
      );

      const updated = await services.listings.update(
        user,
        listing.id,
        { stage: 'saved', user_fields: { title: 'Blue mug', size: 'M' } },
        '2026-11-22T12:00:00.000Z',
      );

      const expected = {
        ...listing,
        stage: 'saved',
        user_fields: { title: 'Blue mug', brand: 'Denby', size: 'M' },
        updated_at: '2026-11-22T12:00:00.000Z',
      };
      expect(updated).toEqual(expected);
      expect(await services.listings.get(user, listing.id)).toEqual(expected);
    });

    it("updates nothing for a missing or another user's listing", async () => {
      freshUsers();
      const listing = listingOf(user, 'a.jpg');
      await services.listings.createOnce(listing);

      const now = '2026-11-22T12:00:00.000Z';
      expect(await services.listings.update(other, listing.id, { stage: 'saved' }, now)).toBeUndefined();
      expect(
        await services.listings.update(user, listingOf(user, 'b.jpg').id, { stage: 'saved' }, now),
      ).toBeUndefined();
      expect(await services.listings.listByUser(user)).toEqual([listing]);
      expect(await services.listings.listByUser(other)).toEqual([]);
    });

    it('removes a listing and its upload claim, and answers false when it is already gone', async () => {
      freshUsers();
      const listing = listingOf(user, 'a.jpg');
      await services.listings.createOnce(listing);

      expect(await services.listings.remove(listing)).toBe(true);
      expect(await services.listings.get(user, listing.id)).toBeUndefined();
      expect(await services.listings.findByImageKey(user, listing.image_key)).toBeUndefined();
      expect(await services.listings.remove(listing)).toBe(false);
      // The upload is free again.
      expect((await services.listings.createOnce(listingOf(user, 'a.jpg'))).created).toBe(true);
    });

    it('hides a listing marked deleted from every list, read and change until it is restored', async () => {
      freshUsers();
      const listing = listingOf(user, 'a.jpg');
      await services.listings.createOnce(listing);
      const now = '2026-11-22T12:00:00.000Z';
      const purgeAfter = '2026-11-22T12:01:00.000Z';

      expect(await services.listings.markDeleted(other, listing.id, purgeAfter)).toBeUndefined();
      expect(await services.listings.markDeleted(user, listing.id, purgeAfter)).toEqual(listing);
      expect(await services.listings.markDeleted(user, listing.id, purgeAfter)).toBeUndefined();
      expect(await services.listings.get(user, listing.id)).toBeUndefined();
      expect(await services.listings.listByUser(user)).toEqual([]);
      expect((await services.listings.listPage(user, { view: 'all', limit: 5 })).listings).toEqual([]);
      expect(await services.listings.update(user, listing.id, { stage: 'saved' }, now)).toBeUndefined();
      expect(await services.listings.clearAnalysisError(user, listing.id)).toBeUndefined();

      expect(await services.listings.restore(other, listing.id, now)).toBeUndefined();
      expect(await services.listings.restore(user, listing.id, purgeAfter)).toBeUndefined();
      expect(await services.listings.restore(user, listing.id, now)).toEqual(listing);
      expect(await services.listings.get(user, listing.id)).toEqual(listing);
      expect(await services.listings.restore(user, listing.id, now)).toBeUndefined();
    });

    it('finds deleted listings once their purge time has come, and reads them for the purge only then', async () => {
      freshUsers();
      const listing = listingOf(user, 'a.jpg');
      await services.listings.createOnce(listing);
      // Far in the past, so no other test's listing falls between.
      const purgeAfter = '2001-01-01T00:00:00.000Z';
      await services.listings.markDeleted(user, listing.id, purgeAfter);
      const dueAt = async (now: string) =>
        (await services.listings.listDeletionsDue(now)).filter((due) => due.userId === user);

      expect(await dueAt('2000-12-31T23:59:59.999Z')).toEqual([]);
      expect(
        await services.listings.getDeletionDue(user, listing.id, '2000-12-31T23:59:59.999Z'),
      ).toBeUndefined();
      expect(await dueAt(purgeAfter)).toEqual([{ userId: user, id: listing.id }]);
      expect(await services.listings.getDeletionDue(other, listing.id, purgeAfter)).toBeUndefined();
      expect(await services.listings.getDeletionDue(user, listing.id, purgeAfter)).toEqual(listing);
      expect(await services.listings.remove(listing)).toBe(true);
      expect(await dueAt(purgeAfter)).toEqual([]);
    });

    it("removes all of a user's listings and upload claims, counts them, and leaves other users' alone", async () => {
      freshUsers();
      for (const name of ['a.jpg', 'b.jpg']) await services.listings.createOnce(listingOf(user, name));
      const theirs = listingOf(other, 'a.jpg');
      await services.listings.createOnce(theirs);

      expect(await services.listings.removeAllOf(user)).toBe(4);
      expect(await services.listings.listByUser(user)).toEqual([]);
      expect(await services.listings.findByImageKey(user, keyOf(user, 'a.jpg'))).toBeUndefined();
      expect(await services.listings.listByUser(other)).toEqual([theirs]);
      expect(await services.listings.removeAllOf(user)).toBe(0);
    });
  });
});
