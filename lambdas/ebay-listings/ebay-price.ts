import { ebayErrorSentence } from '#domain/ebay-errors.ts';
import { ebayPrice } from '#domain/ebay-listing.ts';
import { liveEbayOffer } from '#domain/ebay-withdrawal.ts';
import { lifeOf } from '#domain/item-life.ts';
import type { ApiListing } from '#domain/listing.ts';
import { itemCurrency } from '#domain/listing-item.ts';
import { ebayListingTexts as texts } from '#domain/texts/ebay-listing.ts';
import { badRequest } from '../lib/runtime/api-error';
import { EbayRefusedError } from '../lib/ports/ebay-listings';
import type { Caller } from '../lib/runtime/caller';
import { listingNotFound, toApiListing } from '../listings/listing-view';
import { inEbaysWords } from './in-ebays-words';
import type { ListOnEbayServices } from './list-on-ebay';

// A new price reaches eBay after the seller confirms it (docs/product.md#list-on-ebay): the
// item's saved price on the offer the product published. Only the price changes (Inventory's
// bulkUpdatePriceQuantity), so nothing else List on eBay sent is replaced; eBay revises the
// live listing.

/** `POST /api/listings/{id}/ebay/price`: the caller's own item's saved price, on eBay. */
export function changeEbayPrice(
  { listings, photos, ebayFor }: Pick<ListOnEbayServices, 'listings' | 'photos' | 'ebayFor'>,
  caller: Caller,
  id: string,
): Promise<ApiListing> {
  return inEbaysWords(async () => {
    const listing = await listings.get(caller.userId, id);
    if (!listing) throw listingNotFound();
    const offerId = liveEbayOffer(lifeOf(listing));
    if (!offerId) throw badRequest(texts.price.notLive);
    const price = ebayPrice(listing.user_fields);
    if (!price) throw badRequest(texts.noPrice);
    try {
      await ebayFor(caller.userId).updatePrice(listing.id, offerId, {
        value: price,
        currency: itemCurrency(listing),
      });
    } catch (error) {
      // eBay's own sentence when it names the price; else the price's, not the listing's.
      if (error instanceof EbayRefusedError) {
        const sentence = ebayErrorSentence(error.errors);
        throw badRequest(sentence === texts.refused.other ? texts.price.refused : sentence);
      }
      throw error;
    }
    return toApiListing(listing, photos);
  });
}
