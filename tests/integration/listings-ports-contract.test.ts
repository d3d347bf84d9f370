import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeInEachHome, keyOf, listingOf, useTwinEnvironment } from './ports-contract-homes';

// The handlers' unit tests run against the in-memory ports (tests/support/in-memory/). This
// runs the listings port's contract against both the in-memory port and the real adapter on
// the twin's emulators, so the in-memory port cannot drift from what DynamoDB does (the
// profiles, photos and users ports: ports-contract.test.ts).

useTwinEnvironment();

describeInEachHome((run) => {
  describe('listings', () => {
    it("lists a user's listings newest first, and no one else's", async () => {
      run.freshUsers();
      const start = Date.now();
      const [a, b, c] = [
        listingOf(run.user, 'a.jpg', start),
        listingOf(run.user, 'b.jpg', start + 1),
        listingOf(run.user, 'c.jpg', start + 2),
      ];
      for (const listing of [b, c, a, listingOf(run.other, 'x.jpg')])
        await run.services.listings.createOnce(listing);

      expect(await run.services.listings.listByUser(run.user)).toEqual([c, b, a]);
      expect(await run.services.listings.listByUser(randomUUID())).toEqual([]);
    });

    it('holds one Analyse again per item: a second claim fails until it is released or stale', async () => {
      run.freshUsers();
      const listing = listingOf(run.user, 'a.jpg');
      await run.services.listings.createOnce(listing);
      const claim = (at: string, staleBefore: string) =>
        run.services.listings.claimReanalysis(run.user, listing.id, at, staleBefore);

      expect(await claim('2026-11-27T10:00:00.000Z', '2026-11-27T09:59:00.000Z')).toBe(true);
      expect(await claim('2026-11-27T10:00:01.000Z', '2026-11-27T09:59:01.000Z')).toBe(false);
      expect(
        await run.services.listings.claimReanalysis(run.other, listing.id, '2026-11-27T10:00:01.000Z', ''),
      ).toBe(false);
      // A claim older than the lease is its function's death: the next takes it over.
      expect(await claim('2026-11-27T10:01:01.000Z', '2026-11-27T10:00:01.000Z')).toBe(true);
      // The stale run's release leaves the new claim alone; the new one's frees the item.
      await run.services.listings.releaseReanalysis(run.user, listing.id, '2026-11-27T10:00:00.000Z');
      expect(await claim('2026-11-27T10:01:02.000Z', '2026-11-27T10:00:02.000Z')).toBe(false);
      await run.services.listings.releaseReanalysis(run.user, listing.id, '2026-11-27T10:01:01.000Z');
      expect(await claim('2026-11-27T10:01:03.000Z', '2026-11-27T10:00:03.000Z')).toBe(true);
      // The claim never changes the listing as read.
      expect(await run.services.listings.get(run.user, listing.id)).toEqual(listing);
    });

    it('creates at most one listing per image key: a second create gets the first', async () => {
      run.freshUsers();
      const first = listingOf(run.user, 'a.jpg');

      expect(await run.services.listings.createOnce(first)).toEqual({ listing: first, created: true });
      expect(await run.services.listings.createOnce(listingOf(run.user, 'a.jpg'))).toEqual({
        listing: first,
        created: false,
      });
      expect(await run.services.listings.listByUser(run.user)).toEqual([first]);
    });

    it("finds a listing by id or by the upload it came from, only in its user's partition", async () => {
      run.freshUsers();
      const listing = listingOf(run.user, 'a.jpg');
      await run.services.listings.createOnce(listing);

      expect(await run.services.listings.get(run.user, listing.id)).toEqual(listing);
      expect(await run.services.listings.findByImageKey(run.user, listing.image_key)).toEqual(listing);
      expect(await run.services.listings.get(run.other, listing.id)).toBeUndefined();
      expect(await run.services.listings.findByImageKey(run.other, listing.image_key)).toBeUndefined();
      expect(await run.services.listings.findByImageKey(run.user, keyOf(run.user, 'b.jpg'))).toBeUndefined();
    });

    it("names the holder of a photo, deleted and hidden or not, in its user's partition only", async () => {
      run.freshUsers();
      const listing = listingOf(run.user, 'a.jpg');
      await run.services.listings.createOnce(listing);
      const holder = () => run.services.listings.photoHolder(run.user, listing.image_key);

      expect(await holder()).toEqual({ listingId: listing.id, deleted: false });
      await run.services.listings.markDeleted(run.user, listing.id, '2999-01-01T00:00:00.000Z');
      expect(await holder()).toEqual({ listingId: listing.id, deleted: true });
      expect(await run.services.listings.photoHolder(run.other, listing.image_key)).toBeUndefined();
      expect(await run.services.listings.photoHolder(run.user, keyOf(run.user, 'b.jpg'))).toBeUndefined();
    });

    it('merges an update into the stored user fields, sets stage and updated_at, and returns the listing', async () => {
      run.freshUsers();
      const listing = listingOf(run.user, 'a.jpg');
      await run.services.listings.createOnce(listing);
      await run.services.listings.update(
        run.user,
        listing.id,
        { user_fields: { title: 'Mug', brand: 'Denby' } },
        '2026-11-22T11:00:00.000Z',
      );

      const updated = await run.services.listings.update(
        run.user,
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
      expect(await run.services.listings.get(run.user, listing.id)).toEqual(expected);
    });

    it("updates nothing for a missing or another user's listing", async () => {
      run.freshUsers();
      const listing = listingOf(run.user, 'a.jpg');
      await run.services.listings.createOnce(listing);

      const now = '2026-11-22T12:00:00.000Z';
      expect(
        await run.services.listings.update(run.other, listing.id, { stage: 'saved' }, now),
      ).toBeUndefined();
      expect(
        await run.services.listings.update(
          run.user,
          listingOf(run.user, 'b.jpg').id,
          { stage: 'saved' },
          now,
        ),
      ).toBeUndefined();
      expect(await run.services.listings.listByUser(run.user)).toEqual([listing]);
      expect(await run.services.listings.listByUser(run.other)).toEqual([]);
    });

    it('changes the life of a saved listing only as seen, and of no other', async () => {
      run.freshUsers();
      const listing = listingOf(run.user, 'a.jpg');
      await run.services.listings.createOnce(listing);
      const life = { state: 'kept', at: '2026-11-22T12:00:00.000Z', to_take_down: [] } as const;
      const later = '2026-11-22T13:00:00.000Z';
      // Not saved yet: no life.
      expect(
        await run.services.listings.changeLife(listing, { ...life, to_take_down: [] }, later),
      ).toBeUndefined();
      const saved = await run.services.listings.update(run.user, listing.id, { stage: 'saved' }, later);

      const changed = await run.services.listings.changeLife(
        saved!,
        { ...life, to_take_down: [] },
        '2026-11-22T14:00:00.000Z',
      );

      const expected = {
        ...saved,
        life: { ...life, to_take_down: [] },
        updated_at: '2026-11-22T14:00:00.000Z',
      };
      expect(changed).toEqual(expected);
      expect(await run.services.listings.get(run.user, listing.id)).toEqual(expected);
      // The version it was made from is gone, and another user's id is no listing.
      expect(await run.services.listings.changeLife(saved!, { state: 'saved' }, later)).toBeUndefined();
      expect(
        await run.services.listings.changeLife(
          { ...changed!, user_id: run.other },
          { state: 'saved' },
          later,
        ),
      ).toBeUndefined();
      expect(await run.services.listings.get(run.user, listing.id)).toEqual(expected);
    });

    it('removes a listing and its upload claim, and answers false when it is already gone', async () => {
      run.freshUsers();
      const listing = listingOf(run.user, 'a.jpg');
      await run.services.listings.createOnce(listing);

      expect(await run.services.listings.remove(listing)).toBe(true);
      expect(await run.services.listings.get(run.user, listing.id)).toBeUndefined();
      expect(await run.services.listings.findByImageKey(run.user, listing.image_key)).toBeUndefined();
      expect(await run.services.listings.remove(listing)).toBe(false);
      // The upload is free again.
      expect((await run.services.listings.createOnce(listingOf(run.user, 'a.jpg'))).created).toBe(true);
    });

    it('hides a listing marked deleted from every list, read and change until it is restored', async () => {
      run.freshUsers();
      const listing = listingOf(run.user, 'a.jpg');
      await run.services.listings.createOnce(listing);
      const now = '2026-11-22T12:00:00.000Z';
      const purgeAfter = '2026-11-22T12:01:00.000Z';

      expect(await run.services.listings.markDeleted(run.other, listing.id, purgeAfter)).toBeUndefined();
      expect(await run.services.listings.markDeleted(run.user, listing.id, purgeAfter)).toEqual(listing);
      expect(await run.services.listings.markDeleted(run.user, listing.id, purgeAfter)).toBeUndefined();
      expect(await run.services.listings.get(run.user, listing.id)).toBeUndefined();
      expect(await run.services.listings.listByUser(run.user)).toEqual([]);
      expect((await run.services.listings.listPage(run.user, { view: 'all', limit: 5 })).listings).toEqual(
        [],
      );
      expect(
        await run.services.listings.update(run.user, listing.id, { stage: 'saved' }, now),
      ).toBeUndefined();
      expect(await run.services.listings.clearAnalysisError(run.user, listing.id)).toBeUndefined();

      expect(await run.services.listings.restore(run.other, listing.id, now)).toBeUndefined();
      expect(await run.services.listings.restore(run.user, listing.id, purgeAfter)).toBeUndefined();
      expect(await run.services.listings.restore(run.user, listing.id, now)).toEqual(listing);
      expect(await run.services.listings.get(run.user, listing.id)).toEqual(listing);
      expect(await run.services.listings.restore(run.user, listing.id, now)).toBeUndefined();
    });

    it('finds deleted listings once their purge time has come, and reads them for the purge only then', async () => {
      run.freshUsers();
      const listing = listingOf(run.user, 'a.jpg');
      await run.services.listings.createOnce(listing);
      // Far in the past, so no run.other test's listing falls between.
      const purgeAfter = '2001-01-01T00:00:00.000Z';
      await run.services.listings.markDeleted(run.user, listing.id, purgeAfter);
      const dueAt = async (now: string) =>
        (await run.services.listings.listDeletionsDue(now)).filter((due) => due.userId === run.user);

      expect(await dueAt('2000-12-31T23:59:59.999Z')).toEqual([]);
      expect(
        await run.services.listings.getDeletionDue(run.user, listing.id, '2000-12-31T23:59:59.999Z'),
      ).toBeUndefined();
      expect(await dueAt(purgeAfter)).toEqual([{ userId: run.user, id: listing.id }]);
      expect(await run.services.listings.getDeletionDue(run.other, listing.id, purgeAfter)).toBeUndefined();
      expect(await run.services.listings.getDeletionDue(run.user, listing.id, purgeAfter)).toEqual(listing);
      expect(await run.services.listings.remove(listing)).toBe(true);
      expect(await dueAt(purgeAfter)).toEqual([]);
    });

    it("removes all of a user's listings and upload claims, counts them, and leaves other users' alone", async () => {
      run.freshUsers();
      for (const name of ['a.jpg', 'b.jpg'])
        await run.services.listings.createOnce(listingOf(run.user, name));
      const theirs = listingOf(run.other, 'a.jpg');
      await run.services.listings.createOnce(theirs);

      expect(await run.services.listings.removeAllOf(run.user)).toBe(4);
      expect(await run.services.listings.listByUser(run.user)).toEqual([]);
      expect(await run.services.listings.findByImageKey(run.user, keyOf(run.user, 'a.jpg'))).toBeUndefined();
      expect(await run.services.listings.listByUser(run.other)).toEqual([theirs]);
      expect(await run.services.listings.removeAllOf(run.user)).toBe(0);
    });
  });
});
