import type { Barcode } from '#domain/barcode.ts';
import type { ItemLife } from '#domain/item-life.ts';
import type { ApiListing, ListingUpdate } from '#domain/listing.ts';
import type { DueDeletion } from '../adapters/pending-deletions-index';

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

/**
 * The listings of one user at a time: every method is scoped by the caller's id. A listing
 * marked deleted (docs/design.md#deleting-with-undo) is absent from every list and read, and
 * refuses every change, until it is restored or purged.
 */
export interface ListingsRepository {
  /** The user's listings, newest first. */
  listByUser(userId: string): Promise<StoredListing[]>;
  /** One page of the user's listings: its cost depends on the page size, not on the user's count. */
  listPage(userId: string, request: ListingsPageRequest): Promise<ListingsPage>;
  get(userId: string, id: string): Promise<StoredListing | undefined>;
  /** The listing already created from this upload, if any. */
  findByImageKey(userId: string, imageKey: string): Promise<StoredListing | undefined>;
  /**
   * Which listing holds the photo (its upload guard), deleted ones waiting for their purge
   * included, which every read else hides: undefined when none does.
   */
  photoHolder(userId: string, key: string): Promise<PhotoHolder | undefined>;
  /**
   * Creates the listing unless its upload already became one; at most one per image key.
   * Throws UploadOfDeletedListing when that one is deleted and not purged yet.
   */
  createOnce(listing: StoredListing): Promise<CreateOutcome>;
  /** Merges the change; undefined when the user has no listing with this id. */
  update(userId: string, id: string, change: ListingUpdate, now: string): Promise<StoredListing | undefined>;
  /**
   * Clears a failed analysis's message as its retry is queued, only while the item is still
   * `analyzing`; undefined otherwise. Without it the item would read as failed until the new
   * run starts, and the app, seeing that, would stop waiting for the result.
   */
  clearAnalysisError(userId: string, id: string): Promise<StoredListing | undefined>;
  /**
   * Replaces the item's photos (the cover becomes `image_key`) and claims an upload guard for
   * each new one, only while the listing is as `seen` (same `updated_at`) and not deleted.
   * Undefined when the listing changed or went meanwhile; a photo another listing holds is
   * `{ takenBy }`. Guards of photos left out are removed once the listing is written.
   */
  replacePhotos(seen: StoredListing, change: PhotosChange, now: string): Promise<ReplaceOutcome>;
  /**
   * Writes the saved item's new life (docs/product.md#item-life) with its state and, when sold,
   * the sale's date beside it, in one write, only while the listing is as `seen` (same
   * `updated_at`), saved and not deleted. Undefined when it changed or went meanwhile.
   */
  changeLife(seen: StoredListing, life: ItemLife, now: string): Promise<StoredListing | undefined>;
  /**
   * Stores a refined analysis (Analyse again with all photos) while the listing is as `seen`
   * and not deleted; undefined otherwise.
   */
  reviseAnalysis(
    seen: StoredListing,
    revision: AnalysisRevision,
    now: string,
  ): Promise<StoredListing | undefined>;
  /**
   * Claims the item's one "Analyse again" slot at `now` (docs/product.md#photos): true when no
   * other is in flight, or the one in flight started before `staleBefore` (its function died).
   * False when one is in flight, or the listing is gone. Leaves `updated_at` as it is, so the
   * revision written at the end still meets its own `seen`.
   */
  claimReanalysis(userId: string, id: string, now: string, staleBefore: string): Promise<boolean>;
  /** Frees the slot claimed at `claimedAt`; a later claim (after a stale one) is left alone. */
  releaseReanalysis(userId: string, id: string, claimedAt: string): Promise<void>;
  /** Removes the listing and its upload guards; false when the listing was already gone. */
  remove(listing: StoredListing): Promise<boolean>;
  /**
   * Marks the listing deleted until `purgeAfter`: from now on it is gone for every read and
   * write but `restore`. Undefined when the user has no such listing (or it is marked already).
   */
  markDeleted(userId: string, id: string, purgeAfter: string): Promise<StoredListing | undefined>;
  /** Unmarks a deleted listing whose purge time is still after `now`; undefined otherwise. */
  restore(userId: string, id: string, now: string): Promise<StoredListing | undefined>;
  /** Every user's deleted listings whose purge time is at or before `now`, oldest first. */
  listDeletionsDue(now: string): Promise<DueDeletion[]>;
  /** The deleted listing, if it is still marked and due at `now`: the sweeper's purge reads it. */
  getDeletionDue(userId: string, id: string, now: string): Promise<StoredListing | undefined>;
  /** Removes every item of the user (listings and guards); returns how many. */
  removeAllOf(userId: string): Promise<number>;
}
