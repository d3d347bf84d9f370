import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import { callApi } from '../lib/api-client';
import type { MutationConfig } from '../lib/react-query';
import { holdListings, refreshSummary, removeListing, upsertListing } from './listings-cache';

/** DELETE /api/listings/{id}: the listing and its photo. */
export async function deleteListing({ id }: { id: string }): Promise<void> {
  await callApi(apiContract.deleteListing, { params: { id } });
}

/** docs/product.md#states-and-transitions: delete removes the item locally first, then on the server. */
export const useDeleteListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteListing> } = {}) => {
  const queryClient = useQueryClient();
  const { onMutate, onError, onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteListing,
    onMutate: async (variables, context) => {
      await holdListings(queryClient);
      const before = removeListing(queryClient, variables.id);
      await onMutate?.(variables, context);
      return before;
    },
    onError: async (error, variables, before, context) => {
      // The server kept it, so the list shows it again.
      if (before) upsertListing(queryClient, before);
      await onError?.(error, variables, undefined, context);
    },
    onSuccess: async (...args) => {
      // The card went at once; the views' counts follow once the server has it deleted.
      void refreshSummary(queryClient);
      await onSuccess?.(...args);
    },
  });
};
