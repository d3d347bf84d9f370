import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { readCaptureTime } from '../../web/src/photos/capture-time';
import { batchPhotoPath, batchPhotos } from '../fixtures/photos/batch/batch-photos';

// In the browser a picked photo is a File (a Blob): exifr reads its first chunk with a
// FileReader, which Node has not, so this runs in the web project (jsdom).
test('reads the capture time of a picked file (a Blob)', async () => {
  const file = new File([await readFile(batchPhotoPath('cat-2.jpg'))], 'cat-2.jpg', { type: 'image/jpeg' });
  const { secondsIn } = batchPhotos.find((photo) => photo.file === 'cat-2.jpg')!;
  expect(secondsIn).toBe(52);
  expect(await readCaptureTime(file)).toBe(new Date(2026, 2, 14, 10, 0, 52).getTime());
});
