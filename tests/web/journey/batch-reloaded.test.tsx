import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTINGS_PAGE_SIZE, type ListingsResponse } from '#domain/api-types.ts';
import { memoryBatchStore, type BatchStore } from '#web/photos/batch-store.ts';
import { keepBatch } from '#web/photos/batch-upload.ts';
import { api, apiListing, apiServer } from '../support/api-server';
import { fakeRoute } from '../support/fake-route';
import { journey } from './journey-api';
import { openTab, renderMain, tab } from './render-main';

// A batch reloaded during its upload (docs/product.md#add-a-batch): the page comes back with the
// plan on the device and goes on. The Review tab's badge and its "N of M ready" must say the
// same, though the app reads its two lists apart and the list of items ready for review comes
// from an index the server updates a moment after the item (a DynamoDB global secondary index):
// the first item, ready as the page came back, is in the list of every item and not yet in
// the ready one.

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

/** The device's IndexedDB, which outlives the page: one store per user across renders. */
const device = vi.hoisted(() => ({ stores: new Map<string, unknown>() }));
vi.mock('#web/photos/batch-store-idb.ts', () => ({
  batchStoreFor: (userId: string) => device.stores.get(userId),
}));

/** Items the ready index does not list yet, though the table has them ready. */
let notIndexedYet = new Set<string>();

const photo = (id: string) => ({ id, name: `${id}.jpg`, blob: new Blob([new Uint8Array(50)]) });

/** The batch as the reload left it: item 1 made (and analysed since), items 2 and 3 still to send. */
async function batchCutShortByAReload(store: BatchStore) {
  await keepBatch(
    store,
    [{ photoIds: ['p1'] }, { photoIds: ['p2'] }, { photoIds: ['p3'] }],
    [photo('p1'), photo('p2'), photo('p3')],
  );
  const saved = (await store.load())!;
  saved.photos[0]!.sent = true;
  saved.photos[0]!.ticket = {
    url: 'http://photos.test/bucket/user-1/1700000000000-p1.jpg',
    key: 'user-1/1700000000000-p1.jpg',
    headers: {},
    expiresAt: '2026-11-22T10:00:00.000Z',
  };
  saved.items[0] = { ...saved.items[0]!, listingId: '01B1', complete: true };
  await store.save(saved);
}

beforeEach(async () => {
  const store = memoryBatchStore();
  device.stores.set('user-1', store);
  await batchCutShortByAReload(store);
  api.listings = [
    apiListing({
      id: '01B1',
      user_fields: { title: 'Lamp' },
      created_at: '2026-11-22T08:59:00.000Z',
      updated_at: '2026-11-22T09:01:00.000Z',
    }),
  ];
  notIndexedYet = new Set(['01B1']);
  // The analysis of each new item is over when it is next read.
  journey.analysis = (row) => ({
    ...row,
    stage: 'ready',
    user_fields: { title: `Item ${row.id}` },
    updated_at: '2026-11-22T09:05:00.000Z',
  });
});
afterEach(() => device.stores.clear());

/** The list routes as the real one reads them: the ready list from its index, a moment behind. */
function readyIndexBehind() {
  apiServer.use(
    fakeRoute('listListings', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const ready = query.get('stage') === 'ready';
      const rows = api.listings.filter(
        (row) => !ready || (row.stage === 'ready' && !notIndexedYet.has(row.id)),
      );
      return HttpResponse.json({
        listings: rows.slice(0, LISTINGS_PAGE_SIZE),
        nextCursor: null,
      } satisfies ListingsResponse);
    }),
  );
}

describe('a batch reloaded during its upload', () => {
  it('has the Review badge and "N of M ready" count the same items', { timeout: 20_000 }, async () => {
    readyIndexBehind();
    const { user } = await renderMain();
    await openTab(user, 'Review');

    expect(await screen.findByText('3 of 3 ready', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(tab(/Review/)).toHaveAccessibleName(/3 ready for review/);
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('article', { name: 'Lamp' })).toBeInTheDocument();
  });
});
