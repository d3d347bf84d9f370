import { signedInCaller } from '../lib/runtime/caller';
import { makeAiRateLimiter } from '../lib/runtime/factories/make-ai-rate-limiter';
import { callerBoundary } from '../lib/runtime/factories/caller-boundary';
import { makeListingAnalyser } from '../lib/runtime/factories/make-listing-analyser';
import { makeListingsRepository } from '../lib/runtime/factories/make-listings-repository';
import { makePhotoStore } from '../lib/runtime/factories/make-photo-store';
import { json, parseBody, withApiHandler } from '../lib/runtime/http';
import { routeTo } from '../lib/runtime/routing';
import { defineServices } from '../lib/runtime/services';
import { generateListing } from './generate-listing';
import { generateListingBody, reanalyzeListingBody } from './generate-listing-body';
import { reanalyzeListing } from './reanalyze-listing';
import { listingIdOf } from '../listings/listing-view';

const services = defineServices({
  ...callerBoundary,
  listings: makeListingsRepository,
  photos: makePhotoStore,
  analyser: makeListingAnalyser,
  aiLimiter: makeAiRateLimiter,
});

/** API Gateway cuts an HTTP API request at 30 s; answer (or fail clearly) before that. */
const ANALYSIS_TIME_BOX_MS = 25_000;

/** generateListing (docs/product.md#calls, docs/design.md#ai) and Analyse again with all photos. */
export const handler = withApiHandler<'generate-listing'>(async (event) => {
  const caller = await signedInCaller(event, services);
  return routeTo(event, {
    generateListing: async () => {
      const body = parseBody(event, generateListingBody);
      return json(200, await generateListing(services, caller, body, { timeBoxMs: ANALYSIS_TIME_BOX_MS }));
    },
    // Analyse again with all photos (docs/product.md#photos): a refine, time-boxed by the analyser.
    reanalyzeListing: async () => {
      parseBody(event, reanalyzeListingBody);
      return json(200, await reanalyzeListing(services, caller, listingIdOf(event)));
    },
  });
});
