import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';
import { pngBytes } from '../fixtures/files';
import { getListing } from '../support/analysis-helpers';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { bucket, uploadAndCreate, uploadPhoto } from '../support/photos';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// POST /api/listings with the item's other photos (an "Add a batch" item) against
// the emulators, the queue the twin runs and the fake Responses API, which records the images
// each identify call carried: the item holds every photo before its first analysis runs.

let ai: AiTwin;
let owner: TestUser;

beforeAll(async () => {
  ai = await startAiTwin();
  owner = await createSignedInUser(ai.info, 'create-photos-owner');
}, 60_000);
afterAll(() => ai?.stop());
beforeEach(() => ai.fake.reset());

const create = (body: object, token = owner.accessToken) =>
  callApi(ai.info, 'POST', '/api/listings', { token, body });
const keysOf = (listing: { photos: { key: string }[] }) => listing.photos.map((photo) => photo.key);

async function uploads(count: number, token = owner.accessToken, name = 'photo'): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) keys.push(await uploadPhoto(ai.info, token, pngBytes, `${name}-${i}.png`));
  return keys;
}

describe('an item created with all its photos at once', () => {
  it('holds the 3 photos in order, cover first, and its first analysis sees all 3', async () => {
    const [cover, label, back] = await uploads(3, owner.accessToken, 'kettle');
    // A photo call with another number of images is a bad request: the run would fail.
    ai.fake.script({ expectImages: 3 });

    const created = await create({ imageKey: cover, moreImageKeys: [label, back] });

    expect(created.status).toBe(201);
    expect(keysOf(created.body)).toEqual([cover, label, back]);
    expect(created.body.image_key).toBe(cover);
    await ai.twin.analysesSettled();
    expect(ai.fake.imageCounts()).toEqual([3]);
    expect(ai.fake.identifyTexts()[0]).toContain('from its 3 photos');
    const read = await getListing(ai.info, owner.accessToken, created.body.id);
    expect(read.stage).toBe('ready');
    expect(keysOf(read)).toEqual([cover, label, back]);
    for (const key of [cover!, label!, back!])
      expect((await bucket(ai.info).tagsOf(key)).state).toBe('attached');

    // A retry (its answer lost) gets the same item: nothing created, nothing analysed again.
    const retry = await create({ imageKey: cover, moreImageKeys: [label, back] });
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(created.body.id);
    expect(keysOf(retry.body)).toEqual([cover, label, back]);
    await ai.twin.analysesSettled();
    expect(ai.fake.imageCounts()).toEqual([3]);
    const listed = await callApi(ai.info, 'GET', '/api/listings', { token: owner.accessToken });
    expect(listed.body.listings.filter((row: { image_key: string }) => row.image_key === cover)).toHaveLength(
      1,
    );
  });
});

describe('a bad other photo is refused with its reason, and nothing is created', () => {
  let cover: string;

  beforeAll(async () => {
    [cover] = (await uploads(1, owner.accessToken, 'refused-cover')) as [string];
  }, 60_000);

  async function expectRefused(moreImageKeys: unknown[], status: number, message: string) {
    const reply = await create({ imageKey: cover, moreImageKeys });
    expect(reply.status).toBe(status);
    expect(reply.body.error.message).toBe(message);
  }

  it("another user's key: 403", async () => {
    const stranger = await createSignedInUser(ai.info, 'create-photos-stranger');
    const [theirs] = await uploads(1, stranger.accessToken);
    await expectRefused([theirs], 403, 'You can only add your own photos.');
    expect(await bucket(ai.info).exists(theirs!)).toBe(true);
  });

  it(`9 photos in all (an item holds ${MAX_PHOTOS_PER_ITEM}): 400`, async () => {
    const eight = await uploads(MAX_PHOTOS_PER_ITEM);
    await expectRefused(
      eight,
      400,
      'moreImageKeys: may name at most 7 photos besides the cover: an item holds 8.',
    );
  });

  it('a key twice, or the cover again: 400', async () => {
    const [other] = await uploads(1);
    const twice = 'moreImageKeys: names the same photo twice: each photo appears once.';
    await expectRefused([other, other], 400, twice);
    await expectRefused([cover], 400, twice);
  });

  it('a key never uploaded, and a photo of another item: 400 and 409', async () => {
    await expectRefused([`${owner.sub}/1732240000000-never-uploaded.png`], 400, 'Upload the photo first.');
    const item = await uploadAndCreate(ai.info, owner.accessToken, pngBytes, 'other-item.png');
    await expectRefused([item.image_key], 409, 'That photo belongs to another of your items.');
  });

  it('after every refusal the cover still makes one new item', async () => {
    ai.fake.reset();
    const made = await create({ imageKey: cover });
    expect(made.status).toBe(201);
    expect(keysOf(made.body)).toEqual([cover]);
    await ai.twin.analysesSettled();
    expect(ai.fake.imageCounts()).toEqual([1]);
  });
});
