// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';
import type { StoredListing } from '#lambdas/lib/ports/listings-repository.ts';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { handler } from '#lambdas/listings/handler.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import { photoKeys, storedListing } from '#tests/support/listing-builder.ts';
import {
  fixtureEvent,
  fixtureListingId,
  fixtureUser,
  invoke,
  otherUser,
  sampleBytes,
} from './lambda-test-kit';

// PUT /api/listings/{id}/photos against in-memory ports (docs/product.md#photos): the whole
// ordered list, new photos checked as a create checks its photo, and on any refusal nothing
// changed. The DynamoDB side is proven against the emulator in tests/integration/listing-photos.test.ts.

let services: InMemoryServices;
let item: StoredListing;

const [added1, added2, added3] = photoKeys(3);

const put = (keys: string[], extra: object = {}, id = fixtureListingId) =>
  invoke(
    handler,
    fixtureEvent('listings-replace-photos', { pathParameters: { id }, body: { keys, ...extra } }),
  );

const stored = async () => (await services.listings.get(fixtureUser.sub, fixtureListingId))!;

/** Uploads the keys as photos (JPEG bytes, stored with an image type). */
function uploaded(...keys: string[]) {
  for (const key of keys) services.photos.put(key, sampleBytes.jpeg);
}

beforeEach(() => {
  services = useInMemoryServices();
  item = storedListing(fixtureListingId);
  services.listings.seed(item);
  services.photos.put(item.image_key, sampleBytes.jpeg);
});
afterEach(() => resetServices());

describe('PUT /api/listings/{id}/photos', () => {
  it('adds photos after the cover and answers every photo with a signed URL, in order', async () => {
    uploaded(added1!, added2!, added3!);

    const reply = await put([item.image_key, added1!, added2!, added3!]);

    expect(reply.status).toBe(200);
    const keys = [item.image_key, added1, added2, added3];
    expect(reply.body.photos).toEqual(
      await Promise.all(keys.map(async (key) => ({ key, url: await services.photos.presignGet(key!) }))),
    );
    expect(reply.body.image_key).toBe(item.image_key);
    expect((await stored()).photos.map((photo) => photo.key)).toEqual(keys);
  });

  it('checks each new photo as a create does: attached (no longer expiring), ETag and size recorded', async () => {
    uploaded(added1!);

    await put([item.image_key, added1!]);

    expect(services.photos.isAttached(added1!)).toBe(true);
    expect(services.callNames().indexOf('photos.markAttached')).toBeLessThan(
      services.callNames().indexOf('listings.replacePhotos'),
    );
    expect((await stored()).photos[1]).toEqual({
      key: added1,
      etag: expect.any(String),
      size: sampleBytes.jpeg.length,
    });
  });

  it('makes another photo the cover: image_key and image_url follow the first photo', async () => {
    uploaded(added1!);
    await put([item.image_key, added1!]);

    const reply = await put([added1!, item.image_key]);

    expect(reply.body.image_key).toBe(added1);
    expect(reply.body.image_url).toBe(await services.photos.presignGet(added1!));
    expect((await stored()).image_size).toBe(sampleBytes.jpeg.length);
  });

  it('removes a photo left out: its object is deleted and its upload is no longer the item', async () => {
    uploaded(added1!, added2!);
    await put([item.image_key, added1!, added2!]);

    const reply = await put([item.image_key, added2!]);

    expect(reply.body.photos.map((photo: { key: string }) => photo.key)).toEqual([item.image_key, added2]);
    expect(services.photos.has(added1!)).toBe(false);
    expect(services.listings.guardOf(fixtureUser.sub, added1!)).toBeUndefined();
  });

  it('keeps a barcode read in a new photo for the next analysis', async () => {
    uploaded(added1!);

    await put([item.image_key, added1!], { barcode: { kind: 'isbn', value: '9780261102217' } });

    expect((await stored()).barcode).toEqual({ kind: 'isbn', value: '9780261102217' });
  });
});

