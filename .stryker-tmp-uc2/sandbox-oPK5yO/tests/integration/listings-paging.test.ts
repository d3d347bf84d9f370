// @ts-nocheck
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LISTINGS_PAGE_SIZE } from '#domain/api-types.ts';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { uploadAndCreate } from '../support/photos';
import { seedStoredListings } from '../support/seed-listings';
import { pngBytes } from '../fixtures/files';
import '../support/twin-context';

// GET /api/listings a page at a time against the real table (the emulator), its index of
// ready items included, and the cursor's isolation: another user's cursor, a forged one and
// a malformed one are a clear 400 and show nothing.

const twin = inject('twin');
let alice: TestUser;
let bob: TestUser;
let alicesSaved: string[];
let alicesReady: string[];

const list = (user: TestUser, query = '') =>
  callApi(twin, 'GET', `/api/listings${query}`, { token: user.accessToken });
const ids = (body: { listings: { id: string }[] }) => body.listings.map((listing) => listing.id);

beforeAll(async () => {
  [alice, bob] = await Promise.all([createSignedInUser(twin, 'alice'), createSignedInUser(twin, 'bob')]);
  alicesSaved = await seedStoredListings(twin, alice.sub, LISTINGS_PAGE_SIZE + 5, 'saved');
  alicesReady = await seedStoredListings(twin, alice.sub, LISTINGS_PAGE_SIZE + 2, 'ready');
  await seedStoredListings(twin, bob.sub, 3, 'ready');
});

describe("paging through the caller's listings", () => {
  it('walks every listing once, newest first, a page at a time', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply = await list(alice, cursor ? `?cursor=${cursor}` : '');
      expect(reply.status).toBe(200);
      expect(reply.body.listings.length).toBeLessThanOrEqual(LISTINGS_PAGE_SIZE);
      expect(reply.body.listings.every((l: { image_url: string }) => l.image_url.startsWith('http'))).toBe(
        true,
      );
      seen.push(...ids(reply.body));
      cursor = reply.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...alicesSaved, ...alicesReady].reverse());
  });

  it('lists only the ready items with stage=ready, newest first, from the index', async () => {
    const first = await list(alice, '?stage=ready');
    expect(ids(first.body)).toEqual([...alicesReady].reverse().slice(0, LISTINGS_PAGE_SIZE));
    const second = await list(alice, `?stage=ready&cursor=${first.body.nextCursor}`);
    expect(ids(second.body)).toEqual([...alicesReady].reverse().slice(LISTINGS_PAGE_SIZE));
    expect(second.body.nextCursor).toBeNull();
  });
});

describe('the list of ready items follows the item', () => {
  it('holds an item once its analysis makes it ready, and no longer once it is saved', async () => {
    const carol = await createSignedInUser(twin, 'carol');
    const item = await uploadAndCreate(twin, carol.accessToken, pngBytes, 'mug.png');
    const analysed = await callApi(twin, 'GET', `/api/listings/${item.id}`, { token: carol.accessToken });
    expect(analysed.body.stage).toBe('ready');
    expect(ids((await list(carol, '?stage=ready')).body)).toEqual([item.id]);

    const saved = await callApi(twin, 'PUT', `/api/listings/${item.id}`, {
      token: carol.accessToken,
      body: { stage: 'saved', user_fields: { title: 'Mug' } },
    });
    expect(saved.status).toBe(200);
    expect(ids((await list(carol, '?stage=ready')).body)).toEqual([]);
    expect(ids((await list(carol)).body)).toEqual([item.id]);
  });
});

describe("a cursor that is not the caller's own", () => {
  it("refuses Alice's cursor to Bob with a 400 that shows none of her items", async () => {
    const alicesCursor = (await list(alice)).body.nextCursor as string;
    const reply = await list(bob, `?cursor=${alicesCursor}`);
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('bad_request');
    const text = JSON.stringify(reply.body);
    for (const id of [...alicesSaved, ...alicesReady]) expect(text).not.toContain(id);
  });

  it("refuses a cursor forged from one of Alice's ids", async () => {
    const forged = Buffer.from(`all.${alicesSaved[10]}.AAAAAAAAAAAAAAAAAAAAAA`).toString('base64url');
    const reply = await list(alice, `?cursor=${forged}`);
    expect(reply.status).toBe(400);
  });

  it.each([['%25%25'], ['bm90LWEtY3Vyc29y'], [encodeURIComponent('{"userId":"x"}')]])(
    'refuses the malformed cursor %s',
    async (cursor) => {
      const reply = await list(alice, `?cursor=${cursor}`);
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toContain('cursor is not valid');
    },
  );
});
