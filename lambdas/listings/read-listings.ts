import type { ListingRow } from '#domain/listing.ts';
import type { Caller } from '../lib/caller';
import type { Services } from '../lib/services';
import { listingNotFound, toListingRow, toListingRows } from './listing-view';

type Deps = Pick<Services, 'listings' | 'photos'>;

/** `GET /api/listings`: the caller's listings, newest first. */
export async function listListings({ listings, photos }: Deps, caller: Caller): Promise<ListingRow[]> {
  return toListingRows(await listings.listByUser(caller.userId), photos);
}

/** `GET /api/listings/{id}`: another user's id is as unknown as a missing one. */
export async function getListing(
  { listings, photos }: Deps,
  caller: Caller,
  id: string,
): Promise<ListingRow> {
  const listing = await listings.get(caller.userId, id);
  if (!listing) throw listingNotFound();
  return toListingRow(listing, photos);
}
