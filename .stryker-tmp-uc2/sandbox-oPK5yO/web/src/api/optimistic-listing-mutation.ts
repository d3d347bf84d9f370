// @ts-nocheck
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebListing } from '#domain/listing.ts';
import type { MutationConfig } from '../lib/react-query';
import { holdListings, patchListing, upsertListing } from './listings-cache';

/**
 * A change to one listing that shows at once (`change` applied to the cached item), goes back to
 * what it was if the server refuses, and takes the server's answer when it agrees: no list is
 * read again (docs/architecture/web.md, the listings cache).
 */
export function useOptimisticListingMutation<Variables extends { id: string }>(
  mutationFn: (variables: Variables) => Promise<WebListing>,
  change: (item: WebListing, variables: Variables) => WebListing,
  mutationConfig?: MutationConfig<(variables: Variables) => Promise<WebListing>>,
) {
  const queryClient = useQueryClient();
  const { onMutate, onError, onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn,
    onMutate: async (variables, context) => {
      await holdListings(queryClient);
      const before = patchListing(queryClient, variables.id, (item) => change(item, variables));
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
}
