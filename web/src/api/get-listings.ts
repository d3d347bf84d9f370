import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { WebListing } from '#domain/listing.ts';
import { afterNextPaint } from '../lib/after-paint';
import { getListingsPage, type ListingsList, type ListingsPage } from './listings-page';
import { queryKeys } from './query-keys';

export type { ListingsList, ListingsPage } from './listings-page';

export type ListingPages = InfiniteData<ListingsPage, string | undefined>;

/**
 * Resolves once the screen that asks for a first page has painted (docs/architecture/web.md#the-first-paint):
 * the main screen draws its Add tab, the loading texts in the list's place, before the list is
 * asked for, so the answer never holds that paint (Lighthouse counts every request that ended
 * before it, and an answer in time for it made a first visit 1 s or 3 s by chance). A hidden
 * page paints nothing: it asks at once.
 */
function screenPainted(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => afterNextPaint(resolve));
}

export const getListingsQueryOptions = (list: ListingsList = 'all') =>
  infiniteQueryOptions({
    queryKey: queryKeys.listingPages(list),
    queryFn: async ({ pageParam, signal }) => {
      if (pageParam === undefined) await screenPainted();
      return getListingsPage(list, pageParam, signal);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The pages loaded so far, as one list. */
export const loadedItems = (data: InfiniteData<ListingsPage, unknown> | undefined): WebListing[] =>
  data?.pages.flatMap((page) => page.items) ?? [];

/** A list of the caller's items, a page at a time: the next page loads with fetchNextPage. */
export const useListings = (list: ListingsList = 'all') => useInfiniteQuery(getListingsQueryOptions(list));
