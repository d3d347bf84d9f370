import type { PhotoHolder, PhotosChange, ReplaceOutcome, StoredListing } from './listings-repository';

/** An item's photo list and the upload guards of its photos (docs/product.md#photos). */
export interface ListingPhotos {
  /**
   * Which listing holds the photo (its upload guard), deleted ones waiting for their purge
   * included, which every read else hides: undefined when none does.
   */
  photoHolder(userId: string, key: string): Promise<PhotoHolder | undefined>;
  /**
   * Replaces the item's photos (the cover becomes `image_key`) and claims an upload guard for
   * each new one, only while the listing is as `seen` (same `updated_at`) and not deleted.
   * Undefined when the listing changed or went meanwhile; a photo another listing holds is
   * `{ takenBy }`. Guards of photos left out are removed once the listing is written.
   */
  replacePhotos(seen: StoredListing, change: PhotosChange, now: string): Promise<ReplaceOutcome>;
}
