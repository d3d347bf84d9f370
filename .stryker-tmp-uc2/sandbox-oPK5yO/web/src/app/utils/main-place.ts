// @ts-nocheck
import { initialTab, type MainTab } from '#web/components/layout/tab-bar.tsx';

// Where the user is on the main screen, kept in the URL's search parameters of `/` so the
// spec's routes stay (/auth, /, anything else the 404 page): the phone's back button moves
// between tabs and in and out of an item, a reload keeps the place, and a place can be linked.

/** A tab, and in the List tab the selected item. */
export interface MainPlace {
  tab: MainTab;
  itemId?: string;
}

const tabs: readonly MainTab[] = ['review', 'list', 'add'];
const isTab = (value: string | null): value is MainTab => tabs.includes(value as MainTab);

/** The place a URL's search parameters name; anything unknown is the initial tab. */
export function placeFromParams(params: URLSearchParams): MainPlace {
  const itemId = params.get('item') || undefined;
  const tab = params.get('tab');
  // An item is only ever selected in the List tab, so `?item=` alone still opens it there.
  if (itemId && (tab === null || tab === 'list')) return { tab: 'list', itemId };
  return { tab: isTab(tab) ? tab : initialTab };
}

/** The search parameters of a place: none for the initial tab, so the entry URL stays `/`. */
export function paramsForPlace(place: MainPlace): URLSearchParams {
  const params = new URLSearchParams();
  if (place.tab === initialTab) return params;
  params.set('tab', place.tab);
  if (place.tab === 'list' && place.itemId) params.set('item', place.itemId);
  return params;
}

export const samePlace = (a: MainPlace, b: MainPlace): boolean =>
  paramsForPlace(a).toString() === paramsForPlace(b).toString();
