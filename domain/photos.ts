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

/**
 * Upload tickets (`POST /api/uploads`) one user may take in a UTC-aligned day, on top of the
 * hourly ceiling (UPLOAD_TICKET_LIMIT, 100 an hour): with up to MAX_PHOTOS_PER_ITEM photos an
 * item, a person clearing a whole house (a hundred items, four photos each) stays below it,
 * while a script can no longer store 2,400 photos of 15 MB a day (docs/product.md#constants-and-limits).
 */
export const UPLOAD_TICKETS_PER_DAY = 400;

/** The day of UPLOAD_TICKETS_PER_DAY, in seconds. */
export const UPLOAD_TICKET_DAY_SECONDS = 24 * 3600;

/**
 * The most photos one "Add a batch" takes: a shelf or a drawer at a time. Sixty at
 * up to 2048 px are prepared one after another, never decoded all at once, and at up to
 * MAX_PHOTOS_PER_ITEM a photo they are still at least eight items; past it the first sixty are
 * kept and the seller is told.
 */
export const MAX_PHOTOS_PER_BATCH = 60;

/**
 * How the grouping screen words a proposed item's confidence (0 to 1): `sure` from
 * SURE_GROUPING up, `likely` from LIKELY_GROUPING up, else `check` (the seller should look).
 */
export const SURE_GROUPING = 0.7;
export const LIKELY_GROUPING = 0.4;

export type GroupingLevel = 'sure' | 'likely' | 'check';

export function groupingLevel(confidence: number): GroupingLevel {
  if (confidence >= SURE_GROUPING) return 'sure';
  return confidence >= LIKELY_GROUPING ? 'likely' : 'check';
}
