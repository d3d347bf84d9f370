// @ts-nocheck
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELETE_UNDO_WINDOW_SECONDS } from '#domain/constants.ts';
import { MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';
import { purgeDeletedListings } from '#lambdas/analysis-sweeper/purge-deleted-listings.ts';
import { makeListingsRepository } from '#lambdas/lib/runtime/factories/make-listings-repository.ts';
import { makePhotoStore } from '#lambdas/lib/runtime/factories/make-photo-store.ts';
import { pngBytes } from '../fixtures/files';
import { getListing } from '../support/analysis-helpers';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { bucket, uploadAndCreate, uploadPhoto } from '../support/photos';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// An item's photos through the API against the emulators (docs/product.md#photos): PUT
// /api/listings/{id}/photos and POST /api/listings/{id}/reanalyze, the model reached through
// the real OpenAI code path and the fake Responses API, which counts the images it gets.

let ai: AiTwin;
let owner: TestUser;

beforeAll(async () => {
  ai = await startAiTwin();
  owner = await createSignedInUser(ai.info, 'photos-owner');
}, 60_000);
afterAll(() => ai?.stop());
beforeEach(() => ai.fake.reset());

const putPhotos = (id: string, keys: string[], token = owner.accessToken) =>
  callApi(ai.info, 'PUT', `/api/listings/${id}/photos`, { token, body: { keys } });
const reanalyze = (id: string, token = owner.accessToken) =>
  callApi(ai.info, 'POST', `/api/listings/${id}/reanalyze`, { token });
const keysOf = (listing: { photos: { key: string }[] }) => listing.photos.map((photo) => photo.key);

async function newItem(name: string) {
  return uploadAndCreate(ai.info, owner.accessToken, pngBytes, `${name}.png`);
}

async function uploads(count: number, token = owner.accessToken): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) keys.push(await uploadPhoto(ai.info, token, pngBytes, `extra-${i}.png`));
  return keys;
}

describe('an item with several photos', () => {
  it('adds three photos, makes another the cover, removes one and analyses again with all photos', async () => {
    const item = await newItem('mug');
    const [label, back, flaw] = await uploads(3);

    const added = await putPhotos(item.id, [item.image_key, label!, back!, flaw!]);
    expect(added.status).toBe(200);
    expect(keysOf(added.body)).toEqual([item.image_key, label, back, flaw]);
    expect(added.body.photos.every((photo: { url: string }) => photo.url.startsWith('http'))).toBe(true);
    // Attached like a created listing's photo: the bucket no longer expires it.
    expect((await bucket(ai.info).tagsOf(label!)).state).toBe('attached');

    const recovered = await putPhotos(item.id, [label!, item.image_key, back!, flaw!]);
    expect(recovered.body.image_key).toBe(label);
    expect(recovered.body.image_url).toBe(recovered.body.photos[0].url);

    const removed = await putPhotos(item.id, [label!, item.image_key, flaw!]);
    expect(keysOf(removed.body)).toEqual([label, item.image_key, flaw]);
    expect(await bucket(ai.info).exists(back!)).toBe(false);

    // Survives a reload.
    const read = await getListing(ai.info, owner.accessToken, item.id);
    expect(keysOf(read)).toEqual([label, item.image_key, flaw]);

    const before = read.user_fields;
    ai.fake.reset();
    ai.fake.script({ expectImages: 3 });
    const again = await reanalyze(item.id);
    expect(again.status).toBe(200);
    expect(ai.fake.imageCounts()).toEqual([3]);
    expect(again.body.user_fields).toEqual(before);
    expect(again.body.ai_enrichment).toEqual(read.ai_enrichment);
    expect(again.body.stage).toBe(read.stage);
  });

  it('sends every photo to the identify call of a retried analysis, and fails if only the cover goes', async () => {
    // The first run fails, the user adds photos, then retries: the retry sees every photo.
    ai.fake.script({ replies: [{ kind: 'status', status: 400 }] });
    const item = await newItem('book');
    expect((await getListing(ai.info, owner.accessToken, item.id)).analysis_error).not.toBeNull();
    const [copyrightPage, spine] = await uploads(2);
    expect((await putPhotos(item.id, [item.image_key, copyrightPage!, spine!])).status).toBe(200);

    ai.fake.reset();
    ai.fake.script({ expectImages: 3 });
    const retried = await callApi(ai.info, 'POST', `/api/listings/${item.id}/analyze`, {
      token: owner.accessToken,
    });
    expect(retried.status).toBe(202);
    await ai.twin.analysesSettled();

    expect(ai.fake.imageCounts()).toEqual([3]);
    expect(ai.fake.identifyTexts()[0]).toContain('from its 3 photos');
    expect((await getListing(ai.info, owner.accessToken, item.id)).stage).toBe('ready');
  });

  it('refuses to analyse again while the first analysis runs (409), and calls no model', async () => {
    const release = ai.fake.hold();
    const item = await uploadAndCreate(ai.info, owner.accessToken, pngBytes, 'held.png', { settle: false });

    const refused = await reanalyze(item.id);
    release();
    await ai.twin.analysesSettled();

    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'This item is still being analysed. Analyse it again once the first result is in.',
    );
    expect(ai.fake.imageCounts()).toEqual([1]);
  });

  it('purges every photo of a deleted listing once its undo window has passed', async () => {
    const item = await newItem('purged');
    const extra = await uploads(2);
    await putPhotos(item.id, [item.image_key, ...extra]);

    expect(
      (await callApi(ai.info, 'DELETE', `/api/listings/${item.id}`, { token: owner.accessToken })).status,
    ).toBe(204);
    // The sweeper's purge, with its clock moved past the undo window, on the twin's own table and bucket.
    await purgeDeletedListings(
      { listings: makeListingsRepository(), photos: makePhotoStore() },
      Date.now() + DELETE_UNDO_WINDOW_SECONDS * 1000 + 1000,
    );

    for (const key of [item.image_key, ...extra]) expect(await bucket(ai.info).exists(key)).toBe(false);
  });
});

