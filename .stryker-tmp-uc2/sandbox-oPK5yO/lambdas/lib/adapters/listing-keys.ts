// @ts-nocheck
// The listings table holds two kinds of item under the user's partition (`userId` = the
// token's sub), told apart by a prefix on the sort key `id`:
//
//   listing#<ULID>        a listing; the API shows the bare ULID as its id
//   upload#<imageKey>     the idempotency guard of a create: which listing an upload became
//
// ULIDs are time-ordered, so `begins_with(id, 'listing#')` with ScanIndexForward false is
// "newest first" and never returns a guard (docs/design.md#data).

const listingPrefix = 'listing#';
const guardPrefix = 'upload#';

export const listingSortKeyPrefix = listingPrefix;

/**
 * The attribute a listing carries while, and only while, its stage is ready: a copy of its
 * sort key. The analyser sets it as it moves the item to ready; a save removes it.
 */
export const readyKeyAttribute = 'ready_key';

/**
 * The listings table's sparse index of one user's ready items (infra/table-schemas.ts creates
 * it in both homes), read by `GET /api/listings?stage=ready`. Only ready listings carry its
 * sort key, so it holds nothing else: a page of ready items costs the same whatever the
 * number of the user's other items, and comes newest first (the key is time-ordered).
 */
export const readyListingsIndex = {
  name: 'readyByUser',
  partitionKey: 'userId',
  sortKey: readyKeyAttribute,
} as const;

export function listingSortKey(listingId: string): string {
  return `${listingPrefix}${listingId}`;
}

export function uploadGuardSortKey(imageKey: string): string {
  return `${guardPrefix}${imageKey}`;
}

export function listingIdFromSortKey(sortKey: string): string {
  return sortKey.startsWith(listingPrefix) ? sortKey.slice(listingPrefix.length) : sortKey;
}

const ulidPattern = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** Listing ids are ULIDs; anything else cannot name one of the caller's listings. */
export function isListingId(value: string): boolean {
  return ulidPattern.test(value);
}
