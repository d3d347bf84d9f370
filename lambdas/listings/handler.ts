import { signedInCaller } from '../lib/runtime/caller';
import { config } from '../lib/runtime/config';
import { makeAiRateLimiter } from '../lib/runtime/factories/make-ai-rate-limiter';
import { makeAnalysisQueue } from '../lib/runtime/factories/make-analysis-queue';
import { callerBoundary } from '../lib/runtime/factories/caller-boundary';
import { makeListingsBrowser } from '../lib/runtime/factories/make-listings-browser';
import { makeListingsRepository } from '../lib/runtime/factories/make-listings-repository';
import { makePhotoStore } from '../lib/runtime/factories/make-photo-store';
import { makeProfilesRepository } from '../lib/runtime/factories/make-profiles-repository';
import { json, noContent, parseBody, withApiHandler } from '../lib/runtime/http';
import { routeTo } from '../lib/runtime/routing';
import { defineServices } from '../lib/runtime/services';
import { changeLife } from './change-life';
import {
  browseListings,
  browseQueryOf,
  exportCursorOf,
  exportListings,
  isBrowseQuery,
  listingsSummary,
} from './browse-listings';
import { createListing } from './create-listing';
import { deleteListing } from './delete-listing';
import { createListingBody, replacePhotosBody, updateListingBody } from './listing-bodies';
import { lifeChangeBody } from './life-body';
import { listingIdOf, toApiListing } from './listing-view';
import { getListing, listingsQueryOf, listListings } from './read-listings';
import { replacePhotos } from './replace-photos';
import { restoreListing } from './restore-listing';
import { retryAnalysis } from './retry-analysis';
import { updateListing } from './update-listing';

const services = defineServices({
  ...callerBoundary,
  listings: makeListingsRepository,
  browser: makeListingsBrowser,
  photos: makePhotoStore,
  analysisQueue: makeAnalysisQueue,
  aiLimiter: makeAiRateLimiter,
  profiles: makeProfilesRepository,
});

/** The listings API (docs/design.md#api): every read and write is scoped to the caller. */
export const handler = withApiHandler<'listings'>(async (event) => {
  const caller = await signedInCaller(event, services);
  return routeTo(event, {
    listListings: async () => {
      const query = event.queryStringParameters;
      if (isBrowseQuery(query))
        return json(200, await browseListings(services, caller, browseQueryOf(query)));
      return json(200, await listListings(services, caller, listingsQueryOf(query)));
    },

    listingsSummary: async () => json(200, await listingsSummary(services, caller, new Date())),

    exportListings: async () =>
      json(200, await exportListings(services, caller, exportCursorOf(event.queryStringParameters))),

    createListing: async () => {
      const request = parseBody(event, createListingBody);
      const { listing, created } = await createListing(services, caller, request);
      return json(created ? 201 : 200, await toApiListing(listing, services.photos));
    },

    getListing: async () => json(200, await getListing(services, caller, listingIdOf(event))),

    updateListing: async () => {
      const id = listingIdOf(event);
      const change = parseBody(event, updateListingBody);
      return json(200, await updateListing(services, caller, id, change));
    },

    analyzeListing: async () => {
      const leaseSeconds = config.analysisLeaseSeconds();
      const listing = await retryAnalysis(services, caller, listingIdOf(event), { leaseSeconds });
      return json(202, await toApiListing(listing, services.photos));
    },

    deleteListing: async () => {
      await deleteListing(services, caller, listingIdOf(event));
      return noContent();
    },

    restoreListing: async () => json(200, await restoreListing(services, caller, listingIdOf(event))),

    changeLife: async () => {
      const id = listingIdOf(event);
      return json(200, await changeLife(services, caller, id, parseBody(event, lifeChangeBody)));
    },

    replacePhotos: async () => {
      const id = listingIdOf(event);
      const { keys, seen, barcode } = parseBody(event, replacePhotosBody);
      return json(
        200,
        await replacePhotos(services, caller, id, { keys, seen, ...(barcode ? { barcode } : {}) }),
      );
    },
  });
});
