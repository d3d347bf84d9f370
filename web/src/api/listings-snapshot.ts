import type { ListingsList, ListingsPage } from './listings-page';

// The first page of each list, kept on the device for the next visit of the same user, so the
// main screen draws at once and then refreshes from the network
// (docs/architecture/web.md#a-repeat-visit-paints-from-the-device). Only listings-cache.ts writes
// and reads it; anything may drop it. Private: one user's, keyed by their id and read for that
// id only, and dropped whenever no one is signed in (sign-out, account deletion, a session that
// ended), so it never shows to another user of the device. Kept in localStorage: it is read
// synchronously, before the screen's first render, and it is small (the first pages only).

const prefix = 'snap-list-shift.listings.';
/** Raised when a listing's shape changes: a snapshot of an older build is then not read. */
const version = 1;

const keyFor = (userId: string) => `${prefix}${version}.${userId}`;

/** The first page of both lists the main screen opens with. */
export type ListingsSnapshot = Record<ListingsList, ListingsPage>;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage refused: every visit loads from the network, as a first one does
  }
}

const isPage = (value: unknown): value is ListingsPage =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as ListingsPage).items) &&
  (typeof (value as ListingsPage).nextCursor === 'string' || (value as ListingsPage).nextCursor === null);

export function readListingsSnapshot(userId: string): ListingsSnapshot | undefined {
  const text = storage()?.getItem(keyFor(userId));
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<ListingsSnapshot>;
    return isPage(value.all) && isPage(value.ready) ? { all: value.all, ready: value.ready } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `snapshot` as the user's, and drops any other user's. */
export function writeListingsSnapshot(userId: string, snapshot: ListingsSnapshot): void {
  dropListingsSnapshots(keyFor(userId));
  try {
    storage()?.setItem(keyFor(userId), JSON.stringify(snapshot));
  } catch {
    // Full or refused: the next visit loads from the network.
  }
}

/** Every user's snapshot (but the one under `keep`): nothing stays once no one is signed in. */
export function dropListingsSnapshots(keep?: string): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key?.startsWith(prefix) && key !== keep) store.removeItem(key);
}
