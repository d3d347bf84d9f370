// @ts-nocheck
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';
import { upsertListing } from './listings-cache';

/** POST /api/listings/{id}/analyze: runs the analysis again for an item stuck in analyzing. */
export async function analyzeListing({ id }: { id: string }): Promise<WebListing> {
  return toWebListing(await callApi(apiContract.analyzeListing, { params: { id } }));
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
      upsertListing(queryClient, item);
      await onSuccess?.(item, ...args);
    },
  });
};