describe('refused changes of photos leave the item as it was', () => {
  let item: { id: string; image_key: string };
  let before: any;

  beforeAll(async () => {
    item = await newItem('guarded');
    const [second] = await uploads(1);
    await putPhotos(item.id, [item.image_key, second!]);
    before = await getListing(ai.info, owner.accessToken, item.id);
  }, 60_000);

  async function expectRefused(reply: { status: number; body: any }, status: number, message: string) {
    expect(reply.status).toBe(status);
    expect(reply.body.error.message).toBe(message);
    expect(await getListing(ai.info, owner.accessToken, item.id)).toEqual(before);
  }

  it("another user's photo as a second photo: 403", async () => {
    const stranger = await createSignedInUser(ai.info, 'photos-stranger');
    const [theirs] = await uploads(1, stranger.accessToken);

    await expectRefused(
      await putPhotos(item.id, [item.image_key, theirs!]),
      403,
      'You can only add your own photos.',
    );
    expect(await bucket(ai.info).exists(theirs!)).toBe(true);
  });

  it('a forged key, and a key that was never uploaded: 400', async () => {
    await expectRefused(
      await putPhotos(item.id, [item.image_key, `${owner.sub}/forged.png`]),
      400,
      'keys: must be keys returned by POST /api/uploads.',
    );
    await expectRefused(
      await putPhotos(item.id, [item.image_key, `${owner.sub}/1732240000000-never-uploaded.png`]),
      400,
      'Upload the photo first.',
    );
  });

  it('a forged order: a key of the item twice, or another item of the caller', async () => {
    await expectRefused(
      await putPhotos(item.id, [item.image_key, item.image_key]),
      400,
      'keys: names the same photo twice: each photo appears once.',
    );
    const other = await newItem('other');
    await expectRefused(
      await putPhotos(item.id, [item.image_key, other.image_key]),
      409,
      'That photo belongs to another of your items.',
    );
  });

  it(`a ninth photo (an item holds ${MAX_PHOTOS_PER_ITEM}), and removing the last photo: 400`, async () => {
    const eight = await uploads(MAX_PHOTOS_PER_ITEM);
    await expectRefused(
      await putPhotos(item.id, [item.image_key, ...eight]),
      400,
      'keys: may name at most 8 photos: an item holds no more.',
    );
    await expectRefused(
      await putPhotos(item.id, []),
      400,
      'keys: must name at least one photo: an item keeps its last photo.',
    );
  });

  it("another user's listing: 404 on both routes", async () => {
    const stranger = await createSignedInUser(ai.info, 'photos-prober');
    const [theirs] = await uploads(1, stranger.accessToken);

    await expectRefused(await putPhotos(item.id, [theirs!], stranger.accessToken), 404, 'Listing not found.');
    await expectRefused(await reanalyze(item.id, stranger.accessToken), 404, 'Listing not found.');
    expect(ai.fake.imageCounts()).toEqual([]);
  });
});
