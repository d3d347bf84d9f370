import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { handler } from '#lambdas/listings/handler.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import { photoKeys, storedListing } from '#tests/support/listing-builder.ts';
import {
  fixtureEvent,
  fixtureImageKey,
  fixtureUser,
  invoke,
  otherUser,
  sampleBytes,
} from './lambda-test-kit';

// POST /api/listings with the item's other photos (`moreImageKeys`): an "Add a
// batch" item is made with all its photos in one call, each checked as the cover is, and its
// analysis queued only once it holds them all. Against in-memory ports; the emulators' side is
// tests/integration/listings-create-photos.test.ts.

let services: InMemoryServices;

const more = photoKeys(3);
const [second, third, fourth] = more as [string, string, string];

const create = (body: object) => invoke(handler, fixtureEvent('listings-create', { body }));

/** Uploads the keys as photos (JPEG bytes, stored with an image type). */
function uploaded(...keys: string[]) {
  for (const key of keys) services.photos.put(key, sampleBytes.jpeg);
}

const keysOf = (listing: { photos: { key: string }[] }) => listing.photos.map((photo) => photo.key);
const storedListings = () => services.listings.listByUser(fixtureUser.sub);

beforeEach(() => {
  services = useInMemoryServices();
  uploaded(fixtureImageKey, ...more);
});
afterEach(() => resetServices());

