import type { AiEnrichment } from '#domain/listing.ts';
import type { UserFields } from '#domain/user-fields.ts';
import type { StoredListing } from './listings-repository';

// The analyser's writes to a listing (docs/design.md#analysis). Each is conditional on the item
// still being in `analyzing`, so a save the user made meanwhile always wins.

/** What an analysis stores on the listing (docs/product.md#data, the ai_* attributes). */
export interface AiResult {
  ai_category: string;
  ai_details_text: string;
  ai_fields: Record<string, string>;
  ai_enrichment: AiEnrichment | null;
}

/** The waiting item the sweeper found: its keys and since when it waits. */
export interface WaitingAnalysis {
  userId: string;
  id: string;
  since: string;
}

export interface ListingAnalysisRepository {
  /**
   * Claims a run: only while the item is `analyzing` and no other run holds it (no start
   * recorded, or one older than `staleBefore`, i.e. a crashed run). Counts the attempt.
   * Undefined when the item is gone, no longer analyzing, or another run holds it.
   */
  start(userId: string, id: string, now: string, staleBefore: string): Promise<StoredListing | undefined>;
  /**
   * Stores the result, the user fields and stage `ready`, only if the item is still
   * `analyzing` and unchanged since `seen` was read; false otherwise.
   */
  complete(seen: StoredListing, result: AiResult, userFields: UserFields, now: string): Promise<boolean>;
  /** Records why the run failed and releases it; the item stays `analyzing`. */
  fail(userId: string, id: string, message: string): Promise<void>;
  /**
   * Frees the claim of a run known to be dead (the local twin at start: its runs lived in the
   * process that stopped), if the same run still holds it.
   */
  release(listing: StoredListing): Promise<void>;
  /** Every user's items still `analyzing` (the local twin re-queues them when it starts). */
  listAnalyzing(): Promise<StoredListing[]>;
  /**
   * Items waiting for an analysis (queued or running, no result, no failure recorded) since
   * before `before`, oldest first: the sweeper's candidates.
   */
  listWaitingSince(before: string): Promise<WaitingAnalysis[]>;
  /**
   * Records `message` on an item the sweeper found stuck, only if it still waits exactly as
   * it was found (`since` unchanged): a result, a failure or a new run meanwhile wins. True
   * when recorded.
   */
  expire(waiting: WaitingAnalysis, message: string): Promise<boolean>;
  /**
   * Records `message` on an item whose job was given up (the dead-letter queue, the last
   * receive), unless a run claimed it after `staleBefore` (a retry the user started meanwhile)
   * or a failure is recorded already. True when recorded.
   */
  abandon(userId: string, id: string, message: string, staleBefore: string): Promise<boolean>;
}
