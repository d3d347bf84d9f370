// The listings table's sparse index of deleted listings waiting to be purged
// (docs/design.md#deleting-with-undo): a delete marks the listing with these two attributes
// instead of removing it, so Undo can bring it back for a while; every list and read treats
// a marked listing as gone, and the sweeper purges it (photo, guard, listing) once
// `purgeAfter` has passed. Only marked listings carry the attributes, so the sweeper finds the
// due ones with one Query, never a Scan. infra/table-schemas.ts builds the index from this.

export const pendingDeletionsIndex = {
  name: 'pending-deletions',
  /** Always `pendingMark`: one partition holds every marked listing, sorted by the key below. */
  partitionKey: 'deletion_pending',
  /** When Undo stops working and the purge may run (ISO time). */
  sortKey: 'purge_after',
} as const;

export const pendingMark = 'pending';

/** Whether a raw table item is a deleted listing waiting for its purge. */
export function isPendingDeletion(item: Record<string, unknown>): boolean {
  return item[pendingDeletionsIndex.partitionKey] === pendingMark;
}

// A listing marked deleted is gone for every list, read and change but restore
// (docs/design.md#deleting-with-undo): the lists filter it out, and the writes require its absence.
export const notPending = 'attribute_not_exists(#pending)';
export const pendingName = { '#pending': pendingDeletionsIndex.partitionKey };
