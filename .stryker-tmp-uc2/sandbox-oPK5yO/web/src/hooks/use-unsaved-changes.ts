// @ts-nocheck
import { createContext, useContext } from 'react';

/**
 * Unsaved edits on the main screen (docs/product.md#errors-and-the-way-out): listing forms say
 * whether they hold any, and whoever moves the user away asks first.
 */
export interface UnsavedChanges {
  /** The signed-in user, whose drafts a form may keep and restore. */
  userId: string | undefined;
  /** Whether any form holds unsaved edits now. */
  dirty: boolean;
  /** A form says it holds unsaved edits of an item (or, with undefined, none any more). */
  report: (source: string, itemId: string | undefined) => void;
  /**
   * Runs `leave` at once when nothing is unsaved; otherwise asks, and runs `leave` on Leave
   * (the unsaved edits and their drafts are dropped) or `stay` on Keep editing.
   */
  confirmLeave: (leave: () => void, stay?: () => void) => void;
  /** Drops the unsaved edits without asking (their item is being deleted). */
  discard: () => void;
}

/** Outside a provider (a form rendered on its own) nothing is guarded. */
const unguarded: UnsavedChanges = {
  userId: undefined,
  dirty: false,
  report: () => undefined,
  confirmLeave: (leave) => leave(),
  discard: () => undefined,
};

export const UnsavedChangesContext = createContext<UnsavedChanges>(unguarded);

export const useUnsavedChanges = (): UnsavedChanges => useContext(UnsavedChangesContext);