describe('POST /api/listings with the other photos', () => {
  it('creates the item with every photo in order, cover first, then queues its analysis', async () => {
    const reply = await create({ imageKey: fixtureImageKey, moreImageKeys: [second, third, fourth] });

    expect(reply.status).toBe(201);
    expect(reply.body.image_key).toBe(fixtureImageKey);
    expect(reply.body.photos).toEqual(
      await Promise.all(
        [fixtureImageKey, second, third, fourth].map(async (key) => ({
          key,
          url: await services.photos.presignGet(key),
        })),
      ),
    );
    const [stored] = await storedListings();
    expect(stored!.photos).toEqual(
      [fixtureImageKey, second, third, fourth].map((key) => ({
        key,
        etag: expect.any(String),
        size: sampleBytes.jpeg.length,
      })),
    );
    expect(services.analysisQueue.sent).toEqual([{ userId: fixtureUser.sub, listingId: reply.body.id }]);
    const calls = services.callNames();
    expect(calls.indexOf('analysisQueue.send')).toBeGreaterThan(calls.indexOf('listings.replacePhotos'));
    expect(calls.filter((call) => call === 'listings.createOnce')).toHaveLength(1);
  });

  it('attaches every photo once the item names it', async () => {
    await create({ imageKey: fixtureImageKey, moreImageKeys: [second, third] });

    for (const key of [fixtureImageKey, second, third]) expect(services.photos.isAttached(key)).toBe(true);
    expect(services.photos.isAttached(fourth)).toBe(false);
    const calls = services.callNames();
    expect(calls.lastIndexOf('photos.markAttached')).toBeGreaterThan(calls.indexOf('listings.replacePhotos'));
  });

  it('with no other photos (an old client, or an empty list) makes the item from its cover alone', async () => {
    for (const body of [{ imageKey: fixtureImageKey }, { imageKey: fixtureImageKey, moreImageKeys: [] }]) {
      const reply = await create(body);
      expect(keysOf(reply.body)).toEqual([fixtureImageKey]);
    }
    expect(services.callNames()).not.toContain('listings.replacePhotos');
    expect(await storedListings()).toHaveLength(1);
  });

  it('a retry gets the same item, creates nothing twice and writes no photo again', async () => {
    const body = { imageKey: fixtureImageKey, moreImageKeys: [second, third] };
    const first = await create(body);
    services.calls.length = 0;

    const retry = await create(body);

    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await storedListings()).toHaveLength(1);
    expect(services.callNames()).not.toContain('listings.createOnce');
    expect(services.callNames()).not.toContain('listings.replacePhotos');
    // Tagged again all the same, in case the first request stopped before it did.
    expect(
      services.calls.filter((call) => call.call === 'photos.markAttached').map((call) => call.args[0]),
    ).toEqual([second, third]);
  });

  it('a retry after the first request stopped before the other photos gives them now, then queues', async () => {
    const body = { imageKey: fixtureImageKey, moreImageKeys: [second, third] };
    services.failNext('listings.replacePhotos', new Error('connection reset'));
    expect((await create(body)).status).toBe(500);
    const [half] = await storedListings();
    expect(keysOf(half!)).toEqual([fixtureImageKey]);
    expect(services.analysisQueue.sent).toEqual([]);
    // Its write had claimed a photo before it stopped: the item's own claim is no refusal.
    services.listings.seedClaim(fixtureUser.sub, second, {
      listing_id: half!.id,
      created_at: half!.created_at,
    });

    services.calls.length = 0;
    const retry = await create(body);

    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(half!.id);
    // The cover was checked when the item was made: only the photos it is given now are.
    expect(services.calls.filter((call) => call.call === 'photos.head').map((call) => call.args[0])).toEqual([
      second,
      third,
    ]);
    expect(keysOf(retry.body)).toEqual([fixtureImageKey, second, third]);
    expect(services.analysisQueue.sent).toEqual([{ userId: fixtureUser.sub, listingId: half!.id }]);
  });

  it('leaves an item whose analysis has started, or that has other photos, as it is', async () => {
    const started = storedListing('01JD3Z8Q4N5W6X7Y8Z9A0B1C2E', {
      image_key: fixtureImageKey,
      photos: [{ key: fixtureImageKey }],
      analysis_attempts: 1,
    });
    services.listings.seed(started);

    const reply = await create({ imageKey: fixtureImageKey, moreImageKeys: [second] });

    expect(reply.status).toBe(200);
    expect(keysOf(reply.body)).toEqual([fixtureImageKey]);
    expect(services.callNames()).not.toContain('listings.replacePhotos');
    expect(services.photos.isAttached(second)).toBe(false);
  });

  it('leaves an item that has other photos already as it is', async () => {
    const edited = storedListing('01JD3Z8Q4N5W6X7Y8Z9A0B1C2E', {
      image_key: fixtureImageKey,
      photos: [{ key: fixtureImageKey }, { key: fourth }],
    });
    services.listings.seed(edited);

    const reply = await create({ imageKey: fixtureImageKey, moreImageKeys: [second] });

    expect(keysOf(reply.body)).toEqual([fixtureImageKey, fourth]);
    expect(services.callNames()).not.toContain('listings.replacePhotos');
  });

  it('a photo claimed in the write another request left half-done: 409, nothing queued', async () => {
    services.listings.replacePhotos = async () => ({ takenBy: '01JD3Z8Q4N5W6X7Y8Z9A0B1C2F', key: second });

    const reply = await create({ imageKey: fixtureImageKey, moreImageKeys: [second] });

    expect(reply.status).toBe(409);
    expect(reply.body.error.message).toBe('That photo belongs to another of your items.');
    expect(services.analysisQueue.sent).toEqual([]);
  });

  it('a concurrent retry that gave the photos first: its item is the answer', async () => {
    const body = { imageKey: fixtureImageKey, moreImageKeys: [second] };
    const listings = services.listings;
    const replace = listings.replacePhotos.bind(listings);
    // The other request's write lands first: this one's finds the item changed.
    listings.replacePhotos = async (seen, change, now) => {
      await replace(seen, change, now);
      return { stale: true };
    };

    const reply = await create(body);

    expect(reply.status).toBe(201);
    expect(keysOf(reply.body)).toEqual([fixtureImageKey, second]);
  });

  it('an item changed meanwhile to other photos, or gone: 409, and nothing queued', async () => {
    const listings = services.listings;
    listings.replacePhotos = async () => ({ stale: true });
    const changed = 'The item changed while its photos were saved. Please try again.';

    const reply = await create({ imageKey: fixtureImageKey, moreImageKeys: [second] });
    expect(reply.status).toBe(409);
    expect(reply.body.error.message).toBe(changed);

    listings.get = async () => undefined;
    const gone = await create({ imageKey: fixtureImageKey, moreImageKeys: [second] });
    expect(gone.status).toBe(409);
    expect(gone.body.error.message).toBe(changed);
    expect(services.analysisQueue.sent).toEqual([]);
  });
});

