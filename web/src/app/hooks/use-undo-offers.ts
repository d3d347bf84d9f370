import { useEffect } from 'react';
import { messages } from '#domain/messages.ts';
import { useRestoreListing } from '#web/api/restore-listing.ts';
import { useSession } from '#web/features/auth/hooks/use-session.ts';
import { notify } from '#web/lib/notify.ts';
import {
  dropPendingUndo,
  keepPendingUndo,
  pendingUndoEpoch,
  pendingUndos,
  type UndoKind,
} from '#web/lib/pending-undos.ts';
import { offerUndo, UNDO_OFFER_MS, withdrawUndoOffers } from '#web/lib/undo-offer.ts';

/**
 * The Undo of a delete (docs/product.md#other-transitions): offered in its toast for the server's
 * undo window, and offered again after a reload for the time left (pending-undos.ts). Returns
 * the function that offers it for an item whose delete is on its way (`deleted`: true once the
 * server has it deleted).
 */
export function useUndoOffers() {
  const { state } = useSession();
  const userId = state.status === 'signedIn' ? state.userId : undefined;
  const restore = useRestoreListing({
    mutationConfig: {
      onSuccess: () => notify(messages.itemRestored),
      onError: () => notify(messages.restoreFailed),
    },
  });
  // Signing out (or leaving the main screen) takes back the Undo buttons: the items stay deleted.
  useEffect(() => withdrawUndoOffers, []);
  // The page is back within the window: the offers still open show again, for the time left.
  useEffect(() => {
    if (userId === undefined) return;
    const now = Date.now();
    for (const pending of pendingUndos(userId, now)) {
      offerUndo(messages[pending.kind], () => restore.mutate({ id: pending.id }), {
        itemId: pending.id,
        withdrawInMs: pending.until - now,
        onEnded: () => dropPendingUndo(userId, pending.id),
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once a user, as the page opens
  }, [userId]);

  return (id: string, kind: UndoKind, deleted: Promise<boolean>) => {
    const until = Date.now() + UNDO_OFFER_MS;
    const epoch = pendingUndoEpoch();
    let ended = false;
    // Undo once the delete has reached the server (a failed delete needs none).
    const undo = () => void deleted.then((done) => done && restore.mutate({ id }));
    offerUndo(messages[kind], undo, {
      itemId: id,
      onEnded: () => {
        ended = true;
        if (userId !== undefined) dropPendingUndo(userId, id);
      },
    });
    // Kept for a reload only once the server has the item deleted, and while still offered.
    void deleted.then((done) => {
      if (done && !ended && userId !== undefined) keepPendingUndo(userId, { id, kind, until }, epoch);
    });
  };
}
