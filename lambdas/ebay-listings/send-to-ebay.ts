import { ebayContentLanguages } from '#domain/ebay-listing.ts';
import type { EbayListings } from '../lib/ports/ebay-listings';
import type { EbayListingPlan } from './ebay-listing-plan';

/**
 * Writes the plan to eBay: the inventory item (SKU = the item's id, replaced each time), then
 * the SKU's existing offer updated, or one created. Sending again makes no second offer.
 */
export async function sendToEbay(
  ebay: EbayListings,
  ready: NonNullable<EbayListingPlan['ready']>,
): Promise<string> {
  const language = ebayContentLanguages[ready.marketplaceId];
  await ebay.putInventoryItem(ready.offer.sku, ready.item, language);
  const existing = await ebay.offerIdFor(ready.offer.sku, ready.marketplaceId);
  if (existing) {
    await ebay.updateOffer(existing, ready.offer, language);
    return existing;
  }
  return ebay.createOffer(ready.offer, language);
}
