// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PhotoChangedError } from '#lambdas/lib/ports/photo-store.ts';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { handler } from '#lambdas/listings/handler.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import {
  fixtureEvent,
  fixtureImageKey,
  fixtureUser,
  invoke,
  otherUser,
  sampleBytes,
} from './lambda-test-kit';

// Creating a listing from an upload, against in-memory ports. How the guard and the listing
// are written to DynamoDB (and healed after a failed write) is tested with the adapter in
// adapters/dynamo-listings-repository-writes.test.ts; S3 failures in aws-faults.test.ts.

let services: InMemoryServices;

const create = (imageKey: string = fixtureImageKey) =>
  invoke(handler, fixtureEvent('listings-create', { body: { imageKey } }));

/** The uploaded object: its first bytes, the size it claims and the type it was stored with. */
function uploaded(bytes: Uint8Array, size = bytes.length, contentType = 'image/jpeg') {
  services.photos.put(fixtureImageKey, bytes, { size, contentType });
}

/** The first bytes of a PNG that declares these dimensions (all the check reads of it). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.set([8, 6, 0, 0, 0], 24); // 8-bit RGBA, no interlace; the CRC is not checked here
  return new Uint8Array(bytes);
}

beforeEach(() => {
  services = useInMemoryServices();
});
afterEach(() => resetServices());

describe('POST /api/listings', () => {
  it('creates the listing in stage analyzing and answers 201 with the row', async () => {
    uploaded(sampleBytes.jpeg);

    const reply = await create();

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      user_id: fixtureUser.sub,
      image_key: fixtureImageKey,
      stage: 'analyzing',
      ai_category: null,
      ai_details_text: null,
      ai_fields: {},
      ai_enrichment: null,
      user_fields: {},
      analysis_error: null,
    });
    expect(reply.body.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(reply.body.created_at).toBe(reply.body.updated_at);
    expect(new Date(reply.body.created_at).toISOString()).toBe(reply.body.created_at);
    expect(reply.body.image_url).toBe(await services.photos.presignGet(fixtureImageKey));
  });

  it('keeps the photo: it is no longer an unattached upload the bucket deletes after a day', async () => {
    uploaded(sampleBytes.jpeg);

    await create();

    expect(services.photos.isAttached(fixtureImageKey)).toBe(true);
    expect(services.callNames().indexOf('photos.markAttached')).toBeLessThan(
      services.callNames().indexOf('listings.createOnce'),
    );
  });

  it('leaves a refused photo unattached', async () => {
    uploaded(Uint8Array.from(Buffer.from('%PDF-1.7 not a photo')));

    expect((await create()).status).toBe(415);
    expect(services.callNames()).not.toContain('photos.markAttached');
  });

  it('writes no listing when the photo cannot be marked attached', async () => {
    uploaded(sampleBytes.jpeg);
    services.failNext('photos.markAttached', new Error('photo storage down'));

    expect((await create()).status).toBe(500);
    expect(await services.listings.listByUser(fixtureUser.sub)).toEqual([]);
  });

  it("stores the listing under the caller, where the caller's reads find it", async () => {
    uploaded(sampleBytes.png);

    const reply = await create();

    const {
      image_url: _,
      photos: [cover],
      ...row
    } = reply.body;
    // Stored with what was verified of the photo, which the API row leaves out.
    const verified = { etag: expect.any(String), size: sampleBytes.png.length };
    const stored = {
      ...row,
      image_etag: verified.etag,
      image_size: verified.size,
      photos: [{ key: cover.key, ...verified }],
    };
    expect(await services.listings.get(fixtureUser.sub, reply.body.id)).toEqual(stored);
    expect(await services.listings.listByUser(fixtureUser.sub)).toEqual([stored]);
    expect(await services.listings.listByUser(otherUser.sub)).toEqual([]);
  });

  it('gives listings created one after the other ids in creation order', async () => {
    const keys = ['1-a.jpg', '2-b.jpg', '3-c.jpg'].map((name) => `${fixtureUser.sub}/${name}`);
    for (const key of keys) services.photos.put(key, sampleBytes.jpeg);

    const ids: string[] = [];
    for (const key of keys) ids.push((await create(key)).body.id);

    expect([...ids].sort()).toEqual(ids);
  });

  it("records the photo's ETag and size as verified, and keeps them out of the API row", async () => {
    uploaded(sampleBytes.png, 5000, 'image/png');
    const { etag } = (await services.photos.head(fixtureImageKey))!;

    const reply = await create();

    expect(reply.status).toBe(201);
    expect(await services.listings.get(fixtureUser.sub, reply.body.id)).toMatchObject({
      image_etag: etag,
      image_size: 5000,
    });
    expect(reply.body).not.toHaveProperty('image_etag');
    expect(reply.body).not.toHaveProperty('image_size');
  });

  it('answers 409, creates nothing and deletes the object when it was replaced while being checked', async () => {
    uploaded(sampleBytes.png);
    services.failNext('photos.readHead', new PhotoChangedError(fixtureImageKey));

    const reply = await create();

    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('conflict');
    expect(await services.listings.listByUser(fixtureUser.sub)).toEqual([]);
    expect(services.photos.has(fixtureImageKey)).toBe(false);
  });

  it('reads only the first 256 KB to recognise the image and its dimensions', async () => {
    uploaded(sampleBytes.jpeg, 5_000_000);

    await create();

    expect(services.calls.filter((c) => c.call === 'photos.readHead')).toEqual([
      // If-Match the ETag of the HEAD: the bytes sniffed are those of the object measured.
      {
        call: 'photos.readHead',
        args: [fixtureImageKey, 256 * 1024, (await services.photos.head(fixtureImageKey))!.etag],
      },
    ]);
  });

  it('refuses a key in another user folder with 403 and touches nothing', async () => {
    const reply = await create(`${otherUser.sub}/1732240000000-their-mug.jpg`);

    expect(reply.status).toBe(403);
    expect(reply.body.error).toEqual({
      code: 'forbidden',
      message: 'You can only create listings from your own photos.',
    });
    expect(services.calls).toEqual([]);
  });

  it('refuses a key that climbs out of the caller folder with 403', async () => {
    const reply = await create(`${fixtureUser.sub}/../${otherUser.sub}/1-x.jpg`);

    expect(reply.status).toBe(403);
    expect(services.calls).toEqual([]);
  });

  it.each([
    ['an over-long name', `${fixtureUser.sub}/1732240000000-${'a'.repeat(900)}.jpg`],
    ['no timestamp', `${fixtureUser.sub}/photo.jpg`],
    ['a name no upload gets', `${fixtureUser.sub}/1732240000000-my photo.jpg`],
  ])('refuses a key in the caller folder with %s: 400, before any storage call', async (_label, key) => {
    const reply = await create(key);

    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toContain('POST /api/uploads');
    expect(services.calls).toEqual([]);
  });

  it('says "Upload the photo first." when there is no object', async () => {
    const reply = await create();

    expect(reply.status).toBe(400);
    expect(reply.body.error).toEqual({ code: 'bad_request', message: 'Upload the photo first.' });
    expect(services.listings.all()).toEqual([]);
  });

  it('refuses an object over 15 MB with 413 and deletes it', async () => {
    uploaded(sampleBytes.jpeg, 15 * 1024 * 1024 + 1);

    const reply = await create();

    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe('payload_too_large');
    expect(services.photos.has(fixtureImageKey)).toBe(false);
    expect(services.listings.all()).toEqual([]);
  });

  it('refuses a photo of more than 50 megapixels (a decompression bomb) with 413 and deletes it', async () => {
    uploaded(pngHeader(20_000, 20_000));

    const reply = await create();

    expect(reply.status).toBe(413);
    expect(reply.body.error).toEqual({
      code: 'payload_too_large',
      message: 'That photo has too many pixels: the limit is 50 megapixels.',
    });
    expect(services.photos.has(fixtureImageKey)).toBe(false);
    expect(services.listings.all()).toEqual([]);
  });

  it('accepts a photo of exactly 50 megapixels', async () => {
    uploaded(pngHeader(10_000, 5_000));

    expect((await create()).status).toBe(201);
  });

  it('accepts an object of exactly 15 MB', async () => {
    uploaded(sampleBytes.jpeg, 15 * 1024 * 1024);

    expect((await create()).status).toBe(201);
  });

  it('refuses a PDF renamed .jpg with 415 "That file is not an image." and deletes it', async () => {
    uploaded(sampleBytes.pdf);

    const reply = await create();

    expect(reply.status).toBe(415);
    expect(reply.body.error).toEqual({
      code: 'unsupported_media_type',
      message: 'That file is not an image.',
    });
    expect(services.photos.has(fixtureImageKey)).toBe(false);
    expect(services.listings.all()).toEqual([]);
  });

  it.each([
    ['text', sampleBytes.text],
    ['an empty object', new Uint8Array(0)],
  ])('refuses %s as not an image (415) and deletes it', async (_, bytes) => {
    uploaded(bytes);

    const reply = await create();

    expect(reply.status).toBe(415);
    expect(services.photos.has(fixtureImageKey)).toBe(false);
    expect(services.listings.all()).toEqual([]);
  });

  it.each([['text/html'], [undefined]])(
    'refuses an image stored with the type %s (415) and deletes it',
    async (contentType) => {
      services.photos.put(fixtureImageKey, sampleBytes.png, { contentType });

      const reply = await create();

      expect(reply.status).toBe(415);
      expect(services.photos.has(fixtureImageKey)).toBe(false);
      expect(services.listings.all()).toEqual([]);
    },
  );

  it('accepts a photo whose stored image type differs from its bytes (a PNG saved as .jpg)', async () => {
    uploaded(sampleBytes.png, sampleBytes.png.length, 'image/jpeg');

    expect((await create()).status).toBe(201);
  });

  it('still says 415 when the refused object cannot be deleted', async () => {
    uploaded(sampleBytes.pdf);
    services.failNext('photos.delete', new Error('socket hang up'));

    const reply = await create();

    expect(reply.status).toBe(415);
    expect(services.listings.all()).toEqual([]);
  });

  it('writes no listing when the photo cannot be checked', async () => {
    uploaded(sampleBytes.jpeg);
    services.failNext('photos.head', new Error('photo storage down'));

    const reply = await create();

    expect(reply.status).toBe(500);
    expect(services.listings.all()).toEqual([]);
    expect(services.listings.guardOf(fixtureUser.sub, fixtureImageKey)).toBeUndefined();
  });
});

describe('POST /api/listings is idempotent per image key', () => {
  it('returns the same listing (200) for a retry, never a second one', async () => {
    uploaded(sampleBytes.jpeg);

    const first = await create();
    const retry = await create();

    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(services.listings.all()).toHaveLength(1);
  });

  it('makes one listing from two concurrent creates of the same upload', async () => {
    uploaded(sampleBytes.jpeg);

    const [a, b] = await Promise.all([create(), create()]);

    expect(a.body.id).toBe(b.body.id);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(services.listings.all()).toHaveLength(1);
  });

  it('leaves no listing when the create fails, and a retry then creates it', async () => {
    uploaded(sampleBytes.jpeg);
    services.failNext('listings.createOnce', new Error('table unavailable'));

    const failed = await create();

    expect(failed.status).toBe(500);
    expect(services.listings.all()).toEqual([]);

    const retry = await create();

    expect(retry.status).toBe(201);
    expect(services.listings.all()).toHaveLength(1);
  });

  it('finishes a create whose listing was never written under the id its upload was claimed for', async () => {
    uploaded(sampleBytes.jpeg);
    const claim = { listing_id: '01JD3Z8Q4N5W6X7Y8Z9A0B1C2D', created_at: '2026-11-22T10:00:00.000Z' };
    services.listings.seedClaim(fixtureUser.sub, fixtureImageKey, claim);

    const retry = await create();

    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ id: claim.listing_id, created_at: claim.created_at });
    expect(services.listings.all()).toHaveLength(1);
  });

  it('returns the existing listing without looking at the photo again', async () => {
    uploaded(sampleBytes.jpeg);
    const first = await create();
    services.calls.length = 0;

    const retry = await create();

    expect(retry.body.id).toBe(first.body.id);
    expect(services.callNames().filter((call) => call.startsWith('photos.'))).toEqual(['photos.presignGet']);
  });
});
