// @ts-nocheck
import { analysisJobSchema } from '../lib/ports/analysis-job';
import { config } from '../lib/runtime/config';
import { makeAiRateLimiter } from '../lib/runtime/factories/make-ai-rate-limiter';
import { makeListingAnalyser } from '../lib/runtime/factories/make-listing-analyser';
import { makeListingAnalysisRepository } from '../lib/runtime/factories/make-listing-analysis-repository';
import { makeListingsRepository } from '../lib/runtime/factories/make-listings-repository';
import { makePhotoStore } from '../lib/runtime/factories/make-photo-store';
import { withQueueHandler } from '../lib/runtime/queue-handler';
import { defineServices } from '../lib/runtime/services';
import { analysisDeadlineMs } from './analysis-deadline';
import { runAnalysis } from './run-analysis';

const services = defineServices({
  listings: makeListingsRepository,
  analyses: makeListingAnalysisRepository,
  photos: makePhotoStore,
  analyser: makeListingAnalyser,
  aiLimiter: makeAiRateLimiter,
});

/**
 * The analyser queue function (docs/design.md#analysis): one run per job, within one deadline
 * below the function's timeout, so even its last receive records how it ended. A failure
 * that is the AI's is recorded on the item and the job is done (the user retries); an
 * infrastructure error is recorded too and fails the record, so SQS delivers it again and,
 * in the end, to the dead-letter queue, whose consumer (analysis-dead-letters) covers a run
 * that could record nothing at all.
 */
export const handler = withQueueHandler(analysisJobSchema, async (job, _record, context) => {
  const ms = analysisDeadlineMs(config.analysisDeadlineMs(), context.getRemainingTimeInMillis());
  await runAnalysis(services, job, {
    leaseSeconds: config.analysisLeaseSeconds(),
    deadline: { signal: AbortSignal.timeout(ms), at: Date.now() + ms },
  });
});
