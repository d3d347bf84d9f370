import type { DueDeletion, StoredListing } from './listings-repository';

/**
 * Deleting with undo (docs/design.md#deleting-with-undo): a listing is marked deleted, can be
 * restored within its window, and is purged by the sweeper once its time has come.
 */
export interface ListingDeletions {
  /**
   * Marks the listing deleted until `purgeAfter`: from now on it is gone for every read and
   * write but `restore`. Undefined when the user has no such listing (or it is marked already).
   */
  markDeleted(userId: string, id: string, purgeAfter: string): Promise<StoredListing | undefined>;
  /** Unmarks a deleted listing whose purge time is still after `now`; undefined otherwise. */
  restore(userId: string, id: string, now: string): Promise<StoredListing | undefined>;
  /** Every user's deleted listings whose purge time is at or before `now`, oldest first. */
  listDeletionsDue(now: string): Promise<DueDeletion[]>;
  /** The deleted listing, if it is still marked and due at `now`: the sweeper's purge reads it. */
  getDeletionDue(userId: string, id: string, now: string): Promise<StoredListing | undefined>;
  /** Removes the listing and its upload guards; false when the listing was already gone. */
  remove(listing: StoredListing): Promise<boolean>;
}
