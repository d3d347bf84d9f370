// @ts-nocheck
import type { ListingsList, ListingsPage } from './listings-page';

// docs/architecture/web.md#the-first-paint: the main screen waits for the first page of its two
// lists (every item, and those ready for review). They are asked for as soon as the session is
// known, in parallel with the main screen's chunk, instead of once that chunk has arrived and
// rendered; the screen's data cache then takes each page (once) instead of asking again.

/** The lists the main screen opens with (web/src/app/routes/main.tsx). */
const firstLists: ListingsList[] = ['all', 'ready'];

const pending = new Map<ListingsList, Promise<ListingsPage>>();

/** Starts GET /api/listings for the first page of each list the main screen opens with. */
export function requestFirstListingsPages(): void {
  // The fetcher is imported, not bundled into the entry, so /auth does not download it; index.html
  // preloads it with the main screen's chunk, which shares it.
  const fetcher = import('./listings-page');
  for (const list of firstLists) {
    const page = fetcher.then(({ getListingsPage }) => getListingsPage(list, undefined));
    // A failure is the cache's to report once it takes the page; until then it is not unhandled.
    page.catch(() => undefined);
    pending.set(list, page);
  }
}

/** Drops the pages asked for early and not taken: they belong to a main screen that has closed. */
export function forgetFirstListingsPages(): void {
  pending.clear();
}

/** The first page of `list` asked for early, if it was and has not been taken yet. */
export function takeFirstListingsPage(list: ListingsList): Promise<ListingsPage> | undefined {
  const page = pending.get(list);
  pending.delete(list);
  return page;
}
