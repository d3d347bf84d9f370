// An item's photos (docs/product.md#photos): an ordered list whose first photo is the cover,
// the one every screen shows as the item's `image_url`.

/** The most photos one item holds. */
export const MAX_PHOTOS_PER_ITEM = 8;

/** One photo of an item as the API returns it: its storage key and a short-lived signed URL. */
export interface ListingPhoto {
  /** Storage key: `{userId}/{timestamp}-{filename}`, as `POST /api/uploads` gave it. */
  key: string;
  /** A short-lived signed GET URL, minted on every read. */
  url: string;
}
