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

/** The upload is over: the plan and the photos go, the batch stays followed. */
export async function finishBatch(store: BatchStore): Promise<FollowedBatch | undefined> {
  const saved = await store.load();
  await store.clear();
  const followed = saved && followedOf(saved);
  if (followed) await store.follow(followed);
  return followed;
}
