import type { BatchStore, FollowedBatch, SavedBatch } from './batch-store';

// Review's "6 of 9 ready" (docs/product.md#add-a-batch) lasts until every item of the batch is
// ready, through reloads: while the batch uploads its count comes from the plan on the device;
// once the upload is over the plan and the photos go, and the count stays on the device alone
// (the items' listing ids) until Review has seen every item ready.

/** The items a saved batch will make, and the listings made so far. */
export function followedOf(saved: SavedBatch): FollowedBatch {
  return {
    total: saved.items.length,
    listingIds: saved.items.flatMap((item) => (item.listingId ? [item.listingId] : [])),
  };
}

/**
 * The batch without the listings given: items deleted before they were ready, which Review
 * no longer waits for. The same batch when it held none of them.
 */
export function withoutListings(batch: FollowedBatch, ids: ReadonlySet<string>): FollowedBatch {
  const listingIds = batch.listingIds.filter((id) => !ids.has(id));
  const dropped = batch.listingIds.length - listingIds.length;
  return dropped === 0 ? batch : { total: batch.total - dropped, listingIds };
}

/** Keeps the batch followed, or lets it go when no item is left to wait for. */
async function keepFollowing(store: BatchStore, batch: FollowedBatch): Promise<void> {
  await store.follow(batch.total > 0 ? batch : undefined);
}

/**
 * The upload is over: the plan and the photos go, the batch stays followed, less the items
 * deleted meanwhile.
 */
export async function finishBatch(
  store: BatchStore,
  deleted: ReadonlySet<string> = new Set(),
): Promise<FollowedBatch | undefined> {
  const saved = await store.load();
  await store.clear();
  const followed = saved && withoutListings(followedOf(saved), deleted);
  if (followed) await keepFollowing(store, followed);
  return followed;
}

/** An item of the batch followed on the device was deleted: Review no longer waits for it. */
export async function forgetListing(store: BatchStore, id: string): Promise<void> {
  const followed = await store.followed();
  if (followed?.listingIds.includes(id)) await keepFollowing(store, withoutListings(followed, new Set([id])));
}
