import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { ListingsStageFilter } from '#domain/api-types.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { callApi } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** One page of a list of the caller's items, newest first. */
export interface ListingsPage {
  items: WebListing[];
  nextCursor: string | null;
}

export type ListingPages = InfiniteData<ListingsPage, string | undefined>;

/** Which list: every item (List and Add tabs), or those ready for review (Review tab, badge). */
export type ListingsList = ListingsStageFilter | 'all';

/** GET /api/listings: one page of the caller's items, newest first (docs/product.md#states-and-transitions). */
export async function getListingsPage(
  list: ListingsList,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ListingsPage> {
  const stage = list === 'all' ? undefined : list;
  const body = await callApi(apiContract.listListings, { query: { stage, cursor }, signal });
  return { items: body.listings.map(toWebListing), nextCursor: body.nextCursor };
}

export const getListingsQueryOptions = (list: ListingsList = 'all') =>
  infiniteQueryOptions({
    queryKey: queryKeys.listingPages(list),
    queryFn: ({ pageParam, signal }) => getListingsPage(list, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The pages loaded so far, as one list. */
export const loadedItems = (data: InfiniteData<ListingsPage, unknown> | undefined): WebListing[] =>
  data?.pages.flatMap((page) => page.items) ?? [];

/** A list of the caller's items, a page at a time: the next page loads with fetchNextPage. */
export const useListings = (list: ListingsList = 'all') => useInfiniteQuery(getListingsQueryOptions(list));
