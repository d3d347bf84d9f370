import type { ItemLife, LifeState } from './item-life';
import type { Stage } from './listing';
import { currentPrice } from './prices';
import type { UserFields } from './user-fields';

// Your Items as views over the item's life (docs/product.md#your-items): which items each view
// holds, the sorts, the title search, the days an item has been listed, and the counts. The
// server pages with these rules and the web app shows them, so the two cannot disagree.

export const listingViews = ['for_sale', 'sold', 'given_away', 'kept', 'all'] as const;
export type ListingView = (typeof listingViews)[number];

export const listingSorts = ['newest', 'price', 'days_listed'] as const;
export type ListingSort = (typeof listingSorts)[number];

/** The longest title search taken; longer is a 400 (no title is that long to look for). */
export const SEARCH_MAX_LENGTH = 100;

/**
 * How many of the user's items one request looks at, at most, for a view that is not every
 * item, or for a search: a page can come back short, with a cursor to look further
 * ("Search more"), so no request reads all of a large list (docs/architecture/backend.md#your-items).
 */
export const BROWSE_LOOK_LIMIT = 400;

/**
 * How many items a sort other than newest orders at most: it reads the whole view to order
 * it, so the view's first BROWSE_SORT_LIMIT items (newest first) are the ones sorted.
 */
export const BROWSE_SORT_LIMIT = 5000;

/** The life states each view holds; `all` holds every item, saved or not. */
export const viewStates: Readonly<Record<Exclude<ListingView, 'all'>, readonly LifeState[]>> = {
  // Saved and not yet let go: still the seller's to sell, listed somewhere or not yet.
  for_sale: ['saved', 'listed'],
  sold: ['sold'],
  given_away: ['given_away'],
  kept: ['kept'],
};

/** What a view needs of an item: its stage and stored life state (absent on old items). */
export interface ViewSubject {
  stage: Stage;
  life_state?: string | null;
}

/** The item's life state: none before it is saved; a saved item with none reads as `saved`. */
export function lifeStateOf(item: ViewSubject): LifeState | null {
  if (item.stage !== 'saved') return null;
  const state = item.life_state ?? 'saved';
  return (viewStatesAll as readonly string[]).includes(state) ? (state as LifeState) : 'saved';
}

const viewStatesAll: readonly LifeState[] = ['saved', 'listed', 'sold', 'given_away', 'kept'];

export function inView(view: ListingView, item: ViewSubject): boolean {
  if (view === 'all') return true;
  const state = lifeStateOf(item);
  return state !== null && viewStates[view].includes(state);
}

export type ViewCounts = Record<ListingView, number>;

/** How many items each view holds. */
export function viewCounts(items: Iterable<ViewSubject>): ViewCounts {
  const counts: ViewCounts = { for_sale: 0, sold: 0, given_away: 0, kept: 0, all: 0 };
  for (const item of items) {
    for (const view of listingViews) if (inView(view, item)) counts[view] += 1;
  }
  return counts;
}

/** Items shifted: sold or given away (kept items stay at home). */
export function itemsShifted(counts: Pick<ViewCounts, 'sold' | 'given_away'>): number {
  return counts.sold + counts.given_away;
}

/** The search as typed, trimmed and lower-cased, words apart; empty when there is none. */
export function searchWords(query: string | undefined): string[] {
  return (query ?? '').trim().toLocaleLowerCase('en').split(/\s+/).filter(Boolean);
}

/** True when the title holds every word of the search, in any case and order. */
export function titleMatches(title: string | undefined, words: readonly string[]): boolean {
  const text = (title ?? '').toLocaleLowerCase('en');
  return words.every((word) => text.includes(word));
}

const DAY_MS = 86_400_000;

/** When the item went live: its relisting, else its earliest posting; null unless listed. */
export function listedSince(life: ItemLife | null | undefined): string | null {
  if (life?.state !== 'listed') return null;
  if (life.relisted_at) return life.relisted_at;
  const dates = life.postings.map((p) => p.listed_at).sort();
  return dates[0] ?? null;
}

/** Whole days the item has been listed at `now` (0 on its first day); null unless listed. */
export function daysListed(life: ItemLife | null | undefined, now: Date): number | null {
  const since = listedSince(life);
  if (since === null) return null;
  return Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / DAY_MS));
}

/** What a sort orders by: the item's id (time-ordered), its price and its life. */
export interface SortSubject {
  id: string;
  /** The asking price, or the sold price of a sold item, in major units (sortPrice). */
  price: number;
  life: ItemLife | null;
}

/** The price a sort uses: what it sold for once sold, else the asking price the card shows. */
export function sortPrice(fields: UserFields, life: ItemLife | null): number {
  if (life?.state === 'sold') return life.sale.price_minor / 100;
  return Number(currentPrice(fields));
}

/**
 * The order of a sort: newest first; price highest first; days listed longest first, items
 * not listed after the listed ones. Ties fall back to newest first.
 */
export function compareForSort(sort: ListingSort): (a: SortSubject, b: SortSubject) => number {
  const newest = (a: SortSubject, b: SortSubject) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  if (sort === 'newest') return newest;
  const key = (item: SortSubject): number | null =>
    sort === 'price' ? item.price : sinceTime(listedSince(item.life));
  return (a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === null || y === null) return x === y ? newest(a, b) : x === null ? 1 : -1;
    // Longest listed first is the earliest date first; highest price first is the largest.
    const order = sort === 'price' ? y - x : x - y;
    return order === 0 ? newest(a, b) : order;
  };
}

function sinceTime(since: string | null): number | null {
  return since === null ? null : Date.parse(since);
}
