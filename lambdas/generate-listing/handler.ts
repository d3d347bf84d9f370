import { signedInCaller } from '../lib/runtime/caller';
import { makeAiRateLimiter } from '../lib/runtime/factories/make-ai-rate-limiter';
import { callerBoundary } from '../lib/runtime/factories/caller-boundary';
import { makeListingAnalyser } from '../lib/runtime/factories/make-listing-analyser';
import { makePhotoStore } from '../lib/runtime/factories/make-photo-store';
import { json, parseBody, withApiHandler } from '../lib/runtime/http';
import { routeTo } from '../lib/runtime/routing';
import { defineServices } from '../lib/runtime/services';
import { generateListing } from './generate-listing';
import { generateListingBody } from './generate-listing-body';

const services = defineServices({
  ...callerBoundary,
  photos: makePhotoStore,
  analyser: makeListingAnalyser,
  aiLimiter: makeAiRateLimiter,
});

/** API Gateway cuts an HTTP API request at 30 s; answer (or fail clearly) before that. */
const ANALYSIS_TIME_BOX_MS = 25_000;

/** generateListing (docs/product.md#calls, docs/design.md#ai). */
export const handler = withApiHandler<'generate-listing'>(async (event) => {
  const caller = await signedInCaller(event, services);
  return routeTo(event, {
    generateListing: async () => {
      const body = parseBody(event, generateListingBody);
      return json(200, await generateListing(services, caller, body, { timeBoxMs: ANALYSIS_TIME_BOX_MS }));
    },
  });
});
