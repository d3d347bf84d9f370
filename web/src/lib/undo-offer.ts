import { DELETE_UNDO_WINDOW_SECONDS } from '#domain/constants.ts';
import { itemTexts, type Message } from '#domain/messages.ts';

// A toast that offers Undo for its lifetime (docs/product.md#states-and-transitions). The server
// keeps a deleted item for DELETE_UNDO_WINDOW_SECONDS, and the offer lasts that window: not an
// ordinary toast's 4.5 s, after which a phone user who looked away had lost an item that could
// still come back. It is withdrawn by its own timer, 5 s before the window closes (the delete's
// way to the server and back), never by sonner's, which pauses while a pointer rests on the
// toast or the page is hidden: Undo is never offered when it could no longer work.
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
      duration: Number.POSITIVE_INFINITY,
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
