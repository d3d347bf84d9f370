import { apiContract } from '#domain/api-contract.ts';
import type { EbayListingRequest } from '#domain/api-types.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';
import { theItem, useListingMutation } from '#web/api/listing-mutation.ts';

/**
 * POST /api/listings/{id}/ebay/publish (docs/product.md#list-on-ebay): the listing on eBay,
 * answered with the item whose life now says listed on eBay with the live address.
 */
export async function publishEbayListing({
  id,
  request,
}: {
  id: string;
  request: EbayListingRequest;
}): Promise<WebListing> {
  return toWebListing(await callApi(apiContract.publishEbayListing, { params: { id }, body: request }));
}

/** The answer replaces the item in every list, as a change of its life does (change-life.ts). */
export const usePublishEbayListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof publishEbayListing> } = {}) =>
  useListingMutation(publishEbayListing, theItem, mutationConfig);
