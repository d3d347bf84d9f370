import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { type BatchStore, type FollowedBatch, memoryBatchStore, type SavedBatch } from './batch-store';

// The batch on the device (batch-store.ts) in IndexedDB, through idb-keyval: a database of the
// user's own, the plan under one key and each prepared photo as a Blob under its own; once the
// upload is over, the batch followed on Review under a third.

const PLAN = 'plan';
const FOLLOWED = 'followed';

function indexedDbBatchStore(userId: string): BatchStore {
  const store: UseStore = createStore(`snap-batch-${userId}`, 'batch');
  return {
    load: () => get<SavedBatch>(PLAN, store),
    save: (batch) => set(PLAN, batch, store),
    photo: (id) => get<Blob>(`photo:${id}`, store),
    putPhoto: (id, blob) => set(`photo:${id}`, blob, store),
    clear: () => clear(store),
    followed: () => get<FollowedBatch>(FOLLOWED, store),
    follow: (batch) => (batch ? set(FOLLOWED, batch, store) : del(FOLLOWED, store)),
  };
}

/** The store for a user: IndexedDB when the browser has it. */
export function batchStoreFor(userId: string): BatchStore {
  return !('indexedDB' in globalThis) ? memoryBatchStore() : indexedDbBatchStore(userId);
}
