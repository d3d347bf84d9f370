import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import type { MutationConfig } from '../lib/react-query';
import { restoreListings, snapshotListings, updateCachedListings } from './listings-cache';
import { queryKeys } from './query-keys';

/** DELETE /api/listings/{id}: the listing and its photo. */
export async function deleteListing({ id }: { id: string }): Promise<void> {
  await apiFetch<undefined>(`/api/listings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** docs/product.md#states-and-transitions: delete removes the item locally first, then on the server. */
export const useDeleteListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteListing> } = {}) => {
  const queryClient = useQueryClient();
  const { onMutate, onError, onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteListing,
    onMutate: async (variables, context) => {
      const before = await snapshotListings(queryClient);
      updateCachedListings(queryClient, (items) => items.filter((item) => item.id !== variables.id));
      await onMutate?.(variables, context);
      return before;
    },
    onError: async (error, variables, before, context) => {
      // The server kept it, so the list shows it again.
      if (before) restoreListings(queryClient, before);
      await onError?.(error, variables, undefined, context);
    },
    onSettled: async (...args) => {
      queryClient.removeQueries({ queryKey: queryKeys.listing(args[2].id) });
      await onSettled?.(...args);
    },
  });
};
