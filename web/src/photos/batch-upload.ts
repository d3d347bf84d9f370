import type { Barcode } from '#domain/barcode.ts';
import type { UploadTicket, UploadTicketRequest } from '#domain/api-types.ts';
import type { BatchStore, SavedBatch, SavedItem, SavedPhoto } from './batch-store';
import { uploadName } from './upload-name';
import { PhotoStoreError, UploadNetworkError } from './upload-errors';

// "Add a batch", step three (docs/architecture/web.md#a-batch-on-its-way-up): item after item,
// its photos are PUT through the same tickets and presigned PUTs as a single upload, then the
// item is created with all its photos in one call (`POST /api/listings` with `moreImageKeys`,
// idempotent per cover, which queues its analysis once the item holds every photo, so the
// first analysis sees them all). An item a run of an older version made from its cover alone
// is given its other photos (`PUT /api/listings/{id}/photos`) as before. Every step is saved
// before and after it runs, so a run cut short (a reload, a dropped connection, the upload
// limit) goes on from where it stopped: a photo sent stays sent (a ticket is reused, and the
// store's If-None-Match answers 412 for a photo it has), an item made is not made again.

export interface BatchSteps {
  requestTicket: (request: UploadTicketRequest) => Promise<UploadTicket>;
  put: (ticket: UploadTicket, body: Blob, onProgress: (fraction: number) => void) => Promise<void>;
  /** `POST /api/listings`: the item with all its photos, cover first. */
  createItem: (keys: string[], barcode: Barcode | undefined) => Promise<{ id: string }>;
  /** `PUT /api/listings/{id}/photos`: only for an item an older run made from its cover alone. */
  setPhotos: (id: string, keys: string[], seen: string[]) => Promise<void>;
  /** Now in ms, to tell an expired ticket. */
  now?: () => number;
}

export type BatchOutcome =
  | { kind: 'done'; listingIds: string[] }
  /** The network went: the run goes on when it is back. */
  | { kind: 'offline' }
  /** The upload-ticket ceiling: the server's reason, and how many photos are left to send. */
  | { kind: 'limited'; reason: string; left: number }
  | { kind: 'failed'; reason: string };

export interface BatchBytes {
  sent: number;
  total: number;
}

/** Bytes of the batch's photos the store has, of all of them: the progress bar. */
export function bytesOf(batch: SavedBatch, current?: { id: string; fraction: number }): BatchBytes {
  let sent = 0;
  let total = 0;
  for (const photo of batch.photos) {
    total += photo.size;
    if (photo.sent) sent += photo.size;
    else if (photo.id === current?.id) sent += Math.round(photo.size * current.fraction);
  }
  return { sent, total };
}

/** The photos of the batch not yet in the store. */
function photosLeft(batch: SavedBatch): number {
  return batch.photos.filter((photo) => !photo.sent).length;
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof PhotoStoreError) return error.status;
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

function isOffline(error: unknown): boolean {
  return error instanceof UploadNetworkError || statusOf(error) === 0;
}

export async function runBatch(
  store: BatchStore,
  steps: BatchSteps,
  onProgress: (bytes: BatchBytes) => void,
): Promise<BatchOutcome> {
  const batch = await store.load();
  if (!batch) return { kind: 'done', listingIds: [] };
  const save = () => store.save(batch);
  onProgress(bytesOf(batch));
  try {
    for (const item of batch.items) {
      if (item.complete) continue;
      for (const id of item.photoIds) {
        const photo = batch.photos.find((candidate) => candidate.id === id)!;
        if (photo.sent) continue;
        await sendOne(photo, store, steps, save, (fraction) => onProgress(bytesOf(batch, { id, fraction })));
        onProgress(bytesOf(batch));
      }
      await makeItem(item, batch, steps, save);
    }
  } catch (error) {
    if (isOffline(error)) return { kind: 'offline' };
    const reason = error instanceof Error ? error.message : String(error);
    if (statusOf(error) === 429) return { kind: 'limited', reason, left: photosLeft(batch) };
    return { kind: 'failed', reason };
  }
  return { kind: 'done', listingIds: batch.items.map((item) => item.listingId!) };
}

async function sendOne(
  photo: SavedPhoto,
  store: BatchStore,
  steps: BatchSteps,
  save: () => Promise<void>,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const blob = await store.photo(photo.id);
  if (!blob) throw new Error(`${photo.name} is no longer on this device.`);
  const now = steps.now?.() ?? Date.now();
  const fresh = photo.ticket !== undefined && Date.parse(photo.ticket.expiresAt) > now;
  if (!fresh) {
    photo.ticket = await steps.requestTicket({
      filename: uploadName(photo.name, photo.contentType),
      contentType: photo.contentType,
      size: blob.size,
    });
    await save();
  }
  try {
    await steps.put(photo.ticket!, blob, onProgress);
  } catch (error) {
    // 412: the store has a photo under this key already, the same photo sent before a reload.
    if (statusOf(error) !== 412) {
      // A ticket the store no longer honours (403, expired meanwhile) is asked for afresh next time.
      if (statusOf(error) === 403) photo.ticket = undefined;
      await save();
      throw error;
    }
  }
  photo.sent = true;
  await save();
}

async function makeItem(
  item: SavedItem,
  batch: SavedBatch,
  steps: BatchSteps,
  save: () => Promise<void>,
): Promise<void> {
  const photos = item.photoIds.map((id) => batch.photos.find((photo) => photo.id === id)!);
  const keys = photos.map((photo) => photo.ticket!.key);
  if (item.listingId === undefined) {
    // Idempotent per cover: a creation whose answer was lost gets the same item back.
    const created = await steps.createItem(keys, photos.find((photo) => photo.code)?.code);
    item.listingId = created.id;
  } else if (keys.length > 1) {
    // Saved by an older version, which made the item from its cover alone: the rest follow.
    await addPhotos(item.listingId, keys, steps);
  }
  item.complete = true;
  await save();
}

/** A 409 after a lost answer means the item has its photos already; anything else is thrown. */
async function addPhotos(id: string, keys: string[], steps: BatchSteps): Promise<void> {
  try {
    await steps.setPhotos(id, keys, keys.slice(0, 1));
  } catch (error) {
    if (statusOf(error) !== 409) throw error;
  }
}

interface PlannedPhoto {
  id: string;
  name: string;
  blob: Blob;
  code?: Barcode | undefined;
}

/**
 * "Create N items": the photos and the plan go to the device's store before anything is sent,
 * so the upload can start over from them after a reload. Only the photos the items use.
 */
export async function keepBatch(
  store: BatchStore,
  items: readonly { photoIds: readonly string[] }[],
  photos: readonly PlannedPhoto[],
): Promise<SavedBatch> {
  const used = items.flatMap((item) => item.photoIds);
  const saved: SavedPhoto[] = [];
  for (const id of used) {
    const photo = photos.find((candidate) => candidate.id === id)!;
    await store.putPhoto(id, photo.blob);
    saved.push({
      id,
      name: photo.name,
      size: photo.blob.size,
      contentType: photo.blob.type || 'image/jpeg',
      code: photo.code,
      sent: false,
    });
  }
  const batch: SavedBatch = {
    photos: saved,
    items: items.map((item, index) => ({
      id: `item-${index + 1}`,
      photoIds: [...item.photoIds],
      complete: false,
    })),
  };
  await store.save(batch);
  return batch;
}
