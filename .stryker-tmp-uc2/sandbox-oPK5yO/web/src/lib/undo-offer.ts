// @ts-nocheck
import { DELETE_UNDO_WINDOW_SECONDS } from '#domain/constants.ts';
import { itemTexts, type Message } from '#domain/messages.ts';

// A toast that offers Undo for its lifetime (docs/product.md#states-and-transitions). The server
// keeps a deleted item for DELETE_UNDO_WINDOW_SECONDS; sonner pauses a toast while a pointer
// rests on it, so the toast is withdrawn before that window closes: Undo is never offered
// when it could no longer work.
const withdrawBeforeWindowEndsMs = (DELETE_UNDO_WINDOW_SECONDS - 5) * 1000;

const open = new Set<string | number>();

/** Shows the message (the spec's words) with an Undo button that calls `onUndo` once. */
export function offerUndo(message: Message, onUndo: () => void): void {
  void import('sonner').then(({ toast }) => {
    const id = toast(message.title, {
      ...(message.description === undefined ? {} : { description: message.description }),
      action: {
        label: itemTexts.undo,
        onClick: () => {
          open.delete(id);
          onUndo();
        },
      },
      onDismiss: () => open.delete(id),
      onAutoClose: () => open.delete(id),
    });
    open.add(id);
    setTimeout(() => toast.dismiss(id), withdrawBeforeWindowEndsMs);
  });
}

/**
 * Takes back every Undo still offered: on sign-out, or when the main screen goes. The items
 * stay deleted; nothing comes back that the user did not ask for.
 */
export function withdrawUndoOffers(): void {
  if (open.size === 0) return;
  const ids = [...open];
  open.clear();
  void import('sonner').then(({ toast }) => ids.forEach((id) => toast.dismiss(id)));
}
