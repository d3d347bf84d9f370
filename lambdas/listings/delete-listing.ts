import type { Caller } from '../lib/runtime/caller';
import type { Services } from '../lib/runtime/services';
import { listingNotFound } from './listing-view';

/**
 * `DELETE /api/listings/{id}`: the photo, then the upload guard, then the listing. The
 * listing goes last so that, if a step fails, the item is still there and the user's
 * retry finishes the job (every step is idempotent).
 */
export async function deleteListing(
  { listings, photos }: Pick<Services, 'listings' | 'photos'>,
  caller: Caller,
  id: string,
): Promise<void> {
  const listing = await listings.get(caller.userId, id);
  if (!listing) throw listingNotFound();
  if (listing.image_key) await photos.delete(listing.image_key);
  if (!(await listings.remove(listing))) throw listingNotFound();
}
