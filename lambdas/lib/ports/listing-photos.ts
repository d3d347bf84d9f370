import type { PhotosChange, ReplaceOutcome, StoredListing } from './listings-repository';

/** An item's photo list and the upload guards of its photos (docs/product.md#photos). */
export interface ListingPhotos {
  /**
   * Replaces the item's photos (the cover becomes `image_key`) and claims an upload guard for
   * each new one, only while the listing is as `seen` (same `updated_at`) and not deleted.
   * Undefined when the listing changed or went meanwhile; a photo another listing holds is
   * `{ takenBy }`. Guards of photos left out are removed once the listing is written.
   */
  replacePhotos(seen: StoredListing, change: PhotosChange, now: string): Promise<ReplaceOutcome>;
}
