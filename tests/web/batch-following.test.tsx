import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toWebListing } from '#domain/listing-item.ts';
import { useBatch } from '#web/features/add/hooks/use-batch.ts';
import { useBatchProgress } from '#web/hooks/use-batch-progress.ts';
import { finishBatch, forgetListing } from '#web/photos/batch-following.ts';
import { memoryBatchStore } from '#web/photos/batch-store.ts';
import { keepBatch } from '#web/photos/batch-upload.ts';
import { apiListing } from './support/api-server';

// Review's "6 of 9 ready" (docs/product.md#add-a-batch) lasts until every item is ready, even
// through a reload after the upload is over: the batch stays followed on the device, and goes
// once Review has seen every item ready.

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

const photo = (id: string) => ({ id, name: `${id}.jpg`, blob: new Blob([new Uint8Array(10)]) });

describe('a batch whose upload is over', () => {
  it('lets its plan and photos go and stays followed with its listings', async () => {
    const store = memoryBatchStore();
    await keepBatch(
      store,
      [{ photoIds: ['p1', 'p2'] }, { photoIds: ['p3'] }],
      [photo('p1'), photo('p2'), photo('p3')],
    );
    const saved = (await store.load())!;
    saved.items[0]!.listingId = 'item-1';
    saved.items[1]!.listingId = 'item-2';
    await store.save(saved);

    expect(await finishBatch(store)).toEqual({ total: 2, listingIds: ['item-1', 'item-2'] });
    expect(await store.load()).toBeUndefined();
    expect(await store.photo('p1')).toBeUndefined();
    expect(await store.followed()).toEqual({ total: 2, listingIds: ['item-1', 'item-2'] });
  });

  it('is followed again when the page comes back', async () => {
    const store = memoryBatchStore();
    await store.follow({ total: 3, listingIds: ['item-1', 'item-2', 'item-3'] });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useBatch('user-1', () => store), { wrapper });
    await waitFor(() =>
      expect(result.current.items).toEqual({ total: 3, listingIds: ['item-1', 'item-2', 'item-3'] }),
    );
    expect(result.current.state).toEqual({ step: 'idle' });

    result.current.allReady();
    await waitFor(async () => expect(await store.followed()).toBeUndefined());
  });
});

describe('Review following a batch', () => {
  const item = (id: string, stage: 'analyzing' | 'ready') => toWebListing(apiListing({ id, stage }));
  const batch = { total: 2, listingIds: ['item-1', 'item-2'] };

  it('counts the ready items and lets the batch go once every one is', () => {
    const onAllReady = vi.fn();
    const { result, rerender } = renderHook(({ items }) => useBatchProgress(batch, items, onAllReady), {
      initialProps: { items: [item('item-1', 'ready'), item('item-2', 'analyzing')] },
    });
    expect(result.current).toMatchObject({ ready: 1, total: 2 });
    expect(onAllReady).not.toHaveBeenCalled();
    rerender({ items: [item('item-1', 'ready'), item('item-2', 'ready')] });
    expect(result.current).toMatchObject({ ready: 2, total: 2 });
    expect(onAllReady).toHaveBeenCalledTimes(1);
  });

  it('lets go again a batch handed over anew once its upload is over, its items ready before', () => {
    const onAllReady = vi.fn();
    const ready = [item('item-1', 'ready'), item('item-2', 'ready')];
    const { rerender } = renderHook(({ followed }) => useBatchProgress(followed, ready, onAllReady), {
      initialProps: { followed: batch },
    });
    expect(onAllReady).toHaveBeenCalledTimes(1);
    rerender({ followed: { ...batch } }); // finishBatch has just kept it on the device
    expect(onAllReady).toHaveBeenCalledTimes(2);
  });

  it('does not let go a batch of which some items are still to be made', () => {
    const onAllReady = vi.fn();
    renderHook(() =>
      useBatchProgress({ total: 3, listingIds: ['item-1'] }, [item('item-1', 'ready')], onAllReady),
    );
    expect(onAllReady).not.toHaveBeenCalled();
  });
});

describe('an item of the batch deleted before it was ready', () => {
  it('is no longer waited for on the device; the last one lets the batch go', async () => {
    const store = memoryBatchStore();
    await store.follow({ total: 3, listingIds: ['item-1', 'item-2', 'item-3'] });
    await forgetListing(store, 'another-item');
    expect(await store.followed()).toEqual({ total: 3, listingIds: ['item-1', 'item-2', 'item-3'] });
    await forgetListing(store, 'item-2');
    expect(await store.followed()).toEqual({ total: 2, listingIds: ['item-1', 'item-3'] });
    await forgetListing(store, 'item-1');
    await forgetListing(store, 'item-3');
    expect(await store.followed()).toBeUndefined();
  });

  it('is left out when the upload ends after it was deleted', async () => {
    const store = memoryBatchStore();
    await keepBatch(store, [{ photoIds: ['p1'] }, { photoIds: ['p2'] }], [photo('p1'), photo('p2')]);
    const saved = (await store.load())!;
    saved.items[0]!.listingId = 'item-1';
    saved.items[1]!.listingId = 'item-2';
    await store.save(saved);
    expect(await finishBatch(store, new Set(['item-1']))).toEqual({ total: 1, listingIds: ['item-2'] });
    expect(await store.followed()).toEqual({ total: 1, listingIds: ['item-2'] });
  });

  it('leaves the count on Review, which then lets go once the others are ready', async () => {
    const store = memoryBatchStore();
    await store.follow({ total: 2, listingIds: ['item-1', 'item-2'] });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const onAllReady = vi.fn();
    const ready = toWebListing(apiListing({ id: 'item-1', stage: 'ready' }));
    const { result } = renderHook(
      () => {
        const batch = useBatch('user-1', () => store);
        return { batch, progress: useBatchProgress(batch.items, [ready], onAllReady) };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.progress).toMatchObject({ ready: 1, total: 2 }));
    expect(onAllReady).not.toHaveBeenCalled();

    result.current.batch.forget('item-2');
    await waitFor(() => expect(result.current.progress).toMatchObject({ ready: 1, total: 1 }));
    expect(onAllReady).toHaveBeenCalledTimes(1);
    expect(await store.followed()).toEqual({ total: 1, listingIds: ['item-1'] });
  });
});
