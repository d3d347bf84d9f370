// @ts-nocheck
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { createSignedInUser, type TestUser } from '../../support/cognito-users';
import { bucket, requestUpload, uploadAndCreate, uploadPhoto } from '../../support/photos';
import { pngBytes } from '../../fixtures/files';
import '../../support/twin-context';
import { everythingOf, expectError, userWithThings } from '../../support/catalogue-kit';

// The catalogue, part 2: another user's id on each route. Bob holds a valid token and knows
// Alice's listing id, photo key and photo URL; every route answers him as if they did not
// exist (or were not his), and Alice's listings, photo and profile are unchanged afterwards.

const twin = inject('twin');
let alice: TestUser;
let bob: TestUser;
let alicesListing: { id: string; image_key: string };
let alicesPhotoUrl: string;
let before: Awaited<ReturnType<typeof everythingOf>>;

beforeAll(async () => {
  [alice, bob] = await Promise.all([
    createSignedInUser(twin, 'catalogue-alice'),
    createSignedInUser(twin, 'catalogue-bob'),
  ]);
  alicesListing = await userWithThings(twin, alice);
  const read = await callApi(twin, 'GET', `/api/listings/${alicesListing.id}`, { token: alice.accessToken });
  alicesPhotoUrl = read.body.image_url;
  before = await everythingOf(twin, alice);
});

const asBob = (method: string, path: string, body?: unknown) =>
  callApi(twin, method, path, { token: bob.accessToken, body });

async function aliceLostNothing() {
  expect(await everythingOf(twin, alice)).toEqual(before);
  expect(await bucket(twin).exists(alicesListing.image_key)).toBe(true);
}

describe("another user's id on each route", () => {
  it('GET /api/listings/{id}: 404 "Listing not found.", with none of her data', async () => {
    const response = await asBob('GET', `/api/listings/${alicesListing.id}`);
    expectError(response, 404, 'not_found', 'Listing not found.');
    expect(JSON.stringify(response.body)).not.toContain('Oak chair');
    await aliceLostNothing();
  });

  it('GET /api/listings: none of her items in his list', async () => {
    const response = await asBob('GET', '/api/listings');
    expect(response.status).toBe(200);
    expect(response.body.listings).toEqual([]);
    await aliceLostNothing();
  });

  it('PUT /api/listings/{id}: 404 "Listing not found."', async () => {
    const response = await asBob('PUT', `/api/listings/${alicesListing.id}`, {
      stage: 'saved',
      user_fields: { title: 'Mine now', price: '1.00' },
    });
    expectError(response, 404, 'not_found', 'Listing not found.');
    await aliceLostNothing();
  });

  it('DELETE /api/listings/{id}: 404 "Listing not found."', async () => {
    const response = await asBob('DELETE', `/api/listings/${alicesListing.id}`);
    expectError(response, 404, 'not_found', 'Listing not found.');
    await aliceLostNothing();
  });

  it('POST /api/listings/{id}/restore: 404 "Listing not found."', async () => {
    const response = await asBob('POST', `/api/listings/${alicesListing.id}/restore`);
    expectError(response, 404, 'not_found', 'Listing not found.');
    await aliceLostNothing();
  });

  it('POST /api/listings/{id}/analyze: 404 "Listing not found."', async () => {
    const response = await asBob('POST', `/api/listings/${alicesListing.id}/analyze`);
    expectError(response, 404, 'not_found', 'Listing not found.');
    await aliceLostNothing();
  });

  it('PUT /api/listings/{id}/photos on her listing, with his own photo: 404 "Listing not found."', async () => {
    const his = await uploadPhoto(twin, bob.accessToken, pngBytes, 'his.png');
    const response = await asBob('PUT', `/api/listings/${alicesListing.id}/photos`, { keys: [his] });
    expectError(response, 404, 'not_found', 'Listing not found.');
    await aliceLostNothing();
  });

  it("PUT /api/listings/{id}/photos on one's own listing with her photo key: 403, her photo kept", async () => {
    // Carol, so that Bob keeps no listing of his own for the cases below.
    const carol = await createSignedInUser(twin, 'catalogue-carol');
    const hers = await uploadAndCreate(twin, carol.accessToken, pngBytes, 'carol-item.png');
    const response = await callApi(twin, 'PUT', `/api/listings/${hers.id}/photos`, {
      token: carol.accessToken,
      body: { keys: [hers.image_key, alicesListing.image_key] },
    });
    expectError(response, 403, 'forbidden', 'You can only add your own photos.');
    const read = await callApi(twin, 'GET', `/api/listings/${hers.id}`, { token: carol.accessToken });
    expect(read.body.photos.map((photo: { key: string }) => photo.key)).toEqual([hers.image_key]);
    await aliceLostNothing();
  });

  it('POST /api/listings/{id}/reanalyze: 404 "Listing not found.", and no AI call counted', async () => {
    const response = await asBob('POST', `/api/listings/${alicesListing.id}/reanalyze`);
    expectError(response, 404, 'not_found', 'Listing not found.');
    await aliceLostNothing();
  });

  it('POST /api/listings with her photo key: 403 "You can only create listings from your own photos."', async () => {
    const response = await asBob('POST', '/api/listings', { imageKey: alicesListing.image_key });
    expectError(response, 403, 'forbidden', 'You can only create listings from your own photos.');
    expect((await asBob('GET', '/api/listings')).body.listings).toEqual([]);
    await aliceLostNothing();
  });

  it('POST /api/generate-listing with her photo key: 400 "imageUrl must be the URL or key of one of your own photos."', async () => {
    const response = await asBob('POST', '/api/generate-listing', { imageUrl: alicesListing.image_key });
    expectError(response, 400, 'bad_request', 'imageUrl must be the URL or key of one of your own photos.');
    await aliceLostNothing();
  });

  it('POST /api/generate-listing with her signed photo URL: 400, the same message', async () => {
    const response = await asBob('POST', '/api/generate-listing', {
      imageUrl: alicesPhotoUrl,
      country: 'GB',
    });
    expectError(response, 400, 'bad_request', 'imageUrl must be the URL or key of one of your own photos.');
    await aliceLostNothing();
  });

  it('POST /api/uploads with a file name inside her folder: a ticket for his own folder only', async () => {
    const ticket = await requestUpload(twin, bob.accessToken, {
      filename: `../${alice.sub}/${alicesListing.image_key.split('/')[1]}`,
      contentType: 'image/png',
      size: 100,
    });
    expect(ticket.status).toBe(200);
    expect(ticket.body.key.startsWith(`${bob.sub}/`)).toBe(true);
    expect(ticket.body.key).not.toContain(alice.sub);
    await aliceLostNothing();
  });

  it('GET and PATCH /api/profile act on his own profile, never hers', async () => {
    const changed = await asBob('PATCH', '/api/profile', { country: 'AU' });
    expect(changed.status).toBe(200);
    expect(changed.body.country).toBe('AU');
    await aliceLostNothing();
  });
});