describe('POST /api/listings refuses a bad other photo, and creates nothing', () => {
  async function expectRefused(body: object, status: number, message: string) {
    const reply = await create({ imageKey: fixtureImageKey, ...body });
    expect(reply.status).toBe(status);
    expect(reply.body.error.message).toBe(message);
    expect(await storedListings()).toEqual([]);
    expect(services.analysisQueue.sent).toEqual([]);
    expect(services.photos.isAttached(fixtureImageKey)).toBe(false);
  }

  it("another user's key: 403, before any storage call", async () => {
    const [theirs] = photoKeys(1, otherUser.sub);
    uploaded(theirs!);
    await expectRefused({ moreImageKeys: [second, theirs] }, 403, 'You can only add your own photos.');
    expect(services.callNames()).toEqual([]);
  });

  it('a made-up key: 400, before any storage call', async () => {
    await expectRefused(
      { moreImageKeys: [`${fixtureUser.sub}/forged.jpg`] },
      400,
      'moreImageKeys: must be keys returned by POST /api/uploads.',
    );
    await expectRefused(
      { moreImageKeys: second },
      400,
      'moreImageKeys: must be keys returned by POST /api/uploads.',
    );
    await expectRefused(
      { moreImageKeys: [''] },
      400,
      'moreImageKeys.0: must be keys returned by POST /api/uploads.',
    );
    expect(services.callNames()).toEqual([]);
  });

  it('a key never uploaded, or not an image: the cover’s refusals', async () => {
    const [missing, text] = photoKeys(2, fixtureUser.sub, 1732240000900);
    await expectRefused({ moreImageKeys: [second, missing] }, 400, 'Upload the photo first.');
    services.photos.put(text!, new TextEncoder().encode('not an image at all'), {
      contentType: 'image/jpeg',
    });
    await expectRefused({ moreImageKeys: [text] }, 415, 'That file is not an image.');
  });

  it('the same photo twice, the cover among the others included: 400', async () => {
    const twice = 'moreImageKeys: names the same photo twice: each photo appears once.';
    await expectRefused({ moreImageKeys: [second, second] }, 400, twice);
    await expectRefused({ moreImageKeys: [second, fixtureImageKey] }, 400, twice);
  });

  it('8 photos in all is the most: 9 are refused with the reason', async () => {
    const seven = photoKeys(7, fixtureUser.sub, 1732240000500);
    await expectRefused(
      { moreImageKeys: [...seven, second] },
      400,
      'moreImageKeys: may name at most 7 photos besides the cover: an item holds 8.',
    );
    uploaded(...seven);
    const reply = await create({ imageKey: fixtureImageKey, moreImageKeys: seven });
    expect(reply.status).toBe(201);
    expect(reply.body.photos).toHaveLength(8);
  });

  it('a photo of another of the caller’s items: 409', async () => {
    const other = storedListing('01JD3Z8Q4N5W6X7Y8Z9A0B1C2F', {
      image_key: second,
      photos: [{ key: second }],
    });
    services.listings.seed(other);

    const reply = await create({ imageKey: fixtureImageKey, moreImageKeys: [third, second] });

    expect(reply.status).toBe(409);
    expect(reply.body.error.message).toBe('That photo belongs to another of your items.');
    expect(await storedListings()).toEqual([other]);
    expect(services.analysisQueue.sent).toEqual([]);
  });

  it('a photo of an item deleted a moment ago: 409 that says so, no item, no photo claimed', async () => {
    const deleted = storedListing('01JD3Z8Q4N5W6X7Y8Z9A0B1C2F', {
      image_key: second,
      photos: [{ key: second }],
    });
    services.listings.seed(deleted);
    await services.listings.markDeleted(fixtureUser.sub, deleted.id, '2999-01-01T00:00:00.000Z');

    const reply = await create({ imageKey: fixtureImageKey, moreImageKeys: [third, second] });

    expect(reply.status).toBe(409);
    expect(reply.body.error.message).toBe(
      'That photo belongs to an item you deleted: undo the delete or choose another photo.',
    );
    expect(await storedListings()).toEqual([]);
    for (const key of [fixtureImageKey, third]) {
      expect(await services.listings.photoHolder(fixtureUser.sub, key)).toBeUndefined();
      expect(services.photos.isAttached(key)).toBe(false);
    }
    expect(services.analysisQueue.sent).toEqual([]);
    // Undo still finds it whole.
    expect(
      (await services.listings.restore(fixtureUser.sub, deleted.id, '2026-01-01T00:00:00.000Z'))?.image_key,
    ).toBe(second);
  });
});
