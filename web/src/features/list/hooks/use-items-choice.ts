import { useSyncExternalStore } from 'react';
import type { ItemsChoice } from '#web/features/list/api/browse-listings.ts';

// The view, sort and search the seller chose on Your Items, kept while the app is open: opening
// an item and coming back finds them as they were (the list unmounts meanwhile).

const initial: ItemsChoice = { view: 'all', sort: 'newest', q: '' };
let current = initial;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setItemsChoice(change: Partial<ItemsChoice>): void {
  current = { ...current, ...change };
  for (const listener of listeners) listener();
}

/** Back to every item, newest first, no search (a new user's cache starts here too). */
export function resetItemsChoice(): void {
  setItemsChoice(initial);
}

export function useItemsChoice(): [ItemsChoice, (change: Partial<ItemsChoice>) => void] {
  const choice = useSyncExternalStore(subscribe, () => current);
  return [choice, setItemsChoice];
}

/** Every item, newest first, no search: the list the app already holds serves it. */
export function isPlainChoice(choice: ItemsChoice): boolean {
  return choice.view === 'all' && choice.sort === 'newest' && choice.q.trim() === '';
}
