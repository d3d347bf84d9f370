import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { CreateListingRequest } from '#domain/api-types.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';
import { upsertListing } from '#web/api/listings-cache.ts';

/** POST /api/listings: a listing in stage analyzing for an uploaded photo. */
export async function createListing(request: CreateListingRequest): Promise<WebListing> {
  return toWebListing(await callApi(apiContract.createListing, { body: request }));
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
