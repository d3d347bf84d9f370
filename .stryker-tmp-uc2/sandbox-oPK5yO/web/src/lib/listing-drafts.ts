// @ts-nocheck
import type { UserFields } from '#domain/user-fields.ts';

// Unsaved edits of a listing form, kept in the tab's sessionStorage while they are unsaved, so
// a session that ends does not lose them: after the same user signs in again in this tab, the
// form opens with them (docs/product.md#errors-and-the-way-out). Keyed by user and item, so
// another account never sees them; dropped on save, on Leave and on sign-out.

const prefix = 'snap-list-shift.listing-draft.';
const keyFor = (userId: string, itemId: string) => `${prefix}${userId}.${itemId}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: edits are then only as safe as the open form
  }
}

export function saveDraft(userId: string, itemId: string, fields: UserFields): void {
  try {
    storage()?.setItem(keyFor(userId, itemId), JSON.stringify(fields));
  } catch {
    // Full or refused: nothing more can be kept.
  }
}

export function readDraft(userId: string, itemId: string): UserFields | undefined {
  const text = storage()?.getItem(keyFor(userId, itemId));
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ) as UserFields;
  } catch {
    return undefined;
  }
}

export function dropDraft(userId: string, itemId: string): void {
  storage()?.removeItem(keyFor(userId, itemId));
}

/** Every draft of this tab, of any user: a sign-out leaves none behind. */
export function dropAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key?.startsWith(prefix)) store.removeItem(key);
}
