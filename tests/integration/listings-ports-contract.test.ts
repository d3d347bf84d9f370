import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ListingPhotos } from '#lambdas/lib/ports/listing-photos.ts';
import type { ListingReads } from '#lambdas/lib/ports/listing-reads.ts';
import type { ListingWrites } from '#lambdas/lib/ports/listing-writes.ts';
import type { ReanalysisLease } from '#lambdas/lib/ports/reanalysis-lease.ts';
import { describeInEachHome, keyOf, listingOf, useTwinEnvironment } from './ports-contract-homes';

// The handlers' unit tests run against the in-memory ports (tests/support/in-memory/). This
// runs the contract of each port of the listings table (lambdas/lib/ports/listings-ports.ts),
// one describe per port, against both the in-memory adapter and the real one on the twin's
// emulators, so the in-memory adapter cannot drift from what DynamoDB does (the profiles,
// photos and users ports: ports-contract.test.ts).

useTwinEnvironment();

describeInEachHome((run) => {
  describe('ListingReads: lists, pages and reads', () => {
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

    it('pages the listings newest first, with where the next page starts', async () => {
      run.freshUsers();
      const start = Date.now();
      const [a, b, c] = ['a.jpg', 'b.jpg', 'c.jpg'].map((name, i) => listingOf(run.user, name, start + i));
      for (const listing of [a!, b!, c!]) await run.services.listings.createOnce(listing);
      const saved = await run.services.listings.update(run.user, b!.id, { stage: 'saved' }, c!.updated_at);
      const reads: ListingReads = run.services.listings;

      const first = await reads.listPage(run.user, { view: 'all', limit: 2 });
      expect(first).toEqual({ listings: [c, saved], lastId: saved!.id });
      expect(await reads.listPage(run.user, { view: 'all', after: first.lastId, limit: 2 })).toEqual({
        listings: [a],
      });
      expect(await reads.listPage(run.other, { view: 'all', limit: 2 })).toEqual({ listings: [] });
    });
  });

  describe('ListingWrites: creates and changes fields', () => {
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

    it('clears a failed analysis only while the item is analysing', async () => {
      run.freshUsers();
      const listing = listingOf(run.user, 'a.jpg');
      await run.services.listings.createOnce(listing);
      const writes: ListingWrites = run.services.listings;

      expect(await writes.clearAnalysisError(run.user, listing.id)).toEqual(listing);
      expect(await writes.clearAnalysisError(run.other, listing.id)).toBeUndefined();
      await writes.update(run.user, listing.id, { stage: 'saved' }, listing.updated_at);
      expect(await writes.clearAnalysisError(run.user, listing.id)).toBeUndefined();
    });
  });

  describe("ListingPhotos: an item's photo list", () => {
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

    it("replaces an item's photos only as seen, and never takes another listing's photo", async () => {
      run.freshUsers();
      const listing = listingOf(run.user, 'a.jpg');
      const other = listingOf(run.user, 'c.jpg');
      await run.services.listings.createOnce(listing);
      await run.services.listings.createOnce(other);
      const photos: ListingPhotos = run.services.listings;
      const later = '2026-11-22T13:00:00.000Z';
      const change = { photos: [{ key: keyOf(run.user, 'b.jpg') }, { key: listing.image_key }] };

      const replaced = await photos.replacePhotos(listing, change, later);

      const expected = {
        ...listing,
        image_key: keyOf(run.user, 'b.jpg'),
        photos: change.photos,
        updated_at: later,
      };
      expect(replaced).toEqual({ listing: expected });
      expect(await run.services.listings.get(run.user, listing.id)).toEqual(expected);
      expect(await run.services.listings.findByImageKey(run.user, keyOf(run.user, 'b.jpg'))).toEqual(
        expected,
      );
      // Made from a version that is gone: stale; with another listing's photo: refused.
      expect(await photos.replacePhotos(listing, change, later)).toEqual({ stale: true });
      expect(
        await photos.replacePhotos(expected, { photos: [...change.photos, { key: other.image_key }] }, later),
      ).toEqual({ takenBy: other.id, key: other.image_key });
      expect(await run.services.listings.get(run.user, listing.id)).toEqual(expected);
    });
  });

  describe("ListingLife: a saved item's life", () => {
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
  });

  describe('ReanalysisLease: Analyse again', () => {
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

    it('stores a refined analysis only on a listing as seen and not analysing', async () => {
      run.freshUsers();
      const listing = listingOf(run.user, 'a.jpg');
      await run.services.listings.createOnce(listing);
      const lease: ReanalysisLease = run.services.listings;
      const revision = {
        ai_category: 'kitchenware',
        ai_details_text: 'A blue mug.',
        ai_fields: { colour: 'Blue' },
        ai_enrichment: null,
        user_fields: { title: 'Blue mug' },
      };
      const later = '2026-11-22T13:00:00.000Z';
      expect(await lease.reviseAnalysis(listing, revision, later)).toBeUndefined();
      const saved = await run.services.listings.update(run.user, listing.id, { stage: 'saved' }, later);

      const revised = await lease.reviseAnalysis(saved!, revision, '2026-11-22T14:00:00.000Z');

      const expected = { ...saved, ...revision, updated_at: '2026-11-22T14:00:00.000Z' };
      expect(revised).toEqual(expected);
      expect(await run.services.listings.get(run.user, listing.id)).toEqual(expected);
      expect(await lease.reviseAnalysis(saved!, revision, later)).toBeUndefined();
    });
  });

  describe('ListingDeletions: delete, undo and purge', () => {
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
  });

  describe("ListingsErasure: a user's items erased", () => {
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
