// @ts-nocheck
import { analysisUnfinishedMessage } from '../lib/ports/ai-failure';
import { analysisJobSchema } from '../lib/ports/analysis-job';
import { config } from '../lib/runtime/config';
import { countOperationalMetric } from '../lib/runtime/count-operational-metric';
import { makeListingAnalysisRepository } from '../lib/runtime/factories/make-listing-analysis-repository';
import { logger } from '../lib/runtime/logger';
import { operationalMetrics } from '../lib/runtime/operational-metrics';
import { withQueueHandler } from '../lib/runtime/queue-handler';
import { defineServices } from '../lib/runtime/services';

const services = defineServices({ analyses: makeListingAnalysisRepository });

/**
 * The analyser's dead-letter queue: a job that failed every receive (its worker killed at the
 * timeout each time) records a retryable failure on its item, so the page shows Try again.
 * A run the user started since then is left alone (a claim newer than the lease).
 */
export const handler = withQueueHandler(analysisJobSchema, async (job) => {
  const staleBefore = new Date(Date.now() - config.analysisLeaseSeconds() * 1000).toISOString();
  const recorded = await services.analyses.abandon(
    job.userId,
    job.listingId,
    analysisUnfinishedMessage,
    staleBefore,
  );
  logger.warn('dead-lettered analysis', { listingId: job.listingId, recorded });
  if (recorded) countOperationalMetric(operationalMetrics.analysesFailed);
});
