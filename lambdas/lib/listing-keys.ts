// The listings table holds two kinds of item under the user's partition (`userId` = the
// token's sub), told apart by a prefix on the sort key `id`:
//
//   listing#<ULID>        a listing; the API shows the bare ULID as its id
//   upload#<imageKey>     the idempotency guard of a create: which listing an upload became
//
// ULIDs are time-ordered, so `begins_with(id, 'listing#')` with ScanIndexForward false is
// "newest first" and never returns a guard (DESIGN.md section 4).

const listingPrefix = 'listing#';
const guardPrefix = 'upload#';

export const listingSortKeyPrefix = listingPrefix;

/**
 * The listings table's index of one user's items by stage (infra/table-schemas.ts creates it
 * in both homes), read by `GET /api/listings?stage=ready`. Only listing items carry `stage`
 * (upload guards do not), so it holds listings only, and a page of ready items costs the
 * same whatever the number of the user's other items.
 */
export const listingsByStageIndex = {
  name: 'byUserStage',
  partitionKey: 'userId',
  sortKey: 'stage',
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
