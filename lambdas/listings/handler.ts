import { signedInCaller } from '../lib/caller';
import { config } from '../lib/config';
import { makeAiRateLimiter } from '../lib/factories/ai-rate-limiter';
import { makeAnalysisQueue } from '../lib/factories/analysis-queue';
import { callerBoundary } from '../lib/factories/caller-boundary';
import { makeListingsRepository } from '../lib/factories/listings-repository';
import { makePhotoStore } from '../lib/factories/photo-store';
import { json, noContent, parseBody, withApiHandler } from '../lib/http';
import { unknownRoute } from '../lib/routing';
import { defineServices } from '../lib/services';
import { createListing } from './create-listing';
import { deleteListing } from './delete-listing';
import { createListingBody, updateListingBody } from './listing-bodies';
import { listingIdOf, toListingRow } from './listing-view';
import { getListing, listingsQueryOf, listListings } from './read-listings';
import { retryAnalysis } from './retry-analysis';
import { updateListing } from './update-listing';

const services = defineServices({
  ...callerBoundary,
  listings: makeListingsRepository,
  photos: makePhotoStore,
  analysisQueue: makeAnalysisQueue,
  aiLimiter: makeAiRateLimiter,
});

/** The listings API (docs/design.md#api): every read and write is scoped to the caller. */
export const handler = withApiHandler<'listings'>(async (event) => {
  const caller = await signedInCaller(event, services);
  switch (event.routeKey) {
    case 'GET /api/listings':
      return json(200, await listListings(services, caller, listingsQueryOf(event.queryStringParameters)));

    case 'POST /api/listings': {
      const { imageKey, barcode } = parseBody(event, createListingBody);
      const { listing, created } = await createListing(services, caller, imageKey, barcode);
      return json(created ? 201 : 200, await toListingRow(listing, services.photos));
    }

    case 'GET /api/listings/{id}':
      return json(200, await getListing(services, caller, listingIdOf(event)));

    case 'PUT /api/listings/{id}': {
      const id = listingIdOf(event);
      const change = parseBody(event, updateListingBody);
      return json(200, await updateListing(services, caller, id, change));
    }

    case 'POST /api/listings/{id}/analyze': {
      const leaseSeconds = config.analysisLeaseSeconds();
      const listing = await retryAnalysis(services, caller, listingIdOf(event), { leaseSeconds });
      return json(202, await toListingRow(listing, services.photos));
    }

    case 'DELETE /api/listings/{id}':
      await deleteListing(services, caller, listingIdOf(event));
      return noContent();

    default:
      return unknownRoute(event);
  }
});
