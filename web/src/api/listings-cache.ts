import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { WebListing } from '#domain/listing.ts';
import { loadedItems, type ListingPages } from './get-listings';
import { queryKeys } from './query-keys';

// The cached pages of both lists (all items, items ready for review), changed in place the
// way the server changed them, so the screen follows a mutation without reloading every page.

/** Applies the change to every loaded page of both lists. */
export function updateCachedListings(
  queryClient: QueryClient,
  change: (items: WebListing[]) => WebListing[],
): void {
  queryClient.setQueriesData<ListingPages>({ queryKey: queryKeys.listings }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
  );
}

/** Every item loaded so far in the list of all items. */
export function cachedListings(queryClient: QueryClient): WebListing[] {
  return loadedItems(queryClient.getQueryData<ListingPages>(queryKeys.listingPages('all')));
}

/** A new item on top of the list of all items (newest first). */
export function prependListing(queryClient: QueryClient, item: WebListing): void {
  queryClient.setQueryData<ListingPages>(queryKeys.listingPages('all'), (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.filter((known) => known.id !== item.id),
    }));
    const [first, ...rest] = pages;
    return { ...data, pages: first ? [{ ...first, items: [item, ...first.items] }, ...rest] : pages };
  });
}

export type ListingsSnapshot = [QueryKey, ListingPages | undefined][];

/** Both lists as cached now, to put back if an optimistic change is refused. */
export async function snapshotListings(queryClient: QueryClient): Promise<ListingsSnapshot> {
  await queryClient.cancelQueries({ queryKey: queryKeys.listings });
  return queryClient.getQueriesData<ListingPages>({ queryKey: queryKeys.listings });
}

export function restoreListings(queryClient: QueryClient, snapshot: ListingsSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
