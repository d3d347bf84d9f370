import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { batchTexts } from '#domain/messages.ts';
import { MAX_PHOTOS_PER_BATCH } from '#domain/photos.ts';
import { createListing } from '#web/features/add/api/create-listing.ts';
import { createUpload } from '#web/api/create-upload.ts';
import { upsertListing } from '#web/api/listings-cache.ts';
import { replacePhotos } from '#web/api/replace-photos.ts';
import { type BatchPlan, itemsToCreate, planFrom } from '#web/photos/batch-plan.ts';
import { finishBatch, followedOf, forgetListing, withoutListings } from '#web/photos/batch-following.ts';
import type { BatchStore } from '#web/photos/batch-store.ts';
import { batchStoreFor } from '#web/photos/batch-store-idb.ts';
import { type BatchBytes, type BatchSteps, bytesOf, keepBatch, runBatch } from '#web/photos/batch-upload.ts';
import { prepareBatch, type PreparedBatchPhoto } from '#web/photos/prepare-batch.ts';
import { putPhoto } from '#web/photos/put-photo.ts';
import type { BatchItems } from '#web/hooks/use-batch-progress.ts';

// "Add a batch" on the main screen (docs/product.md#add-a-batch): choose, prepare, group,
// then upload and create in the background. A batch left unfinished on the device (a reload,
// a dropped connection, the upload limit) goes on by itself when the page comes back or the
// network returns.

export type BatchState =
  | { step: 'idle' }
  | { step: 'preparing'; done: number; total: number }
  | { step: 'grouping'; photos: PreparedBatchPhoto[]; plan: BatchPlan }
  | { step: 'uploading'; bytes: BatchBytes }
  | { step: 'stopped'; why: 'offline' | 'limited' | 'failed'; message: string; bytes: BatchBytes };

export function useBatch(
  userId: string | undefined,
  storeFor: (userId: string) => BatchStore = batchStoreFor,
) {
  const queryClient = useQueryClient();
  const store = useMemo(() => (userId ? storeFor(userId) : undefined), [userId, storeFor]);
  const [state, setState] = useState<BatchState>({ step: 'idle' });
  /** Why chosen files were left out: shown above the grouping screen. */
  const [notes, setNotes] = useState<string[]>([]);
  const [items, setItems] = useState<BatchItems>({ total: 0, listingIds: [] });
  const running = useRef(false);
  /** The batch's items deleted before they were ready: Review does not wait for them. */
  const deleted = useRef(new Set<string>());

  const steps: BatchSteps = {
    requestTicket: createUpload,
    put: putPhoto,
    createItem: async ([imageKey, ...moreImageKeys], barcode) => {
      const item = await createListing({
        imageKey: imageKey!,
        ...(moreImageKeys.length > 0 ? { moreImageKeys } : {}),
        ...(barcode ? { barcode } : {}),
      });
      upsertListing(queryClient, item);
      setItems((known) =>
        known.listingIds.includes(item.id) ? known : { ...known, listingIds: [...known.listingIds, item.id] },
      );
      return item;
    },
    setPhotos: async (id, keys, seen) => upsertListing(queryClient, await replacePhotos({ id, keys, seen })),
  };

  async function run() {
    if (!store || running.current) return;
    running.current = true;
    try {
      const saved = await store.load();
      // A batch uploaded before the reload stays followed on Review until every item is ready.
      const followed = saved ? followedOf(saved) : await store.followed();
      if (followed) setItems(withoutListings(followed, deleted.current));
      if (!saved) return;
      let bytes = bytesOf(saved);
      setState({ step: 'uploading', bytes });
      const outcome = await runBatch(store, steps, (now) => {
        bytes = now;
        setState({ step: 'uploading', bytes: now });
      });
      if (outcome.kind === 'done') {
        // Handed to Review again: its items may all be ready already, and then it lets go.
        const followed = await finishBatch(store, deleted.current);
        if (followed) setItems(followed);
        setState({ step: 'idle' });
      } else {
        const message =
          outcome.kind === 'offline'
            ? batchTexts.paused
            : outcome.kind === 'limited'
              ? batchTexts.limited(outcome.left, outcome.reason)
              : outcome.reason;
        setState({ step: 'stopped', why: outcome.kind, message, bytes });
      }
    } finally {
      running.current = false;
    }
  }

  // A batch left unfinished goes on when the page comes back, and when the network does.
  useEffect(() => {
    void run();
    const onOnline = () => void run();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once a store, not once a render
  }, [store]);

  async function choose(files: File[]) {
    if (files.length === 0 || state.step !== 'idle') return;
    setNotes([]);
    setState({ step: 'preparing', done: 0, total: Math.min(files.length, MAX_PHOTOS_PER_BATCH) });
    // The grouping's code comes with the first batch, not with the main screen's first paint.
    const [batch, { groupPhotos }] = await Promise.all([
      prepareBatch(files, { onProgress: (done, total) => setState({ step: 'preparing', done, total }) }),
      import('#web/photos/group-photos.ts'),
    ]);
    const told = [
      ...(batch.beyond > 0 ? [batchTexts.beyondLimit(files.length)] : []),
      ...batch.refused.map((file) => batchTexts.refused(file.name, file.reason)),
      ...(batch.photos.length === 0 ? [batchTexts.noPhotos] : []),
    ];
    setNotes(told);
    if (batch.photos.length === 0) setState({ step: 'idle' });
    else setState({ step: 'grouping', photos: batch.photos, plan: planFrom(groupPhotos(batch.photos)) });
  }

  async function create() {
    if (state.step !== 'grouping' || !store) return;
    const plan = itemsToCreate(state.plan);
    if (plan.length === 0) return;
    setNotes([]);
    await keepBatch(store, plan, state.photos);
    await run();
  }

  return {
    state,
    notes,
    items,
    choose: (files: File[]) => void choose(files),
    edit: (plan: BatchPlan) => setState((now) => (now.step === 'grouping' ? { ...now, plan } : now)),
    create: () => void create(),
    cancel: () => {
      setNotes([]);
      setState({ step: 'idle' });
    },
    resume: () => void run(),
    /** Every item of the batch followed is ready: Review lets it go. */
    allReady: () => void store?.follow(undefined),
    /** An item was deleted: if it is the batch's, Review no longer waits for it. */
    forget: (id: string) => {
      deleted.current.add(id);
      setItems((known) => withoutListings(known, deleted.current));
      if (store) void forgetListing(store, id);
    },
    /** The grouping screen, the preparation or the upload holds the Add tab. */
    busy: state.step !== 'idle',
  };
}