describe('PUT /api/listings/{id}/photos refuses, and nothing changes', () => {
  async function expectUnchanged() {
    expect(await stored()).toEqual(item);
    expect(services.photos.has(item.image_key)).toBe(true);
  }

  it(`a ninth photo: an item holds at most ${MAX_PHOTOS_PER_ITEM}`, async () => {
    const nine = [item.image_key, ...photoKeys(MAX_PHOTOS_PER_ITEM)];
    uploaded(...nine.slice(1));

    const reply = await put(nine);

    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('keys: may name at most 8 photos: an item holds no more.');
    await expectUnchanged();
  });

  it('the same photo twice', async () => {
    uploaded(added1!);

    const reply = await put([item.image_key, added1!, added1!]);

    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('keys: names the same photo twice: each photo appears once.');
    await expectUnchanged();
  });

  it('no photo at all (the last photo cannot be removed)', async () => {
    const reply = await put([]);

    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(
      'keys: must name at least one photo: an item keeps its last photo.',
    );
    await expectUnchanged();
  });

  it("another user's photo as a second photo: 403, their photo untouched", async () => {
    const theirs = `${otherUser.sub}/1732240000100-their-photo.jpg`;
    uploaded(theirs);

    const reply = await put([item.image_key, theirs]);

    expect(reply.status).toBe(403);
    expect(reply.body.error.message).toBe('You can only add your own photos.');
    expect(services.photos.has(theirs)).toBe(true);
    expect(services.photos.isAttached(theirs)).toBe(false);
    await expectUnchanged();
  });

  it('a key no upload can have (a forged key), before any storage call', async () => {
    const reply = await put([item.image_key, `${fixtureUser.sub}/not-an-upload.jpg`]);

    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('keys: must be keys returned by POST /api/uploads.');
    expect(services.callNames().filter((call) => call.startsWith('photos.'))).toEqual([]);
    await expectUnchanged();
  });

  it('a key that was never uploaded', async () => {
    const reply = await put([item.image_key, added1!]);

    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('Upload the photo first.');
    await expectUnchanged();
  });

  it('a file that is not an image: 415, and the refused object is deleted as at create', async () => {
    services.photos.put(added1!, Uint8Array.from(Buffer.from('%PDF-1.7 not a photo')));

    const reply = await put([item.image_key, added1!]);

    expect(reply.status).toBe(415);
    expect(services.photos.has(added1!)).toBe(false);
    await expectUnchanged();
  });

  it("a photo of another of the caller's items: 409, so no photo belongs to two items", async () => {
    const other = storedListing('01JD3Z8Q4N5W6X7Y8Z9A0B1C2E');
    services.listings.seed(other);
    services.photos.put(other.image_key, sampleBytes.jpeg);

    const reply = await put([item.image_key, other.image_key]);

    expect(reply.status).toBe(409);
    expect(reply.body.error.message).toBe('That photo belongs to another of your items.');
    await expectUnchanged();
  });

  it("another user's listing, or a deleted one: 404", async () => {
    uploaded(added1!);
    const theirs = storedListing('01JD3Z8Q4N5W6X7Y8Z9A0B1C2F', { user_id: otherUser.sub });
    services.listings.seed(theirs);

    expect((await put([added1!], {}, theirs.id)).status).toBe(404);
    await services.listings.markDeleted(fixtureUser.sub, fixtureListingId, '2999-01-01T00:00:00.000Z');
    expect((await put([item.image_key, added1!])).status).toBe(404);
    expect((await services.listings.get(otherUser.sub, theirs.id))!.photos).toEqual(theirs.photos);
  });
});

describe('photos of a purged listing', () => {
  it('are all deleted by the sweeper', async () => {
    const { purgeDeletedListings } = await import('#lambdas/analysis-sweeper/purge-deleted-listings.ts');
    uploaded(added1!, added2!);
    await put([item.image_key, added1!, added2!]);
    await services.listings.markDeleted(fixtureUser.sub, fixtureListingId, '2026-01-01T00:00:00.000Z');

    await purgeDeletedListings(services, Date.parse('2026-01-02T00:00:00.000Z'));

    expect([item.image_key, added1!, added2!].map((key) => services.photos.has(key))).toEqual([
      false,
      false,
      false,
    ]);
  });
});
