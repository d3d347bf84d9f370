import { itemTexts, type Message } from '#domain/messages.ts';

// A toast with an Undo button for a change made in an open form (docs/product.md#messages),
// like a delete's Undo (undo-offer.ts) but with nothing to ask of the server: the form puts
// back what it had. It lasts longer than a plain toast, for a seller who looked away, and is
// taken back when the form goes, where Undo could no longer put anything back.
const UNDO_NOTICE_MS = 10_000;

/** Shows the message with Undo (calls `onUndo` once); returns the way to take it back. */
export function notifyWithUndo(message: Message, onUndo: () => void): () => void {
  let withdrawn = false;
  let shown: string | number | undefined;
  void import('sonner').then(({ toast }) => {
    if (withdrawn) return;
    shown = toast(message.title, {
      ...(message.description === undefined ? {} : { description: message.description }),
      action: { label: itemTexts.undo, onClick: onUndo },
      duration: UNDO_NOTICE_MS,
    });
  });
  return () => {
    withdrawn = true;
    const id = shown;
    if (id !== undefined) void import('sonner').then(({ toast }) => toast.dismiss(id));
  };
}
