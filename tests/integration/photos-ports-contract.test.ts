import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { toEnvironment } from '#lambdas/lib/runtime/config.ts';
import { makeListingsRepository } from '#lambdas/lib/runtime/factories/make-listings-repository.ts';
import type { ListingsRepository } from '#lambdas/lib/ports/listings-ports.ts';
import type { StoredListing } from '#lambdas/lib/ports/listings-repository.ts';
import { newListing } from '#lambdas/listings/create-listing.ts';
import { InMemoryListingsRepository } from '../support/in-memory/in-memory-listings-repository';
import '../support/twin-context';

// The listings port's writes of an item's photos and of a revised analysis (docs/product.md#photos),
// held to one contract in memory and on the emulator, like ports-contract.test.ts holds the rest.

const twin = inject('twin');

beforeAll(() => {
  for (const [name, value] of Object.entries(toEnvironment(twin.env))) vi.stubEnv(name, value);
});
afterAll(() => vi.unstubAllEnvs());

const revision = {
  ai_category: 'books',
  ai_details_text: 'A hardback.',
  ai_fields: { title: 'The Hobbit' },
  ai_enrichment: null,
  user_fields: { title: 'Mine', isbn: '9780261102217' },
};

describe.each([
  ['in memory', () => new InMemoryListingsRepository() as ListingsRepository],
  ['on the emulators', () => makeListingsRepository()],
])('the listings port %s', (_, makeRepository) => {
  let listings: ListingsRepository;
  let user: string;
  const keyOf = (name: string) => `${user}/1732240000000-${name}`;

  beforeAll(() => {
    listings = makeRepository();
  });

  async function created(name = 'cover.png'): Promise<StoredListing> {
    user = randomUUID();
    const listing = newListing(user, keyOf(name), Date.now(), { etag: '"e1"', size: 10 });
    return (await listings.createOnce(listing)).listing;
  }

  it('reads a listing as its one photo, the cover with its checks', async () => {
    const listing = await created();

    expect((await listings.get(user, listing.id))!.photos).toEqual([
      { key: keyOf('cover.png'), etag: '"e1"', size: 10 },
    ]);
  });

  it('replaces the photos in order; the first becomes image_key with its ETag and size', async () => {
    const listing = await created();
    const photos = [{ key: keyOf('label.png'), etag: '"e2"', size: 20 }, listing.photos[0]!];

    const outcome = await listings.replacePhotos(listing, { photos }, '2026-11-26T10:00:00.000Z');

    expect(outcome).toEqual({ listing: expect.objectContaining({ photos, image_key: keyOf('label.png') }) });
    expect(await listings.get(user, listing.id)).toMatchObject({
      photos,
      image_etag: '"e2"',
      image_size: 20,
    });
    // The new photo is this listing's upload now; the create of it finds this listing.
    expect((await listings.findByImageKey(user, keyOf('label.png')))?.id).toBe(listing.id);
  });

  it('frees the upload of a photo left out', async () => {
    const listing = await created();
    const first = await listings.replacePhotos(
      listing,
      { photos: [...listing.photos, { key: keyOf('back.png') }] },
      '2026-11-26T10:00:00.000Z',
    );
    const seen = (first as { listing: StoredListing }).listing;

    await listings.replacePhotos(seen, { photos: listing.photos }, '2026-11-26T10:01:00.000Z');

    expect(await listings.findByImageKey(user, keyOf('back.png'))).toBeUndefined();
  });

  it("refuses a photo another of the user's listings holds, and a listing changed since it was read", async () => {
    const listing = await created();
    const other = (await listings.createOnce(newListing(user, keyOf('other.png'), Date.now()))).listing;

    expect(
      await listings.replacePhotos(
        listing,
        { photos: [...listing.photos, other.photos[0]!] },
        '2026-11-26T10:00:00.000Z',
      ),
    ).toEqual({ takenBy: other.id, key: keyOf('other.png') });
    await listings.update(user, listing.id, { stage: 'saved' }, '2026-11-26T10:02:00.000Z');
    expect(
      await listings.replacePhotos(listing, { photos: listing.photos }, '2026-11-26T10:03:00.000Z'),
    ).toEqual({
      stale: true,
    });
    expect((await listings.get(user, listing.id))!.photos).toEqual(listing.photos);
  });

  it('stores a revised analysis only on a listing unchanged, analysed and not deleted', async () => {
    const listing = await created();
    // Still analysing: refused.
    expect(await listings.reviseAnalysis(listing, revision, '2026-11-26T10:00:00.000Z')).toBeUndefined();
    const saved = (await listings.update(user, listing.id, { stage: 'saved' }, '2026-11-26T10:01:00.000Z'))!;

    expect(await listings.reviseAnalysis(saved, revision, '2026-11-26T10:02:00.000Z')).toMatchObject(
      revision,
    );
    // Read before the change just made: refused.
    expect(await listings.reviseAnalysis(saved, revision, '2026-11-26T10:03:00.000Z')).toBeUndefined();
  });
});
