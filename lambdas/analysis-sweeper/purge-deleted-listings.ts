import type { ListingDeletions } from '../lib/ports/listing-deletions';
import { logger } from '../lib/runtime/logger';
import type { PhotoStore } from '../lib/ports/photo-store';

/**
 * Deleting with Undo (docs/design.md#deleting-with-undo): a deleted listing whose undo window
 * has passed is purged for good: its photos, then its upload guards and the listing (the order
 * of a delete, so a purge cut short is finished by the next sweep). Undo cannot race it: a
 * restore needs the window still open, a purge needs it closed. Returns how many were purged.
 */
export async function purgeDeletedListings(
  { listings, photos }: { listings: ListingDeletions; photos: PhotoStore },
  nowMs: number,
): Promise<number> {
  const now = new Date(nowMs).toISOString();
  let purged = 0;
  for (const due of await listings.listDeletionsDue(now)) {
    try {
      const listing = await listings.getDeletionDue(due.userId, due.id, now);
      if (!listing) continue;
      // Every photo of the item, the cover included (docs/product.md#photos).
      for (const key of new Set([listing.image_key, ...listing.photos.map((photo) => photo.key)])) {
        if (key) await photos.delete(key);
      }
      if (await listings.remove(listing)) purged++;
    } catch (error) {
      // The listing stays marked and hidden; the next sweep tries again.
      logger.error('purge of a deleted listing failed', { listingId: due.id, error });
    }
  }
  return purged;
}
