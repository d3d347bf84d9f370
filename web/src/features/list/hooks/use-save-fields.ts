import { useQueryClient } from '@tanstack/react-query';
import type { ListingItem } from '#domain/listing.ts';
import { saveUpdate } from '#domain/listing-item.ts';
import { messages } from '#domain/messages.ts';
import type { UserFields } from '#domain/user-fields.ts';
import { queryKeys } from '#web/api/query-keys.ts';
import { useUpdateListing } from '#web/api/update-listing.ts';
import { notify } from '#web/lib/notify.ts';

/**
 * Saving the form or the price (SPEC.md point 4): stage saved, fields merged. The item
 * changes at once and goes back to what it was if the server refuses.
 */
export function useSaveFields() {
  const queryClient = useQueryClient();
  const mutation = useUpdateListing({
    mutationConfig: {
      onMutate: async ({ id, change }) => {
        await queryClient.cancelQueries({ queryKey: queryKeys.listings, exact: true });
        const before = queryClient.getQueryData<ListingItem[]>(queryKeys.listings);
        queryClient.setQueryData<ListingItem[]>(queryKeys.listings, (items) =>
          items?.map((item) =>
            item.id === id ? { ...item, stage: 'saved', fields: change.user_fields ?? item.fields } : item,
          ),
        );
        return before;
      },
      onError: (_error, _variables, before) => {
        if (before) queryClient.setQueryData(queryKeys.listings, before);
        notify(messages.saveFailed);
      },
    },
  });

  return {
    save: (item: ListingItem, changes: UserFields, onSaved?: () => void) =>
      mutation.mutate({ id: item.id, change: saveUpdate(item, changes) }, { onSuccess: () => onSaved?.() }),
    saving: mutation.isPending,
  };
}
