import { apiContract } from '#domain/api-contract.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { callApi } from '#web/lib/api-client.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '#web/lib/react-query.ts';
import { theItem, useListingMutation } from './listing-mutation';
import { refreshSummary } from './listings-cache';

/** POST /api/listings/{id}/restore: Undo of a delete, while the server still keeps the item. */
export async function restoreListing({ id }: { id: string }): Promise<WebListing> {
  return toWebListing(await callApi(apiContract.restoreListing, { params: { id } }));
}

/** docs/product.md#states-and-transitions: Undo puts the item back where the lists had it. */
export const useRestoreListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof restoreListing> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  // The server's item goes back to its place in each list (by age, by stage): no refetch; the
  // views' counts are read again.
  return useListingMutation(restoreListing, theItem, {
    ...rest,
    onSuccess: async (item, ...args) => {
      void refreshSummary(queryClient);
      await onSuccess?.(item, ...args);
    },
  });
};
