import type { LifeEvent } from '#domain/item-life.ts';
import type { WebListing } from '#domain/listing.ts';
import { lifeTexts, type Message } from '#domain/messages.ts';
import { useChangeLife } from '#web/features/list/api/change-life.ts';
import { notify } from '#web/lib/notify.ts';

/**
 * One event of the item's life (docs/product.md#item-life), said in a toast once the server
 * took it; a refusal says the server's reason, and nothing on the item changes.
 */
export function useLifeChange(item: WebListing) {
  const mutation = useChangeLife({
    mutationConfig: { onError: (error) => notify(lifeTexts.changeFailed(error.message)) },
  });
  return {
    change: (event: LifeEvent, done: Message | ((after: WebListing) => Message), onDone?: () => void) =>
      mutation.mutate(
        { item, event },
        {
          onSuccess: (after) => {
            notify(typeof done === 'function' ? done(after) : done);
            onDone?.();
          },
        },
      ),
    pending: mutation.isPending,
  };
}
