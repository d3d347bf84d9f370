// The Undo offers still open, kept in the tab's sessionStorage with the moment each is
// withdrawn, so that a reload within the undo window offers Undo again for the time left
// (docs/product.md#other-transitions): the server still keeps the item. Keyed by user, so
// another account never sees them; dropped on Undo, when the offer ends and on sign-out.

/** Which toast offered it: the trash or Discard (`itemDeleted`), or a thumbs-down (`tryAgain`). */
export type UndoKind = 'itemDeleted' | 'tryAgain';

export interface PendingUndo {
  /** The deleted item. */
  id: string;
  kind: UndoKind;
  /** When the offer is withdrawn (ms since the epoch): 5 s before the server's window ends. */
  until: number;
}

const prefix = 'snap-list-shift.pending-undo.';
const keyFor = (userId: string) => `${prefix}${userId}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: Undo lasts as long as the page
  }
}

const isPending = (value: unknown): value is PendingUndo => {
  const undo = value as Partial<PendingUndo> | null;
  return (
    typeof undo?.id === 'string' &&
    (undo.kind === 'itemDeleted' || undo.kind === 'tryAgain') &&
    typeof undo.until === 'number'
  );
};

function readAll(userId: string): PendingUndo[] {
  const text = storage()?.getItem(keyFor(userId));
  if (!text) return [];
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter(isPending) : [];
  } catch {
    return [];
  }
}

function writeAll(userId: string, undos: readonly PendingUndo[]): void {
  try {
    if (undos.length === 0) storage()?.removeItem(keyFor(userId));
    else storage()?.setItem(keyFor(userId), JSON.stringify(undos));
  } catch {
    // Full or refused: the offer lasts as long as the page.
  }
}

// Counts the sign-outs of this page: an offer made before one is never kept after it, even when
// its delete reaches the server only later.
let signOuts = 0;

/** The moment an offer is made, for `keepPendingUndo` to tell whether a sign-out came since. */
export const pendingUndoEpoch = (): number => signOuts;

/** Keeps the offer for a reload, unless a sign-out came after `epoch` (the offer's moment). */
export function keepPendingUndo(userId: string, undo: PendingUndo, epoch = signOuts): void {
  if (epoch !== signOuts) return;
  writeAll(userId, [...readAll(userId).filter((known) => known.id !== undo.id), undo]);
}

/** The offers of this user not yet withdrawn at `now`; those past it are forgotten. */
export function pendingUndos(userId: string, now: number): PendingUndo[] {
  const all = readAll(userId);
  const open = all.filter((undo) => undo.until > now);
  if (open.length !== all.length) writeAll(userId, open);
  return open;
}

export function dropPendingUndo(userId: string, id: string): void {
  writeAll(
    userId,
    readAll(userId).filter((undo) => undo.id !== id),
  );
}

/** Every offer of this tab, of any user: a sign-out leaves none behind. */
export function dropAllPendingUndos(): void {
  signOuts += 1;
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key?.startsWith(prefix)) store.removeItem(key);
}
