import { countryOrDefault } from '#domain/countries.ts';
import type { UserFields } from '#domain/user-fields.ts';
import { seedUserFields } from '#domain/seed-user-fields.ts';
import { AiFailure, analysisUnfinishedMessage, isConfigurationFailure } from '../lib/ports/ai-failure';
import { aiLimitMessage, aiRateLimit, consumeAiCall } from '../lib/runtime/ai-rate-limit';
import type { AnalysisJob } from '../lib/ports/analysis-job';
import { countOperationalMetric } from '../lib/runtime/count-operational-metric';
import type { AnalysisResult } from '../lib/ports/listing-analyser';
import type { ListingReads } from '../lib/ports/listing-reads';
import type { StoredListing } from '../lib/ports/listings-repository';
import { logger } from '../lib/runtime/logger';
import { operationalMetrics } from '../lib/runtime/operational-metrics';
import { readItemPhotos } from '../lib/ports/read-photo';
import type { Services } from '../lib/runtime/services';
import { withinDeadline } from './analysis-deadline';
import { withBarcodeIsbn } from './barcode-isbn';

// One analysis run of one listing (docs/design.md#analysis, docs/product.md#states-and-transitions steps 4 to 6).

export type AnalysisDeps = Pick<Services, 'analyses' | 'photos' | 'analyser' | 'aiLimiter'> & {
  listings: ListingReads;
};

export type RunOutcome =
  /** Stored: the item is `ready`. */
  | 'ready'
  /** Recorded on the item, which stays `analyzing` for a retry. */
  | 'failed'
  /** Nothing to do: the item is gone, no longer analyzing, or another run holds it. */
  | 'skipped'
  /** The user saved or deleted the item while the model worked: their change stands. */
  | 'superseded';

export interface RunOptions {
  /** A run older than this is taken as crashed and may be claimed again. */
  leaseSeconds: number;
  now?: () => number;
  /**
   * Aborts at the job's deadline (analysis-deadline.ts): the model calls and their retries
   * stop, and the run records a retryable timeout. `at` is when, by `now`.
   */
  deadline?: { signal: AbortSignal; at: number };
}

/** How many times a result is re-merged when the user edits fields during the run. */
const MERGE_ATTEMPTS = 3;

/**
 * Claims the run, reads every photo of the item, asks the analyser (for the item's country, GB
 * for an item from before items kept one), then stores the result
 * and the seeded user fields only while the item is still `analyzing`. A failure is
 * recorded on the item with a message for the user; an error that is not the AI's (the
 * table or bucket unavailable) is rethrown after that, so the queue delivers the job again.
 */
export async function runAnalysis(
  deps: AnalysisDeps,
  job: AnalysisJob,
  options: RunOptions,
): Promise<RunOutcome> {
  const now = options.now ?? Date.now;
  const started = now();
  const listing = await deps.analyses.start(
    job.userId,
    job.listingId,
    new Date(started).toISOString(),
    new Date(started - options.leaseSeconds * 1000).toISOString(),
  );
  if (!listing) return 'skipped';
  countOperationalMetric(operationalMetrics.analysesStarted);
  logger.appendKeys({ listingId: listing.id });
  let charged = job.charged === true;
  try {
    if (!charged) {
      const decision = await consumeAiCall(deps.aiLimiter, job.userId, new Date(started));
      if (!decision.allowed) {
        await deps.analyses.fail(job.userId, job.listingId, aiLimitMessage(decision.retryAfterSeconds));
        countOperationalMetric(operationalMetrics.analysesFailed);
        return 'failed';
      }
      charged = true;
    }
    // Every photo of the item, the cover first (docs/product.md#photos).
    const photos = await readItemPhotos(deps.photos, listing);
    const signal = options.deadline?.signal;
    const analysis = deps.analyser.analyse(photos, {
      country: countryOrDefault(listing.country).code,
      signal,
      deadlineAt: options.deadline?.at,
      barcode: listing.barcode,
      userId: job.userId,
    });
    const result = withBarcodeIsbn(
      await (signal ? withinDeadline(analysis, signal) : analysis),
      listing.barcode,
    );
    const outcome = await store(deps, listing, result, now);
    if (outcome === 'ready') countOperationalMetric(operationalMetrics.analysesFinished);
    return outcome;
  } catch (error) {
    const failure = error instanceof AiFailure ? error : undefined;
    logger.warn('analysis failed', {
      code: failure?.code ?? 'internal',
      reason: failure?.detail ?? String(error),
    });
    // A key that does not work or a spent budget is the product's doing: the user's AI
    // allowance gets the call back.
    if (failure && charged && isConfigurationFailure(failure.code)) {
      await deps.aiLimiter.refund(aiRateLimit(), job.userId, new Date(now()));
    }
    await deps.analyses.fail(job.userId, job.listingId, failure?.message ?? analysisUnfinishedMessage);
    countOperationalMetric(
      failure?.code === 'timeout' ? operationalMetrics.analysesTimedOut : operationalMetrics.analysesFailed,
    );
    if (!failure) throw error;
    return 'failed';
  } finally {
    logger.removeKeys(['listingId']);
  }
}

async function store(
  { analyses, listings }: AnalysisDeps,
  claimed: StoredListing,
  result: AnalysisResult,
  now: () => number,
): Promise<RunOutcome> {
  const aiResult = {
    ai_category: result.category,
    ai_details_text: result.detailsText,
    ai_fields: result.fields,
    ai_enrichment: result.enrichment,
  };
  let seen = claimed;
  for (let attempt = 0; attempt < MERGE_ATTEMPTS; attempt++) {
    if (await analyses.complete(seen, aiResult, userFieldsFor(result, seen), new Date(now()).toISOString())) {
      return 'ready';
    }
    const current = await listings.get(seen.user_id, seen.id);
    if (!current || current.stage !== 'analyzing') return 'superseded';
    seen = current;
  }
  return 'superseded';
}

/**
 * docs/product.md#states-and-transitions's seeding; a value the user typed while the analysis ran (the item still
 * `analyzing`) is theirs and is kept over the seed.
 */
function userFieldsFor(result: AnalysisResult, seen: StoredListing): UserFields {
  const typed = Object.fromEntries(
    Object.entries(seen.user_fields).filter(([, value]) => value !== undefined),
  );
  return { ...seedUserFields(result), ...typed };
}
