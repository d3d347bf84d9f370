import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateListingRequest } from '#domain/api-types.ts';
import type { WebListing, ApiListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { apiFetch } from '../lib/api-client';
import type { MutationConfig } from '../lib/react-query';
import { queryKeys } from './query-keys';

/** POST /api/listings: a listing in stage analyzing for an uploaded photo. */
export async function createListing(request: CreateListingRequest): Promise<WebListing> {
  const row = await apiFetch<ApiListing>('/api/listings', { method: 'POST', body: JSON.stringify(request) });
  return toWebListing(row);
}

export const useCreateListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createListing> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createListing,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.listings });
      await onSuccess?.(...args);
    },
  });
};
