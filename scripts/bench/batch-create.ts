import { readFileSync } from 'node:fs';
import type { LocalTwin } from '../../infra/local/twin';
import { batchPhotoPath, batchPhotos } from '../../tests/fixtures/photos/batch/batch-photos';
import { callApi } from '../../tests/support/api-client';
import type { FakeOpenAi } from '../../tests/support/fake-openai/fake-openai-server';
import type { TwinInfo } from '../../tests/support/twin-context';
import { memoryBatchStore } from '../../web/src/photos/batch-store';
import { keepBatch, runBatch, type BatchSteps } from '../../web/src/photos/batch-upload';
import { PhotoStoreError } from '../../web/src/photos/upload-errors';
import { ms, type BenchRow } from './table';

// "Create" to every item ready (docs/performance.md#a-batch-of-photos): the web app's own
// batch runner (web/src/photos/batch-upload.ts) drives the twin's API from Node, the batch
// fixture's 28 photos as its 8 items, and the fake model answers at once (no fixed delay), so
// the figure is our own overhead: tickets, PUTs, creations, photo lists and the queued
// analyses under the twin's concurrency.

function failure(status: number, body: unknown): Error {
  const message = (body as { error?: { message?: string } } | undefined)?.error?.message ?? `HTTP ${status}`;
  return Object.assign(new Error(message), { status });
}

function apiSteps(info: TwinInfo, token: string): BatchSteps {
  const call = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const response = await callApi<T>(info, method, path, { token, body });
    if (response.status >= 300) throw failure(response.status, response.body);
    return response.body;
  };
  return {
    requestTicket: (request) => call('POST', '/api/uploads', request),
    put: async (ticket, body, onProgress) => {
      const headers = { ...ticket.headers };
      delete headers['content-length'];
      const response = await fetch(ticket.url, { method: 'PUT', headers, body });
      if (!response.ok) throw new PhotoStoreError(response.status);
      onProgress(1);
    },
    createItem: ([imageKey, ...moreImageKeys], barcode) =>
      call('POST', '/api/listings', { imageKey, moreImageKeys, ...(barcode ? { barcode } : {}) }),
    setPhotos: async (id, keys, seen) => {
      await call('PUT', `/api/listings/${id}/photos`, { keys, seen });
    },
  };
}

export async function batchCreateRows(
  twin: LocalTwin,
  info: TwinInfo,
  token: string,
  fake: FakeOpenAi,
): Promise<BenchRow[]> {
  fake.reset();
  fake.script({ defaultReply: { kind: 'success', listings: [] }, defaultDelayMs: 0 });
  const photos = batchPhotos.map((photo) => ({
    id: photo.file,
    name: photo.file,
    blob: new Blob([readFileSync(batchPhotoPath(photo.file))], { type: 'image/jpeg' }),
  }));
  const items = [...new Set(batchPhotos.map((photo) => photo.item))].map((item) => ({
    photoIds: batchPhotos.filter((photo) => photo.item === item).map((photo) => photo.file),
  }));
  const store = memoryBatchStore();
  await keepBatch(store, items, photos);
  const started = performance.now();
  const outcome = await runBatch(store, apiSteps(info, token), () => undefined);
  if (outcome.kind !== 'done') throw new Error(`The batch stopped: ${JSON.stringify(outcome)}`);
  const uploaded = performance.now();
  const ids = new Set(outcome.listingIds);
  for (;;) {
    const { body } = await callApi<{ listings: { id: string; stage: string }[] }>(
      info,
      'GET',
      '/api/listings',
      {
        token,
      },
    );
    const ours = body.listings.filter((row) => ids.has(row.id));
    if (ours.length === ids.size && ours.every((row) => row.stage !== 'analyzing')) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ready = performance.now();
  await twin.analysesSettled();
  const method = `web app's runBatch on the twin, ${photos.length} fixture photos as ${items.length} items, fake model without delay`;
  return [
    {
      figure: `batch of ${items.length} items: Create to all uploaded and created`,
      value: ms(uploaded - started),
      method,
    },
    {
      figure: `batch of ${items.length} items: Create to every item ready`,
      value: ms(ready - started),
      method,
    },
  ];
}
