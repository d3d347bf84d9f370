import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { readCaptureTime } from '../../web/src/photos/capture-time';
import { type BatchPhoto, visualDistance } from '../../web/src/photos/group-photos';
import { photoSignature, type PhotoSignature } from '../../web/src/photos/photo-signature';
import { batchPhotoPath, batchPhotos } from '../fixtures/photos/batch/batch-photos';

/**
 * The batch fixture as the browser would hand it to groupPhotos: the capture time read from
 * each file's EXIF, the signature from its decoded RGBA pixels (sharp here, a canvas there).
 */
export async function loadBatch(): Promise<BatchPhoto[]> {
  return Promise.all(
    batchPhotos.map(async (photo) => {
      const file = await readFile(batchPhotoPath(photo.file));
      return {
        id: photo.file,
        captureTime: await readCaptureTime(new Uint8Array(file)),
        signature: await signatureOf(file),
      };
    }),
  );
}

export const batchTruth: ReadonlyMap<string, string> = new Map(
  batchPhotos.map((photo) => [photo.file, photo.item]),
);

/** A photo's signature from its encoded bytes (any format sharp reads: the app uploads WebP). */
async function signatureOf(file: Buffer): Promise<PhotoSignature> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return photoSignature({ width: info.width, height: info.height, data });
}

let fixture: Promise<BatchPhoto[]> | undefined;

/**
 * The fixture item a photo shows (an uploaded copy, downscaled and re-encoded): that of the
 * fixture photo nearest to it. Photos of two items are 0.258 or more apart, a copy of a fixture
 * photo far nearer to it than that.
 */
export async function nearestFixtureItem(file: Buffer): Promise<string> {
  const batch = await (fixture ??= loadBatch());
  const signature = await signatureOf(file);
  const distances = batch.map((photo) => visualDistance(photo.signature, signature));
  return batchTruth.get(batch[distances.indexOf(Math.min(...distances))]!.id)!;
}
