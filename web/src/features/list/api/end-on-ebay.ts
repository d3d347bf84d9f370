import { apiContract } from '#domain/api-contract.ts';
import { offerToWithdraw } from '#domain/ebay-withdrawal.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { callApi } from '#web/lib/api-client.ts';

/**
 * POST /api/listings/{id}/ebay/withdraw (docs/product.md#item-life): once the item's change is
 * stored (sold, given away, kept), the eBay listing the product published is ended and its
 * reminder ticked, or kept with why. The seller's change is already stored: if this call does
 * not come back, the item as the change left it (its eBay reminder waiting) is the answer.
 */
export async function endOnEbayIfPublished(item: WebListing): Promise<WebListing> {
  if (!offerToWithdraw(item.life)) return item;
  try {
    return toWebListing(await callApi(apiContract.endEbayListing, { params: { id: item.id } }));
  } catch {
    return item;
  }
}
