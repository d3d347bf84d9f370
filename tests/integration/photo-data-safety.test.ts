import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexts } from '#domain/messages.ts';
import { pngBytes } from '../fixtures/files';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { bucket, uploadAndCreate, uploadPhoto } from '../support/photos';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// What a review from outside found (#27, data safety), through the API on the emulators: two
// devices changing one item's photos, a change refused after its photos were tagged, and a
// listing made from the photo of one's own item deleted moments ago.

let ai: AiTwin;
let owner: TestUser;

beforeAll(async () => {
  ai = await startAiTwin();
  owner = await createSignedInUser(ai.info, 'data-safety-owner');
}, 60_000);
afterAll(() => ai?.stop());

const put = (id: string, keys: string[], seen: string[]) =>
  callApi(ai.info, 'PUT', `/api/listings/${id}/photos`, { token: owner.accessToken, body: { keys, seen } });
const read = async (id: string) =>
  (await callApi(ai.info, 'GET', `/api/listings/${id}`, { token: owner.accessToken })).body as {
    photos: { key: string }[];
  };
const keysOf = (listing: { photos: { key: string }[] }) => listing.photos.map((photo) => photo.key);
const upload = (name: string) => uploadPhoto(ai.info, owner.accessToken, pngBytes, name);

describe('two devices changing one item’s photos at once', () => {
  it('ends in one 200 and one 409, with no photo lost from the item or the bucket', async () => {
    const item = await uploadAndCreate(ai.info, owner.accessToken, pngBytes, 'desk.png');
    const [fromPhone, fromTablet] = [await upload('phone.png'), await upload('tablet.png')];
    const seen = [item.image_key];

    const answers = await Promise.all([
      put(item.id, [item.image_key, fromPhone], seen),
      put(item.id, [item.image_key, fromTablet], seen),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const stored = keysOf(await read(item.id));
    expect(stored).toEqual(keysOf(winner.body));
    for (const key of [item.image_key, fromPhone, fromTablet]) {
      expect(await bucket(ai.info).exists(key), key).toBe(true);
    }
  });

  it('refuses a change made from a list another device changed since, and deletes nothing', async () => {
    const item = await uploadAndCreate(ai.info, owner.accessToken, pngBytes, 'shelf.png');
    const [label, back] = [await upload('label.png'), await upload('back.png')];
    // The tablet adds a label; the phone, still showing the cover alone, adds the back.
    expect((await put(item.id, [item.image_key, label], [item.image_key])).status).toBe(200);
    const stale = await put(item.id, [back, item.image_key], [item.image_key]);

    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(serverTexts.photos.staleList);
    expect(keysOf(await read(item.id))).toEqual([item.image_key, label]);
    expect(await bucket(ai.info).exists(label)).toBe(true);
    // The phone's upload belongs to no item: left to the unattached-upload expiry.
    expect((await bucket(ai.info).tagsOf(back)).state).toBe('unattached');
  });

  it('removes only photos of the list the change was made from', async () => {
    const item = await uploadAndCreate(ai.info, owner.accessToken, pngBytes, 'chair.png');
    const [leg, seat] = [await upload('leg.png'), await upload('seat.png')];
    expect((await put(item.id, [item.image_key, leg, seat], [item.image_key])).status).toBe(200);

    const removed = await put(item.id, [item.image_key, seat], [item.image_key, leg, seat]);

    expect(removed.status).toBe(200);
    expect(await bucket(ai.info).exists(leg)).toBe(false);
    for (const key of [item.image_key, seat]) expect(await bucket(ai.info).exists(key)).toBe(true);
  });
});

describe('a change refused after its photos were checked', () => {
  it('leaves its new photos unattached, so the unattached-upload expiry still takes them', async () => {
    const other = await uploadAndCreate(ai.info, owner.accessToken, pngBytes, 'other.png');
    const item = await uploadAndCreate(ai.info, owner.accessToken, pngBytes, 'table.png');
    const fresh = await upload('fresh.png');

    // The other item's photo makes the change a 409 once the new photo passed its checks.
    const refused = await put(item.id, [item.image_key, fresh, other.image_key], [item.image_key]);

    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(serverTexts.photos.ofAnotherItem);
    expect((await bucket(ai.info).tagsOf(fresh)).state).toBe('unattached');
    expect((await bucket(ai.info).tagsOf(other.image_key)).state).toBe('attached');
  });

  it('tags them attached once the list is written, and again when the same change is sent twice', async () => {
    const item = await uploadAndCreate(ai.info, owner.accessToken, pngBytes, 'lamp.png');
    const fresh = await upload('shade.png');
    const change = [item.image_key, fresh];

    expect((await put(item.id, change, [item.image_key])).status).toBe(200);
    expect((await bucket(ai.info).tagsOf(fresh)).state).toBe('attached');
    // Its answer lost, the client sends it again: the list stands, nothing is refused.
    const again = await put(item.id, change, [item.image_key]);
    expect(again.status).toBe(200);
    expect(keysOf(again.body)).toEqual(change);
  });
});

describe('a listing from the photo of one’s own item deleted moments ago', () => {
  it('answers a clear 409, and Undo still brings the item back', async () => {
    const item = await uploadAndCreate(ai.info, owner.accessToken, pngBytes, 'radio.png');
    const path = `/api/listings/${item.id}`;
    expect((await callApi(ai.info, 'DELETE', path, { token: owner.accessToken })).status).toBe(204);

    const again = await callApi(ai.info, 'POST', '/api/listings', {
      token: owner.accessToken,
      body: { imageKey: item.image_key },
    });

    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(serverTexts.photoOfDeletedItem);
    const restored = await callApi(ai.info, 'POST', `${path}/restore`, { token: owner.accessToken });
    expect(restored.status).toBe(200);
    expect(restored.body.id).toBe(item.id);
  });
});
