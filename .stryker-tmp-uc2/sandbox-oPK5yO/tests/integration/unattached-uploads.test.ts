// @ts-nocheck
import { describe, expect, inject, it } from 'vitest';
import { sweepUnattachedUploads } from '#infra/local/unattached-upload-sweep.ts';
import { pngBytes } from '../fixtures/files';
import { callApi } from '../support/api-client';
import { createSignedInUser } from '../support/cognito-users';
import { bucket, putToPresignedUrl, requestUpload, uploadAndCreate } from '../support/photos';
import '../support/twin-context';

// Photos uploaded but never made into a listing are deleted a day later: the presigned PUT
// tags them `state=unattached`, creating a listing re-tags the photo `attached`, and the
// twin sweeps its bucket with the rule S3's lifecycle runs in the cloud. The sweep is the
// twin's own, run here with a clock two days ahead instead of waiting.

const twin = inject('twin');
const dayMs = 24 * 3600 * 1000;

/** The twin's sweep over one user's folder, as if it ran `days` from now. */
function sweepLater(userId: string, days: number) {
  const store = bucket(twin);
  return sweepUnattachedUploads({
    client: store.client,
    bucket: store.name,
    now: new Date(Date.now() + days * dayMs),
    prefix: `${userId}/`,
  });
}

async function uploadOnly(token: string, filename: string): Promise<string> {
  const ticket = await requestUpload(twin, token, {
    filename,
    contentType: 'image/png',
    size: pngBytes.length,
  });
  expect(ticket.status).toBe(200);
  await putToPresignedUrl(ticket.body, pngBytes);
  return ticket.body.key;
}

describe('a photo uploaded but never made into a listing', () => {
  it('is stored with the tag state=unattached', async () => {
    const user = await createSignedInUser(twin, 'unattached-tag');
    const key = await uploadOnly(user.accessToken, 'tagged.png');

    expect(await bucket(twin).tagsOf(key)).toEqual({ state: 'unattached' });
  });

  it('is kept for the first day', async () => {
    const user = await createSignedInUser(twin, 'unattached-kept');
    const key = await uploadOnly(user.accessToken, 'young.png');

    expect(await sweepLater(user.sub, 0)).toEqual([]);
    expect(await bucket(twin).exists(key)).toBe(true);
  });

  it('is deleted once a day has passed', async () => {
    const user = await createSignedInUser(twin, 'unattached-expired');
    const key = await uploadOnly(user.accessToken, 'forgotten.png');

    expect(await sweepLater(user.sub, 2)).toEqual([key]);
    expect(await bucket(twin).exists(key)).toBe(false);
  });
});

describe('a photo made into a listing', () => {
  it('is tagged attached and kept after a day', async () => {
    const user = await createSignedInUser(twin, 'attached');
    const listing = await uploadAndCreate(twin, user.accessToken, pngBytes, 'kept.png');

    expect(await bucket(twin).tagsOf(listing.image_key)).toEqual({ state: 'attached' });
    expect(await sweepLater(user.sub, 2)).toEqual([]);
    expect(await bucket(twin).exists(listing.image_key)).toBe(true);
  });
});

describe('a photo added to an item (docs/product.md#photos)', () => {
  it('is tagged attached and kept after a day; one uploaded beside it but never added is not', async () => {
    const user = await createSignedInUser(twin, 'attached-second');
    const listing = await uploadAndCreate(twin, user.accessToken, pngBytes, 'cover.png');
    const label = await uploadOnly(user.accessToken, 'label.png');
    const unused = await uploadOnly(user.accessToken, 'unused.png');
    const added = await callApi(twin, 'PUT', `/api/listings/${listing.id}/photos`, {
      token: user.accessToken,
      body: { keys: [listing.image_key, label] },
    });
    expect(added.status).toBe(200);

    expect(await bucket(twin).tagsOf(label)).toEqual({ state: 'attached' });
    expect(await sweepLater(user.sub, 2)).toEqual([unused]);
    expect(await bucket(twin).exists(label)).toBe(true);
  });
});

describe('a PUT completed after its account was erased', () => {
  it('stores an unattached photo, which is deleted a day later', async () => {
    const user = await createSignedInUser(twin, 'late-put');
    const ticket = await requestUpload(twin, user.accessToken, {
      filename: 'late.png',
      contentType: 'image/png',
      size: pngBytes.length,
    });
    expect((await callApi(twin, 'DELETE', '/api/account', { token: user.accessToken })).status).toBe(204);

    await putToPresignedUrl(ticket.body, pngBytes);

    expect(await bucket(twin).tagsOf(ticket.body.key)).toEqual({ state: 'unattached' });
    expect(await sweepLater(user.sub, 2)).toEqual([ticket.body.key]);
    expect(await bucket(twin).keysUnder(`${user.sub}/`)).toEqual([]);
  });
});
