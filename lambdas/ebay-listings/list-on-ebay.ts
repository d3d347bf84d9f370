import type { EbayListingPreparation, EbayListingRequest } from '#domain/api-types.ts';
import { countryOrDefault } from '#domain/countries.ts';
import { ebayListingUrl } from '#domain/ebay-listing.ts';
import { withEbayOffer } from '#domain/ebay-withdrawal.ts';
import { applyTransition, lifeOf } from '#domain/item-life.ts';
import type { ApiListing } from '#domain/listing.ts';
import { lifeMarketplacesFor } from '#domain/marketplace-host.ts';
import { ebayListingTexts as texts } from '#domain/texts/ebay-listing.ts';
import { badRequest } from '../lib/runtime/api-error';
import type { EbayListings } from '../lib/ports/ebay-listings';
import type { ListingLife } from '../lib/ports/listing-life';
import type { ListingReads } from '../lib/ports/listing-reads';
import type { StoredListing } from '../lib/ports/listings-repository';
import type { PhotoStore } from '../lib/ports/photo-store';
import type { ProfilesRepository } from '../lib/ports/profiles-repository';
import type { Caller } from '../lib/runtime/caller';
import { listingNotFound, toApiListing } from '../listings/listing-view';
import { planEbayListing } from './ebay-listing-plan';
import { inEbaysWords } from './in-ebays-words';
import { sendToEbay } from './send-to-ebay';

// List on eBay (docs/product.md#list-on-ebay): prepare shows what eBay will get, what is
// missing and the fees; publish sends it and records "listed on eBay" in the item's life. Both
// read only the caller's own item, and reach eBay through the caller's own connection.

export interface ListOnEbayServices {
  listings: ListingReads & ListingLife;
  photos: PhotoStore;
  profiles: Pick<ProfilesRepository, 'get' | 'update'>;
  /** The caller's eBay (the adapter on the caller's EbayAccess). */
  ebayFor: (userId: string) => EbayListings;
}

/**
 * Whether the item is live on eBay already; an item its life cannot list (sold, given away,
 * kept) is refused before anything reaches eBay.
 */
export function liveOnEbay(listing: StoredListing, now: Date): boolean {
  const life = lifeOf(listing);
  if (life?.state === 'listed' && life.postings.some((posting) => posting.marketplace === 'ebay'))
    return true;
  const markets = lifeMarketplacesFor(listing.country);
  const check = applyTransition(listing, { type: 'list', marketplace: 'ebay' }, now, markets);
  if (!check.ok) throw badRequest(check.reason);
  return false;
}

/**
 * The caller's profile, with the postcode the seller gave in the sheet kept in it: asked once,
 * it is there for their next item (docs/product.md#list-on-ebay).
 */
async function keepPostcode(
  services: ListOnEbayServices,
  caller: Caller,
  request: EbayListingRequest,
  now: Date,
) {
  const profile = await services.profiles.get(caller.userId);
  const given = request.postcode?.trim();
  if (!given || given === profile?.postcode) return profile;
  return services.profiles.update(caller.userId, { postcode: given }, now.toISOString());
}

async function planFor(
  services: ListOnEbayServices,
  caller: Caller,
  id: string,
  request: EbayListingRequest,
  now: Date,
) {
  const listing = await services.listings.get(caller.userId, id);
  if (!listing) throw listingNotFound();
  const live = liveOnEbay(listing, now);
  const ebay = services.ebayFor(caller.userId);
  const profile = await keepPostcode(services, caller, request, now);
  const plan = await planEbayListing({ ebay, photos: services.photos }, listing, profile, request);
  return { listing, ebay, plan, live };
}

/** `POST /api/listings/{id}/ebay/prepare`: what eBay will get, what is missing, and the fees. */
export function prepareEbayListing(
  services: ListOnEbayServices,
  caller: Caller,
  id: string,
  request: EbayListingRequest,
): Promise<EbayListingPreparation> {
  return inEbaysWords(async () => {
    const { ebay, plan } = await planFor(services, caller, id, request, new Date());
    if (!plan.ready) return plan.preparation;
    // eBay quotes fees only for an unpublished offer of its own: the offer is written first.
    const offerId = await sendToEbay(ebay, plan.ready);
    return { ...plan.preparation, fees: await ebay.listingFees(offerId) };
  });
}

/**
 * `POST /api/listings/{id}/ebay/publish`: the item, its offer and the listing on eBay, then
 * "listed on eBay" with the live address and eBay's offer in the item's life. Sent again, the
 * same offer is published again (eBay revises the same listing, or makes a new one of an offer
 * the product withdrew); the eBay posting then gets the offer and the address, if it lacked them.
 */
export function publishEbayListing(
  services: ListOnEbayServices,
  caller: Caller,
  id: string,
  request: EbayListingRequest,
  now = new Date(),
): Promise<ApiListing> {
  return inEbaysWords(async () => {
    const { listing, ebay, plan, live } = await planFor(services, caller, id, request, now);
    if (!plan.ready) throw badRequest(plan.preparation.problems[0] ?? texts.refused.other);
    const offerId = await sendToEbay(ebay, plan.ready);
    const listingId = await ebay.publish(offerId);
    const url = ebayListingUrl(countryOrDefault(listing.country).code, listingId);
    const stored = lifeOf(listing);
    const result =
      live && stored
        ? { ok: true as const, life: stored }
        : applyTransition(
            listing,
            { type: 'list', marketplace: 'ebay', ...(url ? { url } : {}) },
            now,
            lifeMarketplacesFor(listing.country),
          );
    if (!result.ok) throw badRequest(result.reason);
    // The offer on the posting: the product published it, so it may end it once the item is
    // gone, and a new price may follow it (domain/ebay-withdrawal.ts).
    const life = withEbayOffer(result.life, offerId, url);
    if (JSON.stringify(life) === JSON.stringify(stored)) return toApiListing(listing, services.photos);
    const changed = await services.listings.changeLife(listing, life, now.toISOString());
    // Changed meanwhile (another device): the listing is live on eBay; the seller sees it on reload.
    return toApiListing(changed ?? listing, services.photos);
  });
}
