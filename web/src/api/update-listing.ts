import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateListingRequest } from '#domain/api-types.ts';
import type { WebListing, ApiListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { apiFetch } from '../lib/api-client';
import type { MutationConfig } from '../lib/react-query';
import { queryKeys } from './query-keys';

/** PUT /api/listings/{id}: merges the user fields and sets stage saved (docs/product.md#states-and-transitions). */
export async function updateListing({
  id,
  change,
}: {
  id: string;
  change: UpdateListingRequest;
}): Promise<WebListing> {
  const row = await apiFetch<ApiListing>(`/api/listings/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify(change),
  });
  return toWebListing(row);
}

export const useUpdateListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateListing> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateListing,
    onSuccess: async (item, ...args) => {
      queryClient.setQueryData(queryKeys.listing(item.id), item);
      // Both lists: a saved item leaves the Review tab's.
      await queryClient.invalidateQueries({ queryKey: queryKeys.listings });
      await onSuccess?.(item, ...args);
    },
  });
};
