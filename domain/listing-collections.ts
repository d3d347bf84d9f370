import { RECENT_THUMBNAILS_SHOWN } from './constants';
import type { WebListing } from './listing';

// Rules over the user's list of items (docs/product.md#screens and docs/product.md#states-and-transitions).

/** Sorts newest first: by creation time, then id, since ids are time-ordered (the lists' order). */
export function newerFirst(a: WebListing, b: WebListing): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
}

/** Items newest first (by creation time, then id, since ids are time-ordered). */
export function newestFirst(items: readonly WebListing[]): WebListing[] {
  return [...items].sort(newerFirst);
}

/**
 * Each item once, as its newest version among the lists given (by `updatedAt`, the server's
 * version; the first list's on a tie), newest first. The app reads the list of every item and
 * the list of items ready for review apart, at different moments, and the second comes from an
 * index the server updates a moment after the item: an item may be ready in one and missing
 * from the other (a batch reloaded during its upload, its items finishing as the lists are
 * read). The Review tab, its badge and a batch's count all judge an item by this one version.
 */
export function newestVersions(...lists: readonly (readonly WebListing[])[]): WebListing[] {
  const newest = new Map<string, WebListing>();
  for (const item of lists.flat()) {
    const known = newest.get(item.id);
    if (!known || item.updatedAt > known.updatedAt) newest.set(item.id, item);
  }
  return newestFirst([...newest.values()]);
}

/** The Review tab's cards: items in stage ready. */
export function itemsReadyForReview(items: readonly WebListing[]): WebListing[] {
  return items.filter((item) => item.stage === 'ready');
}

/** The Review tab's badge: the count of items ready for review. */
export function reviewBadgeCount(items: readonly WebListing[]): number {
  return itemsReadyForReview(items).length;
}

/**
 * Whether an item is being analysed, which shows the processing screen on the Review and
 * Add tabs. An item whose analysis failed stays in analyzing but is no longer being
 * analysed, so it does not keep the processing screen up forever.
 */
export function isAnyItemAnalyzing(items: readonly WebListing[]): boolean {
  return items.some(isBeingAnalyzed);
}

/** The items being analysed, newest first: the processing screen shows the first. */
export function itemsBeingAnalyzed(items: readonly WebListing[]): WebListing[] {
  return newestFirst(items.filter(isBeingAnalyzed));
}

function isBeingAnalyzed(item: WebListing): boolean {
  return item.stage === 'analyzing' && !item.analysisError;
}

/** The Add tab's recent uploads: the 3 most recent, and how many more (the +N tile). */
export function recentUploads(items: readonly WebListing[]): {
  shown: WebListing[];
  more: number;
} {
  const sorted = newestFirst(items);
  return {
    shown: sorted.slice(0, RECENT_THUMBNAILS_SHOWN),
    more: Math.max(0, sorted.length - RECENT_THUMBNAILS_SHOWN),
  };
}
