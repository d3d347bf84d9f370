import type { SoldItem } from '#domain/item-life-totals.ts';
import type { ListingSort, ListingView, ViewSubject } from '#domain/listings-browse.ts';
import type { StoredListing } from './listings-repository';

// Your Items' views, sorts and title search, the summary's inputs and the records' pages
// (docs/architecture/backend.md#your-items), each scoped to one user like every read.

/** Where a page starts: after an item (newest order), or at a place in a sorted view. */
export type BrowsePosition = { after: string; soldAt?: string } | { offset: number };

export interface BrowseRequest {
  view: ListingView;
  sort: ListingSort;
  /** Words the title must hold (searchWords); none for no search. */
  words: readonly string[];
  from?: BrowsePosition;
  limit: number;
}

export interface BrowsePage {
  listings: StoredListing[];
  /** Where the next page starts; absent when nothing is left. */
  next?: BrowsePosition;
  /** True when the page stopped at BROWSE_LOOK_LIMIT items looked at: more may match further on. */
  partial: boolean;
}

export interface ListingsBrowser {
  browse(userId: string, request: BrowseRequest): Promise<BrowsePage>;
  /** Every listing's stage and life state, for the counts. */
  viewSubjects(userId: string): Promise<ViewSubject[]>;
  /** The user's sold items (life and country: its fees), from the index of sold items. */
  soldLives(userId: string): Promise<SoldItem[]>;
  /** A page of every listing, oldest first, for the records file. */
  exportPage(
    userId: string,
    after: string | undefined,
    limit: number,
  ): Promise<{ listings: StoredListing[]; lastId?: string }>;
}
