import type { AnalysisRevision, StoredListing } from './listings-repository';

/**
 * "Analyse again" (docs/product.md#photos): the item's one slot for a run in flight, and the
 * refined analysis the run stores.
 */
export interface ReanalysisLease {
  /**
   * Claims the item's one "Analyse again" slot at `now` (docs/product.md#photos): true when no
   * other is in flight, or the one in flight started before `staleBefore` (its function died).
   * False when one is in flight, or the listing is gone. Leaves `updated_at` as it is, so the
   * revision written at the end still meets its own `seen`.
   */
  claimReanalysis(userId: string, id: string, now: string, staleBefore: string): Promise<boolean>;
  /** Frees the slot claimed at `claimedAt`; a later claim (after a stale one) is left alone. */
  releaseReanalysis(userId: string, id: string, claimedAt: string): Promise<void>;
  /**
   * Stores a refined analysis (Analyse again with all photos) while the listing is as `seen`
   * and not deleted; undefined otherwise.
   */
  reviseAnalysis(
    seen: StoredListing,
    revision: AnalysisRevision,
    now: string,
  ): Promise<StoredListing | undefined>;
}
