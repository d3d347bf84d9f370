import { apiContract } from '#domain/api-contract.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';
import { theItem, useListingMutation } from '#web/api/listing-mutation.ts';

/**
 * POST /api/listings/{id}/ebay/price (docs/product.md#list-on-ebay): the item's saved price on
 * the eBay listing the product published, once the seller said so.
 */
export async function changeEbayPrice({ id }: { id: string }): Promise<WebListing> {
  return toWebListing(await callApi(apiContract.changeEbayPrice, { params: { id } }));
}

export const useChangeEbayPrice = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changeEbayPrice> } = {}) =>
  useListingMutation(changeEbayPrice, theItem, mutationConfig);
