import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import type { ListingSort, ListingView } from '#domain/listings-browse.ts';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/api/query-keys.ts';

// Your Items' views, sorts and title search (docs/product.md#your-items), a page at a time.

/** What the seller chose to see. */
export interface ItemsChoice {
  view: ListingView;
  sort: ListingSort;
  q: string;
}

export interface BrowsePage {
  items: WebListing[];
  nextCursor: string | null;
  /** The server stopped looking before the page was full: more may match further back. */
  partial: boolean;
}

async function getBrowsePage(
  choice: ItemsChoice,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<BrowsePage> {
  const q = choice.q.trim();
  const body = await callApi(apiContract.listListings, {
    query: { view: choice.view, sort: choice.sort, ...(q ? { q } : {}), cursor },
    signal,
  });
  return {
    items: body.listings.map(toWebListing),
    nextCursor: body.nextCursor,
    partial: body.partial === true,
  };
}

const browseQueryOptions = (choice: ItemsChoice) =>
  infiniteQueryOptions({
    queryKey: queryKeys.browse(choice.view, choice.sort, choice.q.trim()),
    queryFn: ({ pageParam, signal }) => getBrowsePage(choice, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Read again each time the view shows: an item's life may have moved it to another view.
    staleTime: 0,
  });

/** A view of the caller's items; `enabled` false while the shared list of every item serves. */
export const useBrowseListings = (choice: ItemsChoice, enabled: boolean) =>
  useInfiniteQuery({ ...browseQueryOptions(choice), enabled });
