import type { UserFields } from '#domain/user-fields.ts';
import type { AiResult, ListingAnalysisRepository } from '#lambdas/lib/ports/listing-analysis-repository.ts';
import type { StoredListing } from '#lambdas/lib/ports/listings-repository.ts';
import type { WaitingAnalysis } from '#lambdas/lib/ports/listing-analysis-repository.ts';

const keyOf = (userId: string, id: string) => `${userId}\n${id}`;

/**
 * The analyser's writes in memory, with the conditions of DynamoListingAnalysisRepository
 * (tests/integration/analysis-sweeper.test.ts runs the real one on the emulator): a claim only
 * while analyzing and unclaimed or stale, a result only on the item as it was read, and the
 * waiting mark the sweeper reads, set on every claim and cleared by a result or a failure.
 */
export class InMemoryAnalysisRepository implements ListingAnalysisRepository {
  private readonly items = new Map<string, StoredListing>();
  private readonly waiting = new Map<string, string>();

  /** Stores a listing as created `since` (waiting for its first analysis from then). */
  seed(listing: StoredListing, since = listing.created_at): void {
    this.items.set(keyOf(listing.user_id, listing.id), structuredClone(listing));
    this.waiting.set(keyOf(listing.user_id, listing.id), since);
  }

  item(userId: string, id: string): StoredListing | undefined {
    return structuredClone(this.items.get(keyOf(userId, id)));
  }

  /** Replaces the stored item as another writer would (the user saving, a late result). */
  overwrite(listing: StoredListing): void {
    this.items.set(keyOf(listing.user_id, listing.id), structuredClone(listing));
  }

  async start(userId: string, id: string, now: string, staleBefore: string) {
    const item = this.items.get(keyOf(userId, id));
    if (!item || item.stage !== 'analyzing') return undefined;
    if (item.analysis_started_at && item.analysis_started_at >= staleBefore) return undefined;
    Object.assign(item, {
      analysis_started_at: now,
      analysis_error: null,
      analysis_attempts: item.analysis_attempts + 1,
    });
    this.waiting.set(keyOf(userId, id), now);
    return structuredClone(item);
  }

  async complete(seen: StoredListing, result: AiResult, userFields: UserFields, now: string) {
    const item = this.items.get(keyOf(seen.user_id, seen.id));
    if (!item || item.stage !== 'analyzing' || item.updated_at !== seen.updated_at) return false;
    Object.assign(item, result, {
      user_fields: userFields,
      stage: 'ready',
      analysis_error: null,
      analysis_started_at: null,
      updated_at: now,
    });
    this.waiting.delete(keyOf(seen.user_id, seen.id));
    return true;
  }

  async fail(userId: string, id: string, message: string) {
    const item = this.items.get(keyOf(userId, id));
    if (!item || item.stage !== 'analyzing') return;
    Object.assign(item, { analysis_error: message, analysis_started_at: null });
    this.waiting.delete(keyOf(userId, id));
  }

  async release(listing: StoredListing) {
    const item = this.items.get(keyOf(listing.user_id, listing.id));
    if (item?.stage === 'analyzing' && item.analysis_started_at === listing.analysis_started_at) {
      item.analysis_started_at = null;
    }
  }

  async listAnalyzing() {
    return [...this.items.values()]
      .filter((item) => item.stage === 'analyzing')
      .map((i) => structuredClone(i));
  }

  async listWaitingSince(before: string): Promise<WaitingAnalysis[]> {
    return [...this.waiting.entries()]
      .filter(([, since]) => since < before)
      .sort(([, a], [, b]) => (a < b ? -1 : 1))
      .map(([key, since]) => {
        const [userId, id] = key.split('\n') as [string, string];
        return { userId, id, since };
      });
  }

  async expire(waiting: WaitingAnalysis, message: string) {
    const key = keyOf(waiting.userId, waiting.id);
    const item = this.items.get(key);
    if (this.waiting.get(key) !== waiting.since) return false;
    this.waiting.delete(key);
    if (!item || item.stage !== 'analyzing') return false;
    Object.assign(item, { analysis_error: message, analysis_started_at: null });
    return true;
  }

  async abandon(userId: string, id: string, message: string, staleBefore: string) {
    const item = this.items.get(keyOf(userId, id));
    if (!item || item.stage !== 'analyzing' || item.analysis_error) return false;
    if (item.analysis_started_at && item.analysis_started_at >= staleBefore) return false;
    Object.assign(item, { analysis_error: message, analysis_started_at: null });
    this.waiting.delete(keyOf(userId, id));
    return true;
  }
}
