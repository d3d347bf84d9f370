// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { DELETE_UNDO_WINDOW_SECONDS } from '#domain/constants.ts';
import { purgeDeletedListings } from '#lambdas/analysis-sweeper/purge-deleted-listings.ts';
import { deleteListing } from '#lambdas/listings/delete-listing.ts';
import type { PhotoStore } from '#lambdas/lib/ports/photo-store.ts';
import { handler } from '#lambdas/listings/handler.ts';
import { restoreListing } from '#lambdas/listings/restore-listing.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import {
  accessClaims,
  fixtureEvent,
  fixtureImageKey,
  fixtureListingId,
  fixtureUser,
  invoke,
  otherUser,
} from './lambda-test-kit';
import { storedListing } from '#tests/support/listing-builder.ts';

// The listings handler and its use cases against in-memory ports. What DynamoDB and S3 are
// asked for is tested with the adapters (adapters/); faults that must come through the
// AWS SDK are in aws-faults.test.ts.

let services: InMemoryServices;

const older = '01JD3Z8Q4N5W6X7Y8Z9A0B1C2D';
const owner = { userId: fixtureUser.sub, username: fixtureUser.sub };
const newer = '01JD3Z8Q4N5W6X7Y8Z9A0B1C2F';
const newest = '01JD3Z8Q4N5W6X7Y8Z9A0B1C2G';

beforeEach(() => {
  services = useInMemoryServices();
});
afterEach(() => resetServices());

describe('GET /api/listings', () => {
  it("returns the caller's listings newest first, and no one else's", async () => {
    services.listings.seed(
      storedListing(newer),
      storedListing(older),
      storedListing(newest, { user_id: otherUser.sub }),
    );

    const reply = await invoke(handler, fixtureEvent('listings-list'));

    expect(reply.status).toBe(200);
    expect(reply.body.listings.map((l: { id: string }) => l.id)).toEqual([newer, older]);
  });

  it('returns each row in the API shape, with a signed URL of its photo', async () => {
    services.listings.seed(storedListing(fixtureListingId));

    const [row] = (await invoke(handler, fixtureEvent('listings-list'))).body.listings;

    const { image_key } = storedListing(fixtureListingId);
    const url = await services.photos.presignGet(image_key);
    expect(row).toEqual({
      ...storedListing(fixtureListingId),
      image_url: url,
      photos: [{ key: image_key, url }],
    });
    expect(row).not.toHaveProperty('userId');
  });

  it('returns an empty list for a new user', async () => {
    const reply = await invoke(handler, fixtureEvent('listings-list'));

    expect(reply.body).toEqual({ listings: [], nextCursor: null });
  });
});

describe('GET /api/listings/{id}', () => {
  it("returns the caller's listing by its id", async () => {
    services.listings.seed(storedListing(fixtureListingId));

    const reply = await invoke(handler, fixtureEvent('listings-get'));

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: fixtureListingId, user_id: fixtureUser.sub });
    expect(services.calls).toContainEqual({
      call: 'listings.get',
      args: [fixtureUser.sub, fixtureListingId],
    });
  });

  it.each([
    ['a missing id', []],
    ["another user's id", [storedListing(fixtureListingId, { user_id: otherUser.sub })]],
  ])('answers 404 for %s', async (_, listings) => {
    services.listings.seed(...listings);

    const reply = await invoke(handler, fixtureEvent('listings-get'));

    expect(reply.status).toBe(404);
    expect(reply.body.error).toEqual({ code: 'not_found', message: 'Listing not found.' });
  });

  it.each(['upload#x', 'not-a-ulid', `${'0'.repeat(25)}I`])(
    'answers 404 for the id %j without a read',
    async (id) => {
      const reply = await invoke(handler, fixtureEvent('listings-get', { pathParameters: { id } }));

      expect(reply.status).toBe(404);
      expect(services.calls).toEqual([]);
    },
  );
});

