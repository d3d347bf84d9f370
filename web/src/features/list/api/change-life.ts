import { useQueryClient } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { LifeEvent } from '#domain/item-life.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { ApiError, callApi } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';
import { getListing } from '#web/api/get-listing.ts';
import { theItem, useListingMutation } from '#web/api/listing-mutation.ts';
import { upsertListing } from '#web/api/listings-cache.ts';
import { endOnEbayIfPublished } from './end-on-ebay';

/**
 * POST /api/listings/{id}/life (docs/product.md#item-life): one event of the saved item's life,
 * made from the version the app holds (`updatedAt`); gone, its eBay listing the product
 * published is then ended (end-on-ebay.ts).
 */
export async function changeLife({
  item,
  event,
}: {
  item: WebListing;
  event: LifeEvent;
}): Promise<WebListing> {
  const body = { event, seen: item.updatedAt };
  const changed = toWebListing(await callApi(apiContract.changeLife, { params: { id: item.id }, body }));
  return endOnEbayIfPublished(changed);
}

/**
 * The server's answer replaces the item in every list. Not optimistic: the server checks the
 * marketplace, the address and the price, and its refusal is shown with its reason. A 409 (the
 * item changed on another device) reads the item again, so the next try is made from it.
 */
export const useChangeLife = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changeLife> } = {}) => {
  const queryClient = useQueryClient();
  return useListingMutation(changeLife, theItem, {
    ...mutationConfig,
    onError: async (error, variables, ...args) => {
      if (error instanceof ApiError && error.status === 409) {
        upsertListing(queryClient, await getListing(variables.item.id).catch(() => variables.item));
      }
      await mutationConfig?.onError?.(error, variables, ...args);
    },
  });
};
