import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { readCaptureTime } from '../../../web/src/photos/capture-time';
import {
  batchPhotoPath,
  batchPhotos,
  BATCH_START,
  sourcePhotoPath,
} from '../../fixtures/photos/batch/batch-photos';

const bytes = async (path: string) => new Uint8Array(await readFile(path));

describe('readCaptureTime', () => {
  test('reads each fixture photo’s EXIF DateTimeOriginal as the camera’s local time', async () => {
    for (const photo of batchPhotos) {
      const expected = new Date(
        BATCH_START.year,
        BATCH_START.month - 1,
        BATCH_START.day,
        BATCH_START.hour,
        0,
        photo.secondsIn,
      );
      expect(await readCaptureTime(await bytes(batchPhotoPath(photo.file))), photo.file).toBe(
        expected.getTime(),
      );
    }
  });

  test('a photo whose metadata was stripped has no capture time', async () => {
    expect(await readCaptureTime(await bytes(sourcePhotoPath('cat.jpg')))).toBeUndefined();
  });

  test('a file that is no image has none either, and nothing is thrown', async () => {
    expect(await readCaptureTime(new TextEncoder().encode('not a photo at all'))).toBeUndefined();
    expect(await readCaptureTime(new Uint8Array(0))).toBeUndefined();
  });
});
