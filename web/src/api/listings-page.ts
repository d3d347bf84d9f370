import { apiContract } from '#domain/api-contract.ts';
import type { ListingsStageFilter } from '#domain/api-types.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { callApi } from '../lib/api-client';

// The request alone, without the data cache (get-listings.ts).

/** One page of a list of the caller's items, newest first. */
export interface ListingsPage {
  items: WebListing[];
  nextCursor: string | null;
}

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
