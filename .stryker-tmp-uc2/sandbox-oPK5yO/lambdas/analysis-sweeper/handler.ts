// @ts-nocheck
import { config } from '../lib/runtime/config';
import { makeListingAnalysisRepository } from '../lib/runtime/factories/make-listing-analysis-repository';
import { makeListingsRepository } from '../lib/runtime/factories/make-listings-repository';
import { makePhotoStore } from '../lib/runtime/factories/make-photo-store';
import { logger } from '../lib/runtime/logger';
import { defineServices } from '../lib/runtime/services';
import { purgeDeletedListings } from './purge-deleted-listings';
import { sweepStuckAnalyses } from './sweep-stuck-analyses';

const services = defineServices({
  analyses: makeListingAnalysisRepository,
  listings: makeListingsRepository,
  photos: makePhotoStore,
});

/**
 * Run on a schedule (an EventBridge rule in the cloud, a timer in the local twin): marks stuck
 * analyses as failed (docs/architecture/backend.md#every-analysis-ends-and-spend-has-ceilings) and purges
 * deleted listings whose undo window has passed (docs/design.md#deleting-with-undo).
 */
export async function handler(): Promise<{ marked: number; purged: number }> {
  const now = Date.now();
  const marked = await sweepStuckAnalyses(services.analyses, {
    stuckSeconds: config.analysisStuckSeconds(),
    now,
  });
  const purged = await purgeDeletedListings(services, now);
  logger.info('analysis sweep', { marked, purged });
  return { marked, purged };
}
