import { describe, expect, it } from 'vitest';
import type { UploadTicket } from '#domain/api-types.ts';
import { memoryBatchStore, type BatchStore } from '#web/photos/batch-store.ts';
import { bytesOf, keepBatch, runBatch, type BatchSteps } from '#web/photos/batch-upload.ts';
import { PhotoStoreError, UploadNetworkError } from '#web/photos/upload-errors.ts';

// A batch on its way up survives a dropped connection, a reload and the upload limit
// (docs/architecture/web.md#a-batch-on-its-way-up): the faults are injected into the steps;
// the store is the in-memory one, which keeps exactly what IndexedDB keeps (a structured clone).

const photo = (id: string, bytes: number) => ({
  id,
  name: `${id}.jpg`,
  blob: new Blob([new Uint8Array(bytes)], { type: 'image/webp' }),
});
const photos = [photo('p1', 100), photo('p2', 200), photo('p3', 300), photo('p4', 400)];
const plan = [{ photoIds: ['p1', 'p2'] }, { photoIds: ['p3'] }, { photoIds: ['p4'] }];

/** A fake server: the photo store's objects, the items, and faults to inject. */
function fakeServer() {
  const stored = new Map<string, number>();
  const items = new Map<string, string[]>();
  let tickets = 0;
  const server = {
    stored,
    items,
    puts: 0,
    /** Every `POST /api/listings`: the keys it sent, cover first. */
    creates: [] as string[][],
    /** Every `PUT /api/listings/{id}/photos`. */
    photoChanges: [] as { id: string; keys: string[]; seen: string[] }[],
    tickets: () => tickets,
    /** Tickets left before the hourly limit answers 429. */
    ticketsLeft: Infinity,
    /** The next creation is made, but its answer is lost. */
    loseNextCreateAnswer: false,
    steps: {
      requestTicket: ({ filename }) => {
        if (server.ticketsLeft <= 0)
          return Promise.reject(
            Object.assign(new Error('You have uploaded too many photos for now.'), { status: 429 }),
          );
        server.ticketsLeft -= 1;
        tickets += 1;
        const ticket: UploadTicket = {
          url: 'http://photos.test/put',
          headers: {},
          expiresAt: '2099-01-01T00:00:00.000Z',
          key: `user-1/${tickets}-${filename}`,
        };
        return Promise.resolve(ticket);
      },
      put: (ticket, body, onProgress) => {
        server.puts += 1;
        onProgress(0.5);
        if (stored.has(ticket.key)) return Promise.reject(new PhotoStoreError(412));
        stored.set(ticket.key, body.size);
        onProgress(1);
        return Promise.resolve();
      },
      createItem: (keys) => {
        server.creates.push(keys);
        // Idempotent per cover, as the server is.
        const existing = [...items.entries()].find(([, held]) => held[0] === keys[0]);
        const id = existing?.[0] ?? `item-${items.size + 1}`;
        if (!existing) items.set(id, keys);
        if (server.loseNextCreateAnswer) {
          server.loseNextCreateAnswer = false;
          return Promise.reject(Object.assign(new Error('Network'), { status: 0 }));
        }
        return Promise.resolve({ id });
      },
      setPhotos: (id, keys, seen) => {
        server.photoChanges.push({ id, keys, seen });
        items.set(id, keys);
        return Promise.resolve();
      },
    } satisfies BatchSteps,
  };
  return server;
}

async function started(): Promise<BatchStore> {
  const store = memoryBatchStore();
  await keepBatch(store, plan, photos);
  return store;
}

