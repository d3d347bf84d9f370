import type { Barcode } from '#domain/barcode.ts';
import type { ApiListing } from '#domain/listing.ts';

// The values of the listings table's ports: each job has its port (listing-reads.ts,
// listing-writes.ts, listing-photos.ts, listing-life.ts, reanalysis-lease.ts,
// listing-deletions.ts, listings-erasure.ts), all of them together listings-ports.ts.

/**
 * A listing as stored: the API row without the signed image URL minted on every read, plus
 * the ETag and size of the photo as it was verified when the listing was created (absent on
 * listings made before they were recorded), and the barcode the browser read in the photo,
 * kept for every run of the analysis (docs/product.md#barcodes). These never leave the server.
 */
export type StoredListing = Omit<ApiListing, 'image_url' | 'photos'> & {
  image_etag?: string;
  image_size?: number;
  barcode?: Barcode;
  /**
   * Every photo of the item, in order (docs/product.md#photos): the first is the cover, always
   * `image_key` (with `image_etag` and `image_size`). A listing stored before items had several
   * photos has none and reads as its one photo (`fromDynamoItem`).
   */
  photos: StoredPhoto[];
};

/** One photo of an item as stored: its key and, once verified, the ETag and size checked. */
export interface StoredPhoto {
  key: string;
  etag?: string;
  size?: number;
}

/** What `replacePhotos` writes: the whole ordered list and, when one was read, the barcode. */
export interface PhotosChange {
  photos: StoredPhoto[];
  barcode?: Barcode;
}

/** What `reviseAnalysis` writes: the refined AI result and the user's fields, filled where empty. */
export interface AnalysisRevision {
  ai_category: string;
  ai_details_text: string;
  ai_fields: Record<string, string>;
  ai_enrichment: ApiListing['ai_enrichment'];
  user_fields: ApiListing['user_fields'];
}

export type ReplaceOutcome =
  | { listing: StoredListing }
  /** The listing changed or went since it was read. */
  | { stale: true }
  /** A new photo is already another listing's (its upload guard names that listing). */
  | { takenBy: string; key: string };

/**
 * The upload already became a listing that its user deleted and that is not purged yet
 * (docs/design.md#deleting-with-undo): it can be restored, not made again.
 */
export class UploadOfDeletedListing extends Error {
  constructor(readonly listingId: string) {
    super(`The upload belongs to listing ${listingId}, deleted and waiting for its purge`);
    this.name = 'UploadOfDeletedListing';
  }
}

/** The listing a photo belongs to, and whether it is deleted (and still restorable). */
export interface PhotoHolder {
  listingId: string;
  deleted: boolean;
}

export interface CreateOutcome {
  listing: StoredListing;
  /** False when an earlier request already created the listing for this upload. */
  created: boolean;
}

/** A listing the sweeper may purge: its keys. */
export interface DueDeletion {
  userId: string;
  id: string;
}

/** Which of a user's listings a page holds: all of them, or those in stage ready. */
export type ListingsView = 'all' | 'ready';

export interface ListingsPageRequest {
  view: ListingsView;
  /** The id of the previous page's last listing; the first page without it. */
  after?: string;
  limit: number;
}

export interface ListingsPage {
  /** At most `limit` listings, newest first. */
  listings: StoredListing[];
  /** Where the next page starts (pass as `after`); absent on the last page. */
  lastId?: string;
}
