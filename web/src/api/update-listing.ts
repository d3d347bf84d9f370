import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { UpdateListingRequest } from '#domain/api-types.ts';
import type { WebListing } from '#domain/listing.ts';
import { applyUpdate, toWebListing } from '#domain/listing-item.ts';
import { callApi } from '../lib/api-client';
import type { MutationConfig } from '../lib/react-query';
import { holdListings, patchListing, upsertListing } from './listings-cache';

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
}: { mutationConfig?: MutationConfig<typeof updateListing> } = {}) => {
  const queryClient = useQueryClient();
  const { onMutate, onError, onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateListing,
    onMutate: async (variables, context) => {
      await holdListings(queryClient);
      const before = patchListing(queryClient, variables.id, (item) => applyUpdate(item, variables.change));
      await onMutate?.(variables, context);
      return before;
    },
    onError: async (error, variables, before, context) => {
      if (before) upsertListing(queryClient, before);
      await onError?.(error, variables, undefined, context);
    },
    onSuccess: async (item, variables, _before, context) => {
      upsertListing(queryClient, item);
      await onSuccess?.(item, variables, undefined, context);
    },
  });
};
