import { analysisUnfinishedMessage } from '../lib/ai-failure';
import { analysisJobSchema } from '../lib/analysis-job';
import { config } from '../lib/config';
import { countOperationalMetric } from '../lib/count-operational-metric';
import { makeListingAnalysisRepository } from '../lib/factories/listing-analysis-repository';
import { logger } from '../lib/logger';
import { operationalMetrics } from '../lib/operational-metrics';
import { withQueueHandler } from '../lib/queue-handler';
import { defineServices } from '../lib/services';

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
