import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateListingRequest } from '#domain/api-types.ts';
import type { ListingItem, ListingRow } from '#domain/listing.ts';
import { rowToItem } from '#domain/listing-item.ts';
import { apiFetch } from '../lib/api-client';
import type { MutationConfig } from '../lib/react-query';
import { upsertListing } from './listings-cache';

/** POST /api/listings: a listing in stage analyzing for an uploaded photo. */
export async function createListing(request: CreateListingRequest): Promise<ListingItem> {
  const row = await apiFetch<ListingRow>('/api/listings', { method: 'POST', body: JSON.stringify(request) });
  return rowToItem(row);
}

/** The new item goes on top of the list (the newest), where the server lists it. */
export const useCreateListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createListing> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createListing,
    onSuccess: async (item, ...args) => {
      upsertListing(queryClient, item);
      await onSuccess?.(item, ...args);
    },
  });
};
