import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { WebListing } from '#domain/listing.ts';
import { upsertListing } from './listings-cache';

/**
 * A call the server answers with the item as it now stands (create, analyse, reanalyse, restore,
 * a change of its life): the item (`itemOf` the answer) goes where the lists would have it, then
 * the caller's own `onSuccess` runs. No list is read again (docs/architecture/web.md#data-layer).
 */
export function useListingMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  itemOf: (answer: Answer) => WebListing,
  mutationConfig?: UseMutationOptions<Answer, Error, Variables>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn,
    onSuccess: async (answer, ...args) => {
      upsertListing(queryClient, itemOf(answer));
      await onSuccess?.(answer, ...args);
    },
  });
}

/** `itemOf` for a call that answers the item itself. */
export const theItem = (item: WebListing): WebListing => item;
