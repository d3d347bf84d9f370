import { useQueryClient } from '@tanstack/react-query';
import type { WebListing } from '#domain/listing.ts';
import { saveUpdate } from '#domain/listing-item.ts';
import { messages } from '#domain/messages.ts';
import type { UserFields } from '#domain/user-fields.ts';
import {
  restoreListings,
  snapshotListings,
  updateCachedListings,
  type ListingsSnapshot,
} from '#web/api/listings-cache.ts';
import { useUpdateListing } from '#web/api/update-listing.ts';
import { notify } from '#web/lib/notify.ts';

/**
 * Saving the form or the price (docs/product.md#states-and-transitions): stage saved, fields merged. The item
 * changes at once and goes back to what it was if the server refuses.
 */
export function useSaveFields() {
  const queryClient = useQueryClient();
  const mutation = useUpdateListing({
    mutationConfig: {
      onMutate: async ({ id, change }) => {
        const before = await snapshotListings(queryClient);
        updateCachedListings(queryClient, (items) =>
          items.map((item) =>
            item.id === id ? { ...item, stage: 'saved', fields: change.user_fields ?? item.fields } : item,
          ),
        );
        return before;
      },
      onError: (_error, _variables, before) => {
        if (before) restoreListings(queryClient, before as ListingsSnapshot);
        notify(messages.saveFailed);
      },
    },
  });

  return {
    save: (item: WebListing, changes: UserFields, onSaved?: () => void) =>
      mutation.mutate({ id: item.id, change: saveUpdate(item, changes) }, { onSuccess: () => onSaved?.() }),
    saving: mutation.isPending,
  };
}
