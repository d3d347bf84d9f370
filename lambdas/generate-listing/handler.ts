import { signedInCaller } from '../lib/caller';
import { makeAiRateLimiter } from '../lib/factories/ai-rate-limiter';
import { callerBoundary } from '../lib/factories/caller-boundary';
import { makeListingAnalyser } from '../lib/factories/listing-analyser';
import { makePhotoStore } from '../lib/factories/photo-store';
import { json, parseBody, withApiHandler } from '../lib/http';
import { routeTo } from '../lib/routing';
import { defineServices } from '../lib/services';
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
