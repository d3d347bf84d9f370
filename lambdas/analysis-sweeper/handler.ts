import { config } from '../lib/runtime/config';
import { makeListingAnalysisRepository } from '../lib/runtime/factories/make-listing-analysis-repository';
import { logger } from '../lib/runtime/logger';
import { defineServices } from '../lib/runtime/services';
import { sweepStuckAnalyses } from './sweep-stuck-analyses';

const services = defineServices({ analyses: makeListingAnalysisRepository });

/** Run on a schedule (an EventBridge rule in the cloud, a timer in the local twin). */
export async function handler(): Promise<{ marked: number }> {
  const marked = await sweepStuckAnalyses(services.analyses, {
    stuckSeconds: config.analysisStuckSeconds(),
    now: Date.now(),
  });
  logger.info('analysis sweep', { marked });
  return { marked };
}
