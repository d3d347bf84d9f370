import type { QueryClient } from '@tanstack/react-query';
import type { WebListing } from '#domain/listing.ts';
import { newerFirst } from '#domain/listing-collections.ts';
import { loadedItems, type ListingPages, type ListingsList } from './get-listings';
import { readListingsSnapshot, writeListingsSnapshot, type ListingsSnapshot } from './listings-snapshot';
import { queryKeys } from './query-keys';

// The one owner of the cached listings (docs/architecture/web.md#data-layer): the pages of both
// lists (all items, items ready for review) and the single items read on their own. Every
// writer goes through the four changes below, which put an item where the server would list
// it, so the screen follows a mutation without reloading a page or re-signing a photo URL.

/** Which items each list holds, as the server chooses them (GET /api/listings[?stage=ready]). */
const holds: Record<ListingsList, (item: WebListing) => boolean> = {
  all: () => true,
  ready: (item) => item.stage === 'ready',
};

const lists = Object.keys(holds) as ListingsList[];

/** The pages with the item where the list would have it: in its place, newest first, or out. */
function placed(data: ListingPages, item: WebListing, belongs: boolean): ListingPages {
  const known = data.pages.some((page) => page.items.some((other) => other.id === item.id));
  if (known) {
    const pages = data.pages.map((page) => ({
      ...page,
      items: belongs
        ? page.items.map((other) => (other.id === item.id ? item : other))
        : page.items.filter((other) => other.id !== item.id),
    }));
    return { ...data, pages };
  }
  if (!belongs) return data;
  const at = data.pages.findIndex((page) => page.items.some((other) => newerFirst(item, other) < 0));
  // Older than every loaded item: it belongs on the last page only if nothing follows that page;
  // otherwise a page still to load brings it.
  const last = data.pages.length - 1;
  const pageIndex = at >= 0 ? at : data.pages[last]?.nextCursor === null ? last : -1;
  if (pageIndex < 0) return data;
  const pages = data.pages.map((page, index) => {
    if (index !== pageIndex) return page;
    const before = page.items.findIndex((other) => newerFirst(item, other) < 0);
    const items = [...page.items];
    items.splice(before >= 0 ? before : items.length, 0, item);
    return { ...page, items };
  });
  return { ...data, pages };
}

function writePages(queryClient: QueryClient, item: WebListing, belongs: (list: ListingsList) => boolean) {
  for (const list of lists) {
    queryClient.setQueryData<ListingPages>(queryKeys.listingPages(list), (data) =>
      data ? placed(data, item, belongs(list)) : data,
    );
  }
}

/**
 * The item as the server now has it: replaced where a list holds it, put in its place where a
 * list should hold it and does not yet, taken out of a list it left (a saved item leaves the
 * Review tab's). A single-item query already cached takes it too.
 */
export function upsertListing(queryClient: QueryClient, item: WebListing): void {
  writePages(queryClient, item, (list) => holds[list](item));
  if (queryClient.getQueryData(queryKeys.listing(item.id)) !== undefined) {
    queryClient.setQueryData(queryKeys.listing(item.id), item);
  }
}

/**
 * Changes a cached item ahead of the server (an optimistic update) and returns it as it was,
 * to put back with `upsertListing` if the server refuses. Undefined when nothing holds it.
 */
export function patchListing(
  queryClient: QueryClient,
  id: string,
  change: (item: WebListing) => WebListing,
): WebListing | undefined {
  const before = cachedListing(queryClient, id);
  if (before) upsertListing(queryClient, change(before));
  return before;
}

/** Takes the item out of every list and forgets its own query; returns it as it was. */
export function removeListing(queryClient: QueryClient, id: string): WebListing | undefined {
  const before = cachedListing(queryClient, id);
  if (before) writePages(queryClient, before, () => false);
  queryClient.removeQueries({ queryKey: queryKeys.listing(id), exact: true });
  return before;
}

/** Stops list reads in flight, so an answer sent before a change cannot overwrite it. */
export function holdListings(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ queryKey: queryKeys.listings });
}

/** The cached item: from the list of all items, the Review list, or its own query. */
export function cachedListing(queryClient: QueryClient, id: string): WebListing | undefined {
  for (const list of lists) {
    const found = loadedItems(queryClient.getQueryData<ListingPages>(queryKeys.listingPages(list))).find(
      (item) => item.id === id,
    );
    if (found) return found;
  }
  return queryClient.getQueryData<WebListing>(queryKeys.listing(id));
}

/**
 * Puts the user's first pages from their last visit in the cache before the main screen's first
 * render, so it draws them at once; `refreshListings` must follow once that is painted (new photo
 * URLs included: the kept ones may have expired).
 * docs/architecture/web.md#a-repeat-visit-paints-from-the-device. True when there was one.
 */
export function restoreListings(queryClient: QueryClient, userId: string): boolean {
  const snapshot = readListingsSnapshot(userId);
  if (!snapshot) return false;
  for (const list of lists) {
    const data: ListingPages = { pages: [snapshot[list]], pageParams: [undefined] };
    // Fresh for now (the queries do not read it again as they mount, before the paint).
    queryClient.setQueryData(queryKeys.listingPages(list), data);
  }
  return true;
}

/** Reads both lists again from the network, replacing what the cache holds. */
export function refreshListings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.listings });
}

/** The first page of each list as the cache holds it, once both have come. */
function firstPages(queryClient: QueryClient): ListingsSnapshot | undefined {
  const [all, ready] = (['all', 'ready'] as const).map(
    (list) => queryClient.getQueryData<ListingPages>(queryKeys.listingPages(list))?.pages[0],
  );
  return all && ready ? { all, ready } : undefined;
}

/**
 * Keeps the first page of each list on the device while the cache changes (a page arrives, a
 * mutation writes), for the user's next visit. Returns the function that stops it; a write
 * still scheduled then is dropped, so nothing is written after the screen has closed.
 */
export function keepListingsOnDevice(queryClient: QueryClient, userId: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const pages = firstPages(queryClient);
    if (pages) writeListingsSnapshot(userId, pages);
  };
  const stop = queryClient.getQueryCache().subscribe((event) => {
    const [scope, kind] = event.query.queryKey as readonly unknown[];
    if (event.type !== 'updated' || scope !== 'listings' || kind !== 'pages') return;
    if (event.query.state.status !== 'success') return;
    // Several changes in a row (both pages, an optimistic write and its answer) make one write.
    timer ??= setTimeout(write, 200);
  });
  return () => {
    stop();
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** An item deleted or brought back on the server: the views' counts are read again at once. */
export const refreshSummary = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.summary });
