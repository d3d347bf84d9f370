import { apiContract } from '#domain/api-contract.ts';
import type { UpdateListingRequest } from '#domain/api-types.ts';
import type { WebListing } from '#domain/listing.ts';
import { applyUpdate, toWebListing } from '#domain/listing-item.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';
import { useOptimisticListingMutation } from '#web/api/optimistic-listing-mutation.ts';

/** PUT /api/listings/{id}: merges the user fields and sets stage saved (docs/product.md#states-and-transitions). */
export async function updateListing({
  id,
  change,
}: {
  id: string;
  change: UpdateListingRequest;
}): Promise<WebListing> {
  return toWebListing(await callApi(apiContract.updateListing, { params: { id }, body: change }));
}

/**
 * The item changes at once (the domain's own rule, `applyUpdate`), goes back to what it was if
 * the server refuses, and takes the server's answer when it agrees: no list is read again.
 */
export const useUpdateListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateListing> } = {}) =>
  useOptimisticListingMutation(
    updateListing,
    (item, variables) => applyUpdate(item, variables.change),
    mutationConfig,
  );
