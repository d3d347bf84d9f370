// @ts-nocheck
// The way out of each failure (docs/product.md#errors-and-the-way-out): all our own wording.
// The failures themselves keep the catalogue's (toasts.ts).

import type { Ours } from './wording';
import { note } from './toasts';

export const recoveryTexts = {
  /** A failed listings load, in the List and Review tabs: the catalogue's toast text, then this button. */
  retryLoad: 'Retry' as Ours,
  retryingLoad: 'Retrying...' as Ours,
  /** The Add tab's error box: upload the same photo again, or run the failed analysis again. */
  tryAgain: 'Try again' as Ours,
  /** A failed analysis card: delete the item. */
  discard: 'Discard' as Ours,
  /** On /auth after the session ended by itself (not a sign-out). */
  sessionEnded: 'Your session has ended. Please sign in again.' as Ours,
  /** Asked before leaving a listing form with unsaved edits. */
  unsavedTitle: 'Leave without saving?' as Ours,
  unsavedDescription: 'Your changes to this listing have not been saved and will be lost.' as Ours,
  keepEditing: 'Keep editing' as Ours,
  leave: 'Leave' as Ours,
  /** A form opening with unsaved edits kept through an ended session (or a reload of the tab). */
  draftRestored: note(
    'Unsaved edits restored' as Ours,
    'Your earlier changes to this listing are back. Save them when ready.' as Ours,
  ),
} as const;
