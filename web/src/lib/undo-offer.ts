import { DELETE_UNDO_WINDOW_SECONDS } from '#domain/constants.ts';
import { itemTexts, type Message } from '#domain/messages.ts';

// A toast that offers Undo for its lifetime (docs/product.md#states-and-transitions). The server
// keeps a deleted item for DELETE_UNDO_WINDOW_SECONDS, and the offer lasts that window: not an
// ordinary toast's 4.5 s, after which a phone user who looked away had lost an item that could
// still come back. It is withdrawn by its own timer, 5 s before the window closes (the delete's
// way to the server and back), never by sonner's, which pauses while a pointer rests on the
// toast or the page is hidden: Undo is never offered when it could no longer work.
export const UNDO_OFFER_MS = (DELETE_UNDO_WINDOW_SECONDS - 5) * 1000;

const open = new Set<string | number>();

interface OfferOptions {
  /** One offer per deleted item: offered again (after a reload), it replaces itself. */
  itemId?: string;
  /** How long it stays: the whole offer, or what is left of it after a reload. */
  withdrawInMs?: number;
  /** The offer is over for good: Undo pressed, the toast closed, or its time up (not a withdrawal). */
  onEnded?: () => void;
}

/** Shows the message (the spec's words) with an Undo button that calls `onUndo` once. */
export function offerUndo(
  message: Message,
  onUndo: () => void,
  { itemId, withdrawInMs = UNDO_OFFER_MS, onEnded = () => {} }: OfferOptions = {},
): void {
  void import('sonner').then(({ toast }) => {
    // Withdrawn by withdrawUndoOffers, the offer is not over: a reload may bring it back.
    const end = () => open.delete(id) && onEnded();
    const id = toast(message.title, {
      ...(itemId === undefined ? {} : { id: `undo-${itemId}` }),
      ...(message.description === undefined ? {} : { description: message.description }),
      action: {
        label: itemTexts.undo,
        onClick: () => {
          end();
          onUndo();
        },
      },
      duration: Number.POSITIVE_INFINITY,
      onDismiss: end,
      onAutoClose: end,
    });
    open.add(id);
    setTimeout(() => toast.dismiss(id), withdrawInMs);
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