describe('PUT /api/listings/{id}', () => {
  const stored = storedListing(fixtureListingId, {
    user_fields: { title: 'Blue mug', brand: 'Denby', colour: 'Blue' },
  });

  it('merges the given user fields into the stored ones, sets stage and updated_at, and returns the row', async () => {
    services.listings.seed(stored);

    const reply = await invoke(handler, fixtureEvent('listings-update'));

    expect(reply.status).toBe(200);
    const expected = {
      stage: 'saved',
      user_fields: {
        title: 'Blue ceramic mug',
        description: 'Hand-thrown mug, no chips.',
        condition: 'Very good condition',
        price: '8.50',
        brand: 'Denby',
        colour: 'Blue',
      },
    };
    expect(reply.body).toMatchObject({ id: fixtureListingId, ...expected });
    expect(reply.body.image_url).toBe(await services.photos.presignGet(stored.image_key));
    const saved = await services.listings.get(fixtureUser.sub, fixtureListingId);
    expect(saved).toMatchObject(expected);
    expect(saved?.updated_at).not.toBe(stored.updated_at);
    expect(new Date(saved!.updated_at).toISOString()).toBe(saved?.updated_at);
    expect(saved?.created_at).toBe(stored.created_at);
  });

  it('keeps the stage when only fields are sent', async () => {
    services.listings.seed(stored);
    const body = { user_fields: { title: 'Mug' } };

    const reply = await invoke(handler, fixtureEvent('listings-update', { body }));

    expect(reply.body).toMatchObject({ stage: 'ready', user_fields: { title: 'Mug', brand: 'Denby' } });
  });

  it('accepts the reserved-word fields size, format and storage', async () => {
    services.listings.seed(stored);
    const body = { user_fields: { size: 'M', format: 'Paperback', storage: '64 GB' } };

    const reply = await invoke(handler, fixtureEvent('listings-update', { body }));

    expect(reply.status).toBe(200);
    expect((await services.listings.get(fixtureUser.sub, fixtureListingId))?.user_fields).toMatchObject(
      body.user_fields,
    );
  });

  it.each([
    ['missing', []],
    ["another user's", [storedListing(fixtureListingId, { user_id: otherUser.sub })]],
  ])('answers 404 when the listing is %s, and changes nothing', async (_, listings) => {
    services.listings.seed(...listings);

    const reply = await invoke(handler, fixtureEvent('listings-update'));

    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('not_found');
    expect(services.listings.all()).toEqual(listings);
  });

  it.each([
    ['an unknown top-level field', { stage: 'saved', user_id: otherUser.sub }],
    ['an unknown user field', { user_fields: { colour: 'blue', password: 'x' } }],
    ['a stage other than saved', { stage: 'ready' }],
    ['a number as a field value', { user_fields: { price: 12.5 } }],
    ['a field of 5001 characters', { user_fields: { description: 'x'.repeat(5001) } }],
    ['user fields that are not an object', { user_fields: 'title' }],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    services.listings.seed(stored);

    const reply = await invoke(handler, fixtureEvent('listings-update', { body }));

    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('bad_request');
    expect(services.calls).toEqual([]);
    expect(services.listings.all()).toEqual([stored]);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const reply = await invoke(handler, fixtureEvent('listings-update', { body: 'stage=saved' }));

    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('The request body is not valid JSON.');
  });
});

describe('DELETE /api/listings/{id} and Undo (docs/design.md#deleting-with-undo)', () => {
  const stored = storedListing(fixtureListingId, { image_key: fixtureImageKey });
  const restoreEvent = () => fixtureEvent('listings-restore');
  const windowMs = DELETE_UNDO_WINDOW_SECONDS * 1000;

  beforeEach(() => {
    services.listings.seed(stored);
    services.photos.put(fixtureImageKey, new Uint8Array(8));
  });

  it('answers 204 and hides the listing from every list and read, keeping it and its photo for Undo', async () => {
    const reply = await invoke(handler, fixtureEvent('listings-delete'));

    expect(reply.status).toBe(204);
    expect(reply.body).toBeUndefined();
    expect((await invoke(handler, fixtureEvent('listings-list'))).body.listings).toEqual([]);
    expect((await invoke(handler, fixtureEvent('listings-get'))).status).toBe(404);
    expect(services.photos.has(fixtureImageKey)).toBe(true);
    expect(services.listings.all()).toEqual([stored]);
  });

  it('refuses every change to a deleted listing, and a second delete, with 404', async () => {
    await invoke(handler, fixtureEvent('listings-delete'));

    expect((await invoke(handler, fixtureEvent('listings-update'))).status).toBe(404);
    expect((await invoke(handler, fixtureEvent('listings-analyze'))).status).toBe(404);
    expect((await invoke(handler, fixtureEvent('listings-delete'))).status).toBe(404);
  });

  it('restore brings the listing back as it was, in the list and on its own', async () => {
    await invoke(handler, fixtureEvent('listings-delete'));

    const reply = await invoke(handler, restoreEvent());

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: fixtureListingId, user_fields: stored.user_fields });
    expect(reply.body.image_url).toEqual(expect.any(String));
    expect((await invoke(handler, fixtureEvent('listings-list'))).body.listings).toHaveLength(1);
    expect((await invoke(handler, fixtureEvent('listings-get'))).status).toBe(200);
  });

  it('answers 404 to restoring a listing that is not deleted', async () => {
    expect((await invoke(handler, restoreEvent())).status).toBe(404);
  });

  it('answers 404 to restoring once the undo window has passed', async () => {
    await deleteListing(services, owner, fixtureListingId, Date.now() - windowMs - 1);

    expect((await invoke(handler, restoreEvent())).status).toBe(404);
  });

  it("answers 404 to another user's restore and delete, and changes nothing of theirs", async () => {
    const stranger = fixtureEvent('listings-restore', { claims: accessClaims(otherUser.sub) });
    await invoke(handler, fixtureEvent('listings-delete'));

    expect((await invoke(handler, stranger)).status).toBe(404);
    expect(await services.listings.get(fixtureUser.sub, fixtureListingId)).toBeUndefined();
    expect((await invoke(handler, restoreEvent())).status).toBe(200);

    const strangersDelete = fixtureEvent('listings-delete', { claims: accessClaims(otherUser.sub) });
    expect((await invoke(handler, strangersDelete)).status).toBe(404);
    expect(await services.listings.get(fixtureUser.sub, fixtureListingId)).toBeDefined();
  });
});

