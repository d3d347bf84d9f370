// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { api } from './support/api-server';
import { bookWithPhotos, photoKey, storedKeys } from './journey/item-photos';

// The fake API's photo routes answer as the real ones do (docs/product.md#photos), so a web
// test cannot pass against a fake that accepts what the server refuses: one to eight keys,
// none twice, a new one only the caller's own upload; analysing again refused while the first
// analysis runs.

async function putPhotos(keys: unknown) {
  const response = await fetch('http://localhost/api/listings/01BOOK/photos', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keys }),
  });
  return { status: response.status, body: (await response.json()) as { error?: { message: string } } };
}

describe('the fake’s PUT /api/listings/{id}/photos', () => {
  it('reorders, and takes a new key only when it was uploaded', async () => {
    api.listings = [bookWithPhotos(2)];
    expect((await putPhotos([photoKey(2), photoKey(1)])).status).toBe(200);
    expect(storedKeys()).toEqual([photoKey(2), photoKey(1)]);
    expect(api.listings[0]!.image_key).toBe(photoKey(2));

    const fresh = 'user-1/1700000000099-new.webp';
    expect((await putPhotos([photoKey(2), fresh])).body.error?.message).toBe(
      'keys: must be keys returned by POST /api/uploads.',
    );
    api.uploads.add(fresh);
    expect((await putPhotos([photoKey(2), fresh])).status).toBe(200);
    expect(storedKeys()).toEqual([photoKey(2), fresh]);
  });

  it('refuses no key, a ninth, a repeated key and another user’s key, and changes nothing', async () => {
    api.listings = [bookWithPhotos(8)];
    const before = storedKeys();
    const ninth = 'user-1/1700000000099-ninth.webp';
    api.uploads.add(ninth);
    expect(await putPhotos([])).toMatchObject({ status: 400 });
    expect(await putPhotos([...before!, ninth])).toMatchObject({ status: 400 });
    expect(await putPhotos([photoKey(1), photoKey(1)])).toMatchObject({ status: 400 });
    expect(await putPhotos([photoKey(1), 'user-2/1700000000000-theirs.webp'])).toMatchObject({ status: 403 });
    expect(storedKeys()).toEqual(before);
  });
});

describe('the fake’s POST /api/listings/{id}/reanalyze', () => {
  it('refuses while the first analysis runs', async () => {
    api.listings = [bookWithPhotos(2, { stage: 'analyzing' })];
    const response = await fetch('http://localhost/api/listings/01BOOK/reanalyze', { method: 'POST' });
    expect(response.status).toBe(409);
  });
});
