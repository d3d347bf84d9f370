import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { readCaptureTime } from '../../web/src/photos/capture-time';
import type { BatchPhoto } from '../../web/src/photos/group-photos';
import { photoSignature } from '../../web/src/photos/photo-signature';
import { batchPhotoPath, batchPhotos } from '../fixtures/photos/batch/batch-photos';

/**
 * The batch fixture as the browser would hand it to groupPhotos: the capture time read from
 * each file's EXIF, the signature from its decoded RGBA pixels (sharp here, a canvas there).
 */
export async function loadBatch(): Promise<BatchPhoto[]> {
  return Promise.all(
    batchPhotos.map(async (photo) => {
      const file = await readFile(batchPhotoPath(photo.file));
      const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return {
        id: photo.file,
        captureTime: await readCaptureTime(new Uint8Array(file)),
        signature: photoSignature({ width: info.width, height: info.height, data }),
      };
    }),
  );
}

export const batchTruth: ReadonlyMap<string, string> = new Map(
  batchPhotos.map((photo) => [photo.file, photo.item]),
);
