import type { ListingUpdate } from '#domain/listing.ts';
import type { CreateOutcome, StoredListing } from './listings-repository';

/**
 * Creating a listing and changing its fields (docs/product.md#states-and-transitions). A listing
 * marked deleted refuses every change until it is restored.
 */
export interface ListingWrites {
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
}
