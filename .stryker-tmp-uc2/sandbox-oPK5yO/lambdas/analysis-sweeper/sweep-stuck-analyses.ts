// @ts-nocheck
import { aiFailureMessage } from '../lib/ports/ai-failure';
import { countOperationalMetric } from '../lib/runtime/count-operational-metric';
import type { ListingAnalysisRepository } from '../lib/ports/listing-analysis-repository';
import { logger } from '../lib/runtime/logger';
import { operationalMetrics } from '../lib/runtime/operational-metrics';

/**
 * Every analysis ends (docs/design.md#analysis): an item still waiting for its analysis after
 * `stuckSeconds` (its worker killed, its job lost) records the timeout message, so the page
 * stops polling and offers Try again. Each write is conditional on the item still waiting as
 * found, so a result that lands meanwhile wins. Returns how many were marked.
 */
export async function sweepStuckAnalyses(
  analyses: ListingAnalysisRepository,
  options: { stuckSeconds: number; now: number },
): Promise<number> {
  const before = new Date(options.now - options.stuckSeconds * 1000).toISOString();
  let marked = 0;
  for (const waiting of await analyses.listWaitingSince(before)) {
    if (await analyses.expire(waiting, aiFailureMessage('timeout'))) {
      marked++;
      logger.warn('stuck analysis marked as timed out', { listingId: waiting.id, since: waiting.since });
    }
  }
  if (marked > 0) countOperationalMetric(operationalMetrics.analysesTimedOut, marked);
  return marked;
}
