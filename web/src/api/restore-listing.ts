import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebListing, ApiListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';
import { queryKeys } from './query-keys';

/** POST /api/listings/{id}/restore: Undo of a delete, while the server still keeps the item. */
export async function restoreListing({ id }: { id: string }): Promise<WebListing> {
  const row = await apiFetch<ApiListing>(`/api/listings/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
  });
  return toWebListing(row);
}

/** docs/product.md#states-and-transitions: Undo puts the item back where the lists had it. */
export const useRestoreListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof restoreListing> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: restoreListing,
    onSuccess: async (item, ...args) => {
      queryClient.setQueryData(queryKeys.listing(item.id), item);
      // Both lists read again: the item goes back to its place in each (by age, by stage).
      await queryClient.invalidateQueries({ queryKey: queryKeys.listings });
      await onSuccess?.(item, ...args);
    },
  });
};
