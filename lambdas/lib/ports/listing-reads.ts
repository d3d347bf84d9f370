import type { ListingsPage, ListingsPageRequest, StoredListing } from './listings-repository';

/**
 * Reading a user's listings (docs/product.md#data): lists, pages and one listing. Every call is
 * scoped by the caller's id; a listing marked deleted (docs/design.md#deleting-with-undo) is absent
 * from every list and read until it is restored or purged.
 */
export interface ListingReads {
  /** The user's listings, newest first. */
  listByUser(userId: string): Promise<StoredListing[]>;
  /** One page of the user's listings: its cost depends on the page size, not on the user's count. */
  listPage(userId: string, request: ListingsPageRequest): Promise<ListingsPage>;
  get(userId: string, id: string): Promise<StoredListing | undefined>;
  /** The listing already created from this upload, if any. */
  findByImageKey(userId: string, imageKey: string): Promise<StoredListing | undefined>;
}
