import type { ApiListing } from '#domain/listing.ts';
import type { Caller } from '../lib/runtime/caller';
import type { ListingDeletions } from '../lib/ports/listing-deletions';
import type { Services } from '../lib/runtime/services';
import { listingNotFound, toApiListing } from './listing-view';

/**
 * `POST /api/listings/{id}/restore`: Undo of a delete (docs/design.md#deleting-with-undo). The
 * caller's own deleted listing comes back as it was, while its undo window lasts; after it,
 * or for a listing that is not deleted or not the caller's, the answer is 404.
 */
export async function restoreListing(
  { listings, photos }: Pick<Services, 'photos'> & { listings: ListingDeletions },
  caller: Caller,
  id: string,
  nowMs = Date.now(),
): Promise<ApiListing> {
  const restored = await listings.restore(caller.userId, id, new Date(nowMs).toISOString());
  if (!restored) throw listingNotFound();
  return toApiListing(restored, photos);
}