describe('a batch upload', () => {
  it('sends every photo once, creates each item with all its photos, and reports bytes', async () => {
    const store = await started();
    const server = fakeServer();
    const progress: number[] = [];
    const outcome = await runBatch(store, server.steps, ({ sent, total }) => {
      expect(total).toBe(1000);
      progress.push(sent);
    });
    expect(outcome).toEqual({ kind: 'done', listingIds: ['item-1', 'item-2', 'item-3'] });
    expect(server.stored.size).toBe(4);
    expect([...server.items.values()].map((keys) => keys.length)).toEqual([2, 1, 1]);
    // One call an item, with all its photos in order: its first analysis sees every one.
    expect(server.creates).toEqual([
      ['user-1/1-p1.webp', 'user-1/2-p2.webp'],
      ['user-1/3-p3.webp'],
      ['user-1/4-p4.webp'],
    ]);
    expect(server.photoChanges).toEqual([]);
    expect(progress[0]).toBe(0);
    expect(progress).toContain(50); // half of p1's 100 bytes
    expect(progress.at(-1)).toBe(1000);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('after a dropped connection, goes on where it stopped: nothing sent twice, no item twice', async () => {
    const first = fakeServer();
    const again = await started();
    first.steps.put = (ticket, body, onProgress) => {
      if (first.stored.size === 2) return Promise.reject(new UploadNetworkError());
      first.stored.set(ticket.key, body.size);
      onProgress(1);
      return Promise.resolve();
    };
    expect(await runBatch(again, first.steps, () => undefined)).toEqual({ kind: 'offline' });
    const halfway = (await again.load())!;
    expect(halfway.photos.map((p) => p.sent)).toEqual([true, true, false, false]);
    expect(halfway.items.map((item) => item.complete)).toEqual([true, false, false]);
    expect(bytesOf(halfway)).toEqual({ sent: 300, total: 1000 });

    const back = fakeServer();
    for (const [key, size] of first.stored) back.stored.set(key, size);
    for (const [id, keys] of first.items) back.items.set(id, keys);
    const outcome = await runBatch(again, back.steps, () => undefined);
    expect(outcome.kind).toBe('done');
    // Only p3 and p4 went up the second time, and only items 2 and 3 were made.
    expect(back.puts).toBe(2);
    expect(back.items.size).toBe(3);
  });

  it('a PUT that reached the store before the reload is not sent again (412 is sent)', async () => {
    const store = await started();
    const server = fakeServer();
    // The first PUT lands but its answer never comes back.
    const put = server.steps.put;
    let cut = true;
    server.steps.put = async (ticket, body, onProgress) => {
      await put(ticket, body, onProgress);
      if (cut) {
        cut = false;
        throw new UploadNetworkError();
      }
    };
    expect((await runBatch(store, server.steps, () => undefined)).kind).toBe('offline');
    expect((await runBatch(store, server.steps, () => undefined)).kind).toBe('done');
    // One ticket a photo: the resumed PUT reused the saved ticket and met 412.
    expect(server.tickets()).toBe(4);
    expect(server.stored.size).toBe(4);
  });

  it('a creation whose answer was lost gets the same item back, never a second one', async () => {
    const store = await started();
    const server = fakeServer();
    server.loseNextCreateAnswer = true;
    expect((await runBatch(store, server.steps, () => undefined)).kind).toBe('offline');
    expect((await runBatch(store, server.steps, () => undefined)).kind).toBe('done');
    expect(server.items.size).toBe(3);
  });

  it('an item an older version made from its cover alone still gets its other photos', async () => {
    const store = await started();
    const server = fakeServer();
    // An older run sent item 1's photos and created it from the cover, then the page went.
    const saved = (await store.load())!;
    saved.photos.slice(0, 2).forEach((photo, i) => {
      photo.ticket = {
        url: 'x',
        headers: {},
        key: `user-1/old-${i}.jpg`,
        expiresAt: '2099-01-01T00:00:00.000Z',
      };
      photo.sent = true;
      server.stored.set(photo.ticket.key, photo.size);
    });
    saved.items[0]!.listingId = 'item-old';
    server.items.set('item-old', ['user-1/old-0.jpg']);
    await store.save(saved);

    const outcome = await runBatch(store, server.steps, () => undefined);

    expect(outcome).toEqual({ kind: 'done', listingIds: ['item-old', 'item-2', 'item-3'] });
    expect(server.photoChanges).toEqual([
      { id: 'item-old', keys: ['user-1/old-0.jpg', 'user-1/old-1.jpg'], seen: ['user-1/old-0.jpg'] },
    ]);
    expect(server.items.get('item-old')).toEqual(['user-1/old-0.jpg', 'user-1/old-1.jpg']);
    // Only the two items not made yet are created, each in one call.
    expect(server.creates).toEqual([['user-1/1-p3.webp'], ['user-1/2-p4.webp']]);
    expect((await store.load())!.items.every((item) => item.complete)).toBe(true);
  });

  it('an older item whose photos were added before the reload (409) is complete, not failed', async () => {
    const store = await started();
    const server = fakeServer();
    const saved = (await store.load())!;
    saved.photos.slice(0, 2).forEach((photo, i) => {
      photo.ticket = {
        url: 'x',
        headers: {},
        key: `user-1/old-${i}.jpg`,
        expiresAt: '2099-01-01T00:00:00.000Z',
      };
      photo.sent = true;
    });
    saved.items[0]!.listingId = 'item-old';
    await store.save(saved);
    server.steps.setPhotos = () => Promise.reject(Object.assign(new Error('changed'), { status: 409 }));

    expect((await runBatch(store, server.steps, () => undefined)).kind).toBe('done');

    const failing = await started();
    const again = (await failing.load())!;
    again.photos.slice(0, 2).forEach((photo, i) => {
      photo.ticket = {
        url: 'x',
        headers: {},
        key: `user-1/old-${i}.jpg`,
        expiresAt: '2099-01-01T00:00:00.000Z',
      };
      photo.sent = true;
    });
    again.items[0]!.listingId = 'item-old';
    await failing.save(again);
    server.steps.setPhotos = () => Promise.reject(Object.assign(new Error('Not yours'), { status: 403 }));
    expect(await runBatch(failing, server.steps, () => undefined)).toEqual({
      kind: 'failed',
      reason: 'Not yours',
    });
    expect((await failing.load())!.items[0]!.complete).toBe(false);
  });

  it('at the upload limit, stops with the reason and what is left, and goes on later', async () => {
    const store = await started();
    const server = fakeServer();
    server.ticketsLeft = 3;
    expect(await runBatch(store, server.steps, () => undefined)).toEqual({
      kind: 'limited',
      reason: 'You have uploaded too many photos for now.',
      left: 1,
    });
    expect(server.items.size).toBe(2);
    server.ticketsLeft = 10;
    expect((await runBatch(store, server.steps, () => undefined)).kind).toBe('done');
    expect(server.tickets()).toBe(4);
  });

  it('an expired ticket is replaced; a ticket the store refuses (403) is asked for afresh', async () => {
    const store = await started();
    const server = fakeServer();
    let refuse = true;
    const put = server.steps.put;
    server.steps.put = (ticket, body, onProgress) => {
      if (refuse) {
        refuse = false;
        return Promise.reject(new PhotoStoreError(403));
      }
      return put(ticket, body, onProgress);
    };
    expect((await runBatch(store, server.steps, () => undefined)).kind).toBe('failed');
    expect((await store.load())!.photos[0]!.ticket).toBeUndefined();
    expect((await runBatch(store, server.steps, () => undefined)).kind).toBe('done');
    expect(server.tickets()).toBe(5);

    const later = await started();
    const other = fakeServer();
    const saved = (await later.load())!;
    saved.photos[0]!.ticket = { url: 'x', headers: {}, key: 'old', expiresAt: '2000-01-01T00:00:00.000Z' };
    await later.save(saved);
    await runBatch(later, other.steps, () => undefined);
    expect(other.stored.has('old')).toBe(false);
    expect(other.tickets()).toBe(4);
  });
});
