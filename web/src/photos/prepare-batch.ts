import type { Barcode } from '#domain/barcode.ts';
import { batchTexts } from '#domain/messages.ts';
import { MAX_PHOTOS_PER_BATCH } from '#domain/photos.ts';
import { MAX_UPLOAD_BYTES } from '#domain/upload-rules.ts';
import { readCaptureTime } from './capture-time';
import type { PreparedPhoto } from './downscale-photo';
import { barcodeWithin, findBarcode } from './find-barcode';
import type { BatchPhoto } from './group-photos';
import { isImageFile } from './photo-file';
import { photoSignature } from './photo-signature';
import { preparePhoto } from './prepare-photo';
import { makeThumbnail } from './thumbnail';

// "Add a batch", step one (docs/architecture/web.md#a-batch-on-its-way-up): every chosen
// photo goes through the same preparation as a single upload (prepare-photo.ts: downscaled,
// oriented, metadata gone), one photo at a time, so at most one full-size decoded image is
// ever held; its capture time is read from the original file first, since preparation strips
// it, and its signature and barcode from the drawn pixels. A file that cannot be used is
// refused on its own with its reason; the rest of the batch goes on.

export interface PreparedBatchPhoto extends BatchPhoto {
  /** The original's name, for the upload ticket and the refusal messages. */
  name: string;
  /** The prepared photo as it is uploaded. */
  blob: Blob;
  /** A small copy for the grouping screen. */
  thumbnail: Blob;
  barcode?: string | undefined;
  /** The barcode as the item's creation takes it. */
  code?: Barcode | undefined;
}

interface RefusedFile {
  name: string;
  reason: string;
}

export interface PreparedBatch {
  photos: PreparedBatchPhoto[];
  refused: RefusedFile[];
  /** How many files were chosen past MAX_PHOTOS_PER_BATCH (left out). */
  beyond: number;
}

export interface BatchPreparation {
  prepare: (file: File) => Promise<PreparedPhoto>;
  readTime: (file: File) => Promise<number | undefined>;
  /** A barcode in the drawn pixels, if the reader answers in time. */
  readBarcode: (pixels: () => ImageData) => Promise<Barcode | undefined>;
  thumbnail: (photo: Blob) => Promise<Blob>;
  /** After each file: how many are done of how many are kept. */
  onProgress?: (done: number, total: number) => void;
}

const inBrowser: BatchPreparation = {
  prepare: preparePhoto,
  readTime: readCaptureTime,
  readBarcode: (pixels) => barcodeWithin(findBarcode(pixels)),
  thumbnail: makeThumbnail,
};

/** Why a file is refused before it is opened, or undefined when it may be prepared. */
function refusalOf(file: File): string | undefined {
  if (!isImageFile(file)) return batchTexts.notAnImage;
  if (file.size > MAX_UPLOAD_BYTES) return batchTexts.tooLarge;
  if (file.size === 0) return batchTexts.unreadable;
  return undefined;
}

export async function prepareBatch(
  files: readonly File[],
  steps: Partial<BatchPreparation> = {},
): Promise<PreparedBatch> {
  const given = { ...inBrowser, ...steps };
  const kept = files.slice(0, MAX_PHOTOS_PER_BATCH);
  const batch: PreparedBatch = { photos: [], refused: [], beyond: files.length - kept.length };
  for (const [index, file] of kept.entries()) {
    const reason = refusalOf(file);
    if (reason) batch.refused.push({ name: file.name, reason });
    else {
      try {
        batch.photos.push(await prepareOne(file, `photo-${index + 1}`, given));
      } catch {
        batch.refused.push({ name: file.name, reason: batchTexts.unreadable });
      }
    }
    given.onProgress?.(index + 1, kept.length);
  }
  return batch;
}

async function prepareOne(
  file: File,
  id: string,
  { prepare, readTime, readBarcode, thumbnail }: BatchPreparation,
): Promise<PreparedBatchPhoto> {
  // Before preparation: the prepared photo carries no metadata.
  const captureTime = await readTime(file);
  const photo = await prepare(file);
  // Read once: a 2048 px photo's pixels are 16 MB, dropped when this photo is done.
  const pixels = photo.pixels();
  const signature = photoSignature(pixels);
  const code = await readBarcode(() => pixels);
  return {
    id,
    name: file.name,
    blob: photo.blob,
    thumbnail: await thumbnail(photo.blob),
    captureTime,
    signature,
    barcode: code ? `${code.kind}:${code.value}` : undefined,
    code,
  };
}
