// @ts-nocheck
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { WebListing } from '#domain/listing.ts';
import { takeFirstListingsPage } from './first-listings-pages';
import { getListingsPage, type ListingsList, type ListingsPage } from './listings-page';
import { queryKeys } from './query-keys';

export type { ListingsList, ListingsPage } from './listings-page';

export type ListingPages = InfiniteData<ListingsPage, string | undefined>;

export const getListingsQueryOptions = (list: ListingsList = 'all') =>
  infiniteQueryOptions({
    queryKey: queryKeys.listingPages(list),
    // The first page may be on its way already (first-listings-pages.ts).
    queryFn: ({ pageParam, signal }) =>
      (pageParam === undefined ? takeFirstListingsPage(list) : undefined) ??
      getListingsPage(list, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The pages loaded so far, as one list. */
export const loadedItems = (data: InfiniteData<ListingsPage, unknown> | undefined): WebListing[] =>
  data?.pages.flatMap((page) => page.items) ?? [];

/** A list of the caller's items, a page at a time: the next page loads with fetchNextPage. */
export const useListings = (list: ListingsList = 'all') => useInfiniteQuery(getListingsQueryOptions(list));
