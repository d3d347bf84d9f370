import type { WebListing } from '#domain/listing.ts';
import { saveUpdate } from '#domain/listing-item.ts';
import { messages } from '#domain/messages.ts';
import type { UserFields } from '#domain/user-fields.ts';
import { useUpdateListing } from '#web/features/list/api/update-listing.ts';
import { notify } from '#web/lib/notify.ts';

/**
 * Saving the form or the price (docs/product.md#states-and-transitions): stage saved, fields
 * merged. The item changes at once and goes back to what it was if the server refuses
 * (`useUpdateListing`).
 */
export function useSaveFields() {
  const mutation = useUpdateListing({ mutationConfig: { onError: () => notify(messages.saveFailed) } });

  return {
    save: (item: WebListing, changes: UserFields, onSaved?: () => void) =>
      mutation.mutate({ id: item.id, change: saveUpdate(item, changes) }, { onSuccess: () => onSaved?.() }),
    saving: mutation.isPending,
  };
}