describe('the purge of deleted listings', () => {
  const stored = storedListing(fixtureListingId, { image_key: fixtureImageKey });
  const windowMs = DELETE_UNDO_WINDOW_SECONDS * 1000;

  beforeEach(() => {
    services.listings.seed(stored);
    services.photos.put(fixtureImageKey, new Uint8Array(8));
  });

  it('deletes nothing while the undo window lasts', async () => {
    const deletedAt = Date.now();
    await deleteListing(services, owner, fixtureListingId, deletedAt);

    expect(await purgeDeletedListings(services, deletedAt + windowMs - 1)).toBe(0);
    expect(services.photos.has(fixtureImageKey)).toBe(true);
    expect(services.listings.all()).toEqual([stored]);
  });

  it('after it, deletes the photo, the upload guard and the listing, photo first', async () => {
    const deletedAt = Date.now();
    await deleteListing(services, owner, fixtureListingId, deletedAt);
    const order: string[] = [];
    const photos: PhotoStore = Object.assign(Object.create(services.photos), {
      delete: async (key: string) => {
        order.push('photo');
        await services.photos.delete(key);
      },
    });
    const listings = Object.assign(Object.create(services.listings), {
      remove: async (listing: typeof stored) => {
        order.push('listing');
        return services.listings.remove(listing);
      },
    });

    expect(await purgeDeletedListings({ listings, photos }, deletedAt + windowMs)).toBe(1);

    expect(order).toEqual(['photo', 'listing']);
    expect(services.photos.has(fixtureImageKey)).toBe(false);
    expect(services.listings.all()).toEqual([]);
    expect(services.listings.guardOf(fixtureUser.sub, fixtureImageKey)).toBeUndefined();
    expect((await invoke(handler, fixtureEvent('listings-restore'))).status).toBe(404);
  });

  it('never purges a restored listing', async () => {
    const deletedAt = Date.now();
    await deleteListing(services, owner, fixtureListingId, deletedAt);
    await restoreListing(services, owner, fixtureListingId, deletedAt + 1000);

    expect(await purgeDeletedListings(services, deletedAt + windowMs * 10)).toBe(0);
    expect(services.photos.has(fixtureImageKey)).toBe(true);
  });

  it('keeps the listing hidden when its photo cannot be deleted, and the next sweep finishes', async () => {
    const deletedAt = Date.now();
    await deleteListing(services, owner, fixtureListingId, deletedAt);
    const failing: PhotoStore = Object.assign(Object.create(services.photos), {
      delete: async () => Promise.reject(new Error('photo storage down')),
    });

    expect(
      await purgeDeletedListings({ listings: services.listings, photos: failing }, deletedAt + windowMs),
    ).toBe(0);
    expect(services.listings.all()).toEqual([stored]);
    expect((await invoke(handler, fixtureEvent('listings-get'))).status).toBe(404);

    expect(await purgeDeletedListings(services, deletedAt + windowMs)).toBe(1);
    expect(services.listings.all()).toEqual([]);
    expect(services.photos.has(fixtureImageKey)).toBe(false);
  });
});

describe('authorization and routing', () => {
  it('answers 401 without claims and to an id token, before any read', async () => {
    const none = await invoke(handler, fixtureEvent('listings-list', { claims: undefined }));
    const idToken = await invoke(
      handler,
      fixtureEvent('listings-list', { claims: { sub: fixtureUser.sub, token_use: 'id' } }),
    );

    expect(none.status).toBe(401);
    expect(idToken.status).toBe(401);
    expect(services.calls).toEqual([]);
  });

  it('answers 404 to a route key it does not serve', async () => {
    const reply = await invoke(
      handler,
      fixtureEvent('listings-list', { routeKey: 'PATCH /api/listings/{id}' }),
    );

    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('not_found');
  });
});
