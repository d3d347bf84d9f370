import { useMutation } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { EbayListingPreparation, EbayListingRequest } from '#domain/api-types.ts';
import { callApi } from '#web/lib/api-client.ts';

/**
 * POST /api/listings/{id}/ebay/prepare (docs/product.md#list-on-ebay): what eBay will get, what
 * it still needs and, once nothing is missing, its fees. A mutation, not a query: it reaches
 * eBay with the seller's choices, and the sheet asks again when they change.
 */
export function prepareEbayListing({
  id,
  request,
}: {
  id: string;
  request: EbayListingRequest;
}): Promise<EbayListingPreparation> {
  return callApi(apiContract.prepareEbayListing, { params: { id }, body: request });
}

export const usePrepareEbayListing = () => useMutation({ mutationFn: prepareEbayListing });
