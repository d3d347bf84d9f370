import type { ApiListing, ListingUpdate } from '#domain/listing.ts';
import type { Caller } from '../lib/runtime/caller';
import type { ListingWrites } from '../lib/ports/listing-writes';
import type { Services } from '../lib/runtime/services';
import { listingNotFound, toApiListing } from './listing-view';

/**
 * `PUT /api/listings/{id}`: merges the given user fields into the stored ones and sets
 * the stage if given (docs/product.md#states-and-transitions: saving sets stage saved and merges the fields).
 */
export async function updateListing(
  { listings, photos }: Pick<Services, 'photos'> & { listings: ListingWrites },
  caller: Caller,
  id: string,
  change: ListingUpdate,
): Promise<ApiListing> {
  const updated = await listings.update(caller.userId, id, change, new Date().toISOString());
  if (!updated) throw listingNotFound();
  return toApiListing(updated, photos);
}
