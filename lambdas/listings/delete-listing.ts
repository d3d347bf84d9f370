import { DELETE_UNDO_WINDOW_SECONDS } from '#domain/constants.ts';
import type { Caller } from '../lib/runtime/caller';
import type { ListingDeletions } from '../lib/ports/listing-deletions';
import { listingNotFound } from './listing-view';

/**
 * `DELETE /api/listings/{id}`: the listing is gone at once for every list and read, in every
 * tab and after a reload, but kept for `DELETE_UNDO_WINDOW_SECONDS` so that Undo can bring it
 * back (`POST /api/listings/{id}/restore`); the sweeper then purges it with its photo
 * (docs/design.md#deleting-with-undo).
 */
export async function deleteListing(
  { listings }: { listings: ListingDeletions },
  caller: Caller,
  id: string,
  nowMs = Date.now(),
): Promise<void> {
  const purgeAfter = new Date(nowMs + DELETE_UNDO_WINDOW_SECONDS * 1000).toISOString();
  if (!(await listings.markDeleted(caller.userId, id, purgeAfter))) throw listingNotFound();
}
