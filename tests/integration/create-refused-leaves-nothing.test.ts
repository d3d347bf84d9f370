import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { serverTexts } from '#domain/messages.ts';
import { uploadGuardSortKey } from '#lambdas/lib/adapters/listing-keys.ts';
import { pngBytes } from '../fixtures/files';
import { callApi } from '../support/api-client';
import { expectError } from '../support/catalogue-kit';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { bucket, uploadAndCreate, uploadPhoto } from '../support/photos';
import '../support/twin-context';
import { twinTables } from '../support/twin-tables';

// POST /api/listings whose other photos (moreImageKeys) hold the photo of an item deleted a
// moment ago, still restorable (docs/product.md#photos), on the emulators: a 409 that says
// so, and nothing written: no item, no claimed photo, the cover untagged; the deleted item can
// still be brought back with its photo. PUT photos says the same of such a photo.

const twin = inject('twin');
let hana: TestUser;

beforeAll(async () => {
  hana = await createSignedInUser(twin, 'refused-create-hana');
});

const call = (method: string, path: string, body?: object) =>
  callApi(twin, method, path, { token: hana.accessToken, ...(body ? { body } : {}) });

const listedCovers = async () =>
  ((await call('GET', '/api/listings')).body.listings as { image_key: string }[]).map((row) => row.image_key);

/** The upload guard of a photo, if any item has claimed it. */
async function guardOf(key: string) {
  const { Item } = await twinTables(twin).send(
    new GetCommand({
      TableName: twin.env.listingsTable!,
      Key: { userId: hana.sub, id: uploadGuardSortKey(key) },
    }),
  );
  return Item;
}

/** An item of Hana's, deleted (Undo still possible); its photo. */
async function deletedItemPhoto(name: string): Promise<{ id: string; key: string }> {
  const deleted = await uploadAndCreate(twin, hana.accessToken, pngBytes, name);
  expect((await call('DELETE', `/api/listings/${deleted.id}`)).status).toBe(204);
  return { id: deleted.id, key: deleted.image_key };
}

describe('a create naming a photo of an item deleted a moment ago', () => {
  it('is refused, says the item is deleted, and leaves nothing behind', async () => {
    const deleted = await deletedItemPhoto('deleted-lamp.png');
    const cover = await uploadPhoto(twin, hana.accessToken, pngBytes, 'new-cover.png');
    const more = await uploadPhoto(twin, hana.accessToken, pngBytes, 'new-side.png');

    const refused = await call('POST', '/api/listings', {
      imageKey: cover,
      moreImageKeys: [more, deleted.key],
    });

    expect(refused.status).toBe(409);
    expect(await listedCovers()).not.toContain(cover);
    expect(await guardOf(cover)).toBeUndefined();
    expect(await guardOf(more)).toBeUndefined();
    expect((await bucket(twin).tagsOf(cover)).state).not.toBe('attached');
    expect((await bucket(twin).tagsOf(more)).state).not.toBe('attached');
    expectError(refused, 409, 'conflict', serverTexts.photos.ofDeletedItem);

    // Undo still brings the deleted item back with its photo, and the cover makes an item.
    const restored = await call('POST', `/api/listings/${deleted.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.image_key).toBe(deleted.key);
    const made = await call('POST', '/api/listings', { imageKey: cover, moreImageKeys: [more] });
    expect(made.status).toBe(201);
  });

  it('names a live item as another of your items, and creates nothing', async () => {
    const live = await uploadAndCreate(twin, hana.accessToken, pngBytes, 'live-chair.png');
    const cover = await uploadPhoto(twin, hana.accessToken, pngBytes, 'second-cover.png');

    const refused = await call('POST', '/api/listings', { imageKey: cover, moreImageKeys: [live.image_key] });

    expectError(refused, 409, 'conflict', serverTexts.photos.ofAnotherItem);
    expect(await listedCovers()).not.toContain(cover);
    expect(await guardOf(cover)).toBeUndefined();
  });
});

describe("a deleted item's photo added to another item", () => {
  it('is refused, saying the item is deleted, and the item keeps its photos', async () => {
    const deleted = await deletedItemPhoto('deleted-vase.png');
    const item = await uploadAndCreate(twin, hana.accessToken, pngBytes, 'kept-vase.png');

    const refused = await call('PUT', `/api/listings/${item.id}/photos`, {
      keys: [item.image_key, deleted.key],
      seen: [item.image_key],
    });

    expectError(refused, 409, 'conflict', serverTexts.photos.ofDeletedItem);
    expect((await call('GET', `/api/listings/${item.id}`)).body.photos).toHaveLength(1);
  });
});
