import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebListing, ApiListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';
import { updateCachedListings } from './listings-cache';
import { queryKeys } from './query-keys';

/** POST /api/listings/{id}/analyze: runs the analysis again for an item stuck in analyzing. */
export async function analyzeListing({ id }: { id: string }): Promise<WebListing> {
  const row = await apiFetch<ApiListing>(`/api/listings/${encodeURIComponent(id)}/analyze`, {
    method: 'POST',
  });
  return toWebListing(row);
}

export const useAnalyzeListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof analyzeListing> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: analyzeListing,
    onSuccess: async (item, ...args) => {
      // The item is analysing again: the list shows it so, and polling picks it up.
      updateCachedListings(queryClient, (items) =>
        items.map((known) => (known.id === item.id ? item : known)),
      );
      queryClient.setQueryData(queryKeys.listing(item.id), item);
      await onSuccess?.(item, ...args);
    },
  });
};
