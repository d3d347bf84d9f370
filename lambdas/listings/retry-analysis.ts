import { serverTexts } from '#domain/messages.ts';
import { ApiError } from '../lib/runtime/api-error';
import { aiLimitReached, consumeAiCall } from '../lib/runtime/ai-rate-limit';
import type { Caller } from '../lib/runtime/caller';
import type { ListingReads } from '../lib/ports/listing-reads';
import type { ListingWrites } from '../lib/ports/listing-writes';
import type { StoredListing } from '../lib/ports/listings-repository';
import type { Services } from '../lib/runtime/services';
import { listingNotFound } from './listing-view';

const notAnalyzingMessage = serverTexts.alreadyAnalysed;
const analysisRunningMessage = serverTexts.analysisRunning;

/** True while a run holds the item: started within the lease and not yet finished. */
function analysisRunning(listing: StoredListing, leaseSeconds: number, nowMs: number): boolean {
  if (!listing.analysis_started_at) return false;
  return Date.parse(listing.analysis_started_at) > nowMs - leaseSeconds * 1000;
}

/**
 * `POST /api/listings/{id}/analyze`: queues another analysis of the caller's own item that
 * is stuck in `analyzing` (docs/product.md#states-and-transitions, step 6), unless a run is in flight. Counts
 * against the caller's AI limit here, so the run itself does not count it again.
 */
export async function retryAnalysis(
  {
    listings,
    analysisQueue,
    aiLimiter,
  }: Pick<Services, 'analysisQueue' | 'aiLimiter'> & { listings: ListingReads & ListingWrites },
  caller: Caller,
  id: string,
  options: { leaseSeconds: number; nowMs?: number },
): Promise<StoredListing> {
  const nowMs = options.nowMs ?? Date.now();
  const listing = await listings.get(caller.userId, id);
  if (!listing) throw listingNotFound();
  if (listing.stage !== 'analyzing') throw new ApiError(409, 'conflict', notAnalyzingMessage);
  if (analysisRunning(listing, options.leaseSeconds, nowMs)) {
    throw new ApiError(409, 'conflict', analysisRunningMessage);
  }
  const decision = await consumeAiCall(aiLimiter, caller.userId, new Date(nowMs));
  if (!decision.allowed) throw aiLimitReached(decision.retryAfterSeconds);
  // Waiting again before the run is queued, so no read in between shows the old failure.
  const queued = await listings.clearAnalysisError(caller.userId, id);
  if (!queued) throw new ApiError(409, 'conflict', notAnalyzingMessage);
  await analysisQueue.send({ userId: caller.userId, listingId: id, charged: true });
  return queued;
}
