// @ts-nocheck
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { bucket, requestUpload, uploadAndCreate } from '../support/photos';
import { pngBytes } from '../fixtures/files';
import '../support/twin-context';

// User B tries every route on user A's items and photo keys: each attempt fails, and A's
// data is byte-for-byte unchanged afterwards (docs/design.md#security).

const twin = inject('twin');
let alice: TestUser;
let bob: TestUser;
let alicesListing: any;

/** A's listing as stored, minus the signed URL, which is minted anew on every read. */
async function alicesSnapshot() {
  const got = await callApi(twin, 'GET', `/api/listings/${alicesListing.id}`, { token: alice.accessToken });
  const { image_url, ...rest } = got.body;
  const photo = Buffer.from(await (await fetch(image_url)).arrayBuffer());
  const all = await callApi(twin, 'GET', '/api/listings', { token: alice.accessToken });
  const ids = all.body.listings.map((l: { id: string }) => l.id);
  return { rest, photo: photo.toString('base64'), ids };
}

beforeAll(async () => {
  [alice, bob] = await Promise.all([createSignedInUser(twin, 'alice'), createSignedInUser(twin, 'bob')]);
  alicesListing = await uploadAndCreate(twin, alice.accessToken, pngBytes, 'alices.png');
  await callApi(twin, 'PUT', `/api/listings/${alicesListing.id}`, {
    token: alice.accessToken,
    body: { user_fields: { title: "Alice's chair" } },
  });
});

describe('per-user isolation', () => {
  it("keeps every attempt by B on A's listing and photo from reading or changing anything", async () => {
    const before = await alicesSnapshot();
    const path = `/api/listings/${alicesListing.id}`;
    const as = { token: bob.accessToken };

    const read = await callApi(twin, 'GET', path, as);
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain('chair');

    const list = await callApi(twin, 'GET', '/api/listings', as);
    expect(list.status).toBe(200);
    expect(list.body.listings).toEqual([]);

    const update = await callApi(twin, 'PUT', path, { ...as, body: { user_fields: { title: 'mine now' } } });
    expect(update.status).toBe(404);

    const remove = await callApi(twin, 'DELETE', path, as);
    expect(remove.status).toBe(404);

    const fromAlicesKey = await callApi(twin, 'POST', '/api/listings', {
      ...as,
      body: { imageKey: alicesListing.image_key },
    });
    expect(fromAlicesKey.status).toBe(403);

    const traversal = await callApi(twin, 'POST', '/api/listings', {
      ...as,
      body: { imageKey: `${bob.sub}/../${alicesListing.image_key}` },
    });
    expect([400, 403]).toContain(traversal.status);

    expect(await alicesSnapshot()).toEqual(before);
    expect(await bucket(twin).exists(alicesListing.image_key)).toBe(true);
  });

  it.each([`${'placeholder'}/photo.png`, '../placeholder/photo.png', '/placeholder/photo.png'])(
    "never presigns a PUT into A's folder, whatever the filename (%s)",
    async (pattern) => {
      const filename = pattern.replace('placeholder', alice.sub);
      const ticket = await requestUpload(twin, bob.accessToken, {
        filename,
        contentType: 'image/png',
        size: 100,
      });
      expect(ticket.status).toBe(200);
      expect(ticket.body.key.startsWith(`${bob.sub}/`)).toBe(true);
      expect(ticket.body.key.split('/')).toHaveLength(2);
      expect(new URL(ticket.body.url).pathname).not.toContain(alice.sub);
    },
  );
});
