import type { components as Inventory } from '#lambdas/lib/adapters/ebay/contracts/sell-inventory.ts';
import { fail, sellError, type SellAnswer, type StoredOffer } from './sell-answer';

// The stand-in's changes to a live offer (docs/architecture/twin.md#the-ebay-stand-in): ending
// its listing (withdrawOffer) and a new price (bulkUpdatePriceQuantity), as eBay's Inventory
// contract documents them.

type BulkPriceQuantity = Inventory['schemas']['BulkPriceQuantity'];

/**
 * withdrawOffer: "the offer object remains, but it goes into the unpublished state, and will
 * require a publishOffer call to relist the offer" (the contract). The ended listing's id is
 * kept aside; publishing again makes a new listing with a new id, as a relisted eBay item gets.
 */
export function withdrawOffer(offers: Map<string, StoredOffer>, path: string): SellAnswer {
  const offer = offers.get(path.split('/')[2] ?? '');
  if (!offer) return fail(404, 25713, 'This Offer is not available.');
  if (offer.status !== 'PUBLISHED' || !offer.listingId)
    return fail(400, 25002, 'A user error has occurred. The offer is not published.');
  const listingId = offer.listingId;
  offer.endedListings = [...(offer.endedListings ?? []), listingId];
  delete offer.listingId;
  offer.status = 'UNPUBLISHED';
  return { status: 200, body: { listingId } };
}

/** bulkUpdatePriceQuantity: each offer's new price, a status per offer (207 when any failed). */
export function bulkUpdatePriceQuantity(offers: Map<string, StoredOffer>, body: unknown): SellAnswer {
  const responses = ((body as BulkPriceQuantity).requests ?? []).flatMap((request) =>
    (request.offers ?? []).map((change) => {
      const offer = offers.get(change.offerId ?? '');
      if (!offer || (request.sku && offer.details.sku !== request.sku)) {
        const errors = [sellError(25713, 'This Offer is not available.')];
        return { offerId: change.offerId, sku: request.sku, statusCode: 404, errors };
      }
      if (change.price) {
        offer.details = {
          ...offer.details,
          pricingSummary: { ...offer.details.pricingSummary, price: change.price },
        };
      }
      return { offerId: offer.offerId, sku: offer.details.sku, statusCode: 200 };
    }),
  );
  const allDone = responses.every((response) => response.statusCode === 200);
  return { status: allDone ? 200 : 207, body: { responses } };
}
