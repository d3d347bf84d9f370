import { signedInCaller } from '../lib/runtime/caller';
import { callerBoundary } from '../lib/runtime/factories/caller-boundary';
import { makeEbayListings } from '../lib/runtime/factories/make-ebay-listings';
import { makeListingsRepository } from '../lib/runtime/factories/make-listings-repository';
import { makePhotoStore } from '../lib/runtime/factories/make-photo-store';
import { makeProfilesRepository } from '../lib/runtime/factories/make-profiles-repository';
import { json, parseBody, withApiHandler } from '../lib/runtime/http';
import { routeTo } from '../lib/runtime/routing';
import { defineServices } from '../lib/runtime/services';
import { listingIdOf } from '../listings/listing-view';
import { ebayListingBody } from './ebay-listing-body';
import { changeEbayPrice } from './ebay-price';
import { endOnEbay } from './end-on-ebay';
import { prepareEbayListing, publishEbayListing } from './list-on-ebay';

const services = defineServices({
  ...callerBoundary,
  listings: makeListingsRepository,
  photos: makePhotoStore,
  profiles: makeProfilesRepository,
  ebayFor: makeEbayListings,
});

/**
 * List on eBay (docs/product.md#list-on-ebay), its price changed, and its listing ended once
 * the item is gone: the caller's own saved item, through the caller's own eBay connection.
 */
export const handler = withApiHandler<'ebay-listings'>(async (event) => {
  const caller = await signedInCaller(event, services);
  return routeTo(event, {
    prepareEbayListing: async () => {
      const request = parseBody(event, ebayListingBody);
      return json(200, await prepareEbayListing(services, caller, listingIdOf(event), request));
    },

    publishEbayListing: async () => {
      const request = parseBody(event, ebayListingBody);
      return json(200, await publishEbayListing(services, caller, listingIdOf(event), request));
    },

    endEbayListing: async () => json(200, await endOnEbay(services, caller, listingIdOf(event))),

    changeEbayPrice: async () => json(200, await changeEbayPrice(services, caller, listingIdOf(event))),
  });
});
