// @ts-nocheck
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { getListingQueryOptions } from '#web/api/get-listing.ts';
import { getListingsQueryOptions, type ListingPages, type ListingsList } from '#web/api/get-listings.ts';
import { cachedListing, patchListing, removeListing, upsertListing } from '#web/api/listings-cache.ts';
import { apiListing } from './support/api-server';

// The listings cache's one owner puts an item where the server would list it.

const item = (id: string, stage: WebListing['stage'] = 'ready'): WebListing =>
  toWebListing(apiListing({ id, stage, created_at: `2026-11-01T10:00:${id.slice(-2)}.000Z` }));

let queryClient: QueryClient;

function givenPages(list: ListingsList, pages: { ids: string[]; next: string | null }[]) {
  queryClient.setQueryData<ListingPages>(getListingsQueryOptions(list).queryKey, {
    pages: pages.map(({ ids, next }) => ({ items: ids.map((id) => item(id)), nextCursor: next })),
    pageParams: pages.map((_, index) => (index === 0 ? undefined : String(index))),
  });
}

const idsOf = (list: ListingsList) =>
  queryClient
    .getQueryData<ListingPages>(getListingsQueryOptions(list).queryKey)
    ?.pages.map((page) => page.items.map((known) => known.id));

beforeEach(() => {
  queryClient = new QueryClient();
});

describe('upsertListing', () => {
  it('puts a new item in its place, newest first, on the page it belongs to', () => {
    givenPages('all', [
      { ids: ['id-50', 'id-40'], next: 'a' },
      { ids: ['id-30', 'id-10'], next: null },
    ]);
    upsertListing(queryClient, item('id-60', 'analyzing'));
    upsertListing(queryClient, item('id-20', 'analyzing'));
    expect(idsOf('all')).toEqual([
      ['id-60', 'id-50', 'id-40'],
      ['id-30', 'id-20', 'id-10'],
    ]);
  });

  it('leaves an item older than every loaded one to the page still to load', () => {
    givenPages('ready', [{ ids: ['id-50', 'id-40'], next: 'a' }]);
    upsertListing(queryClient, item('id-05'));
    expect(idsOf('ready')).toEqual([['id-50', 'id-40']]);
  });

  it('replaces a known item in place, and takes it out of a list it left', () => {
    givenPages('all', [{ ids: ['id-50', 'id-40'], next: null }]);
    givenPages('ready', [{ ids: ['id-50', 'id-40'], next: null }]);
    upsertListing(queryClient, { ...item('id-40'), stage: 'saved' });
    expect(idsOf('all')).toEqual([['id-50', 'id-40']]);
    expect(cachedListing(queryClient, 'id-40')?.stage).toBe('saved');
    expect(idsOf('ready')).toEqual([['id-50']]);
  });

  it('updates a single item already cached, and caches none that was not', () => {
    queryClient.setQueryData(getListingQueryOptions('id-40').queryKey, item('id-40', 'analyzing'));
    upsertListing(queryClient, item('id-40'));
    upsertListing(queryClient, item('id-41'));
    expect(queryClient.getQueryData(getListingQueryOptions('id-40').queryKey)).toMatchObject({
      stage: 'ready',
    });
    expect(queryClient.getQueryData(getListingQueryOptions('id-41').queryKey)).toBeUndefined();
  });
});

describe('patchListing and removeListing', () => {
  it('patch changes the item at once and returns it as it was, to put back on refusal', () => {
    givenPages('all', [{ ids: ['id-50'], next: null }]);
    givenPages('ready', [{ ids: ['id-50'], next: null }]);
    const before = patchListing(queryClient, 'id-50', (known) => ({ ...known, stage: 'saved' }));
    expect(idsOf('ready')).toEqual([[]]);
    upsertListing(queryClient, before!);
    expect(idsOf('ready')).toEqual([['id-50']]);
    expect(cachedListing(queryClient, 'id-50')?.stage).toBe('ready');
  });

  it('remove takes the item out of every list and forgets its own query', () => {
    givenPages('all', [{ ids: ['id-50', 'id-40'], next: null }]);
    givenPages('ready', [{ ids: ['id-40'], next: null }]);
    queryClient.setQueryData(getListingQueryOptions('id-40').queryKey, item('id-40'));
    const removed = removeListing(queryClient, 'id-40');
    expect(removed?.id).toBe('id-40');
    expect(idsOf('all')).toEqual([['id-50']]);
    expect(idsOf('ready')).toEqual([[]]);
    expect(queryClient.getQueryData(getListingQueryOptions('id-40').queryKey)).toBeUndefined();
  });
});
