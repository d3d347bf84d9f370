import { describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_BATCH } from '#domain/photos.ts';
import { MAX_UPLOAD_BYTES } from '#domain/upload-rules.ts';
import type { PreparedPhoto } from '#web/photos/downscale-photo.ts';
import { prepareBatch, type BatchPreparation } from '#web/photos/prepare-batch.ts';

// "Add a batch", step one (docs/product.md#add-a-batch): each file prepared as a single upload
// is, one at a time, its capture time read first; bad files refused on their own.

const jpeg = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const pixels = (): ImageData =>
  ({ width: 2, height: 1, data: new Uint8ClampedArray(8).fill(200) }) as ImageData;

function steps(overrides: Partial<BatchPreparation> = {}) {
  const order: string[] = [];
  let inFlight = 0;
  let most = 0;
  const prepare = async (file: File): Promise<PreparedPhoto> => {
    order.push(`prepare ${file.name}`);
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    if (file.name.startsWith('corrupt')) throw new Error('This photo could not be read.');
    return { blob: new Blob(['x'], { type: 'image/webp' }), width: 2, height: 1, pixels };
  };
  const given: BatchPreparation = {
    prepare,
    readTime: (file) => {
      order.push(`time ${file.name}`);
      return Promise.resolve(file.name.startsWith('untimed') ? undefined : 1000);
    },
    readBarcode: () => Promise.resolve(undefined),
    thumbnail: () => Promise.resolve(new Blob(['small'], { type: 'image/jpeg' })),
    ...overrides,
  };
  return { given, order, most: () => most };
}

describe('preparing a batch', () => {
  it('prepares one photo at a time, reading the capture time before preparation', async () => {
    const { given, order, most } = steps();
    const batch = await prepareBatch([jpeg('a.jpg'), jpeg('untimed.jpg')], given);
    expect(most()).toBe(1);
    expect(order).toEqual(['time a.jpg', 'prepare a.jpg', 'time untimed.jpg', 'prepare untimed.jpg']);
    expect(batch.photos.map((photo) => [photo.id, photo.name, photo.captureTime])).toEqual([
      ['photo-1', 'a.jpg', 1000],
      ['photo-2', 'untimed.jpg', undefined],
    ]);
    expect(batch.photos[0]!.signature.histogram).toHaveLength(64);
    expect(batch.photos[0]!.blob.type).toBe('image/webp');
    expect(batch.refused).toEqual([]);
    expect(batch.beyond).toBe(0);
  });

  it('refuses a non-image, an oversized and a corrupt file on their own; the rest goes on', async () => {
    const { given } = steps();
    const progress: string[] = [];
    const batch = await prepareBatch(
      [
        new File(['text'], 'notes.txt', { type: 'text/plain' }),
        jpeg('huge.jpg', MAX_UPLOAD_BYTES + 1),
        jpeg('corrupt.jpg'),
        jpeg('empty.jpg', 0),
        jpeg('fine.jpg'),
        jpeg('limit.jpg', MAX_UPLOAD_BYTES),
      ],
      { ...given, onProgress: (done, total) => progress.push(`${done}/${total}`) },
    );
    expect(batch.refused).toEqual([
      { name: 'notes.txt', reason: 'not an image file.' },
      { name: 'huge.jpg', reason: 'larger than 15 MB.' },
      { name: 'corrupt.jpg', reason: 'could not be read (the file may be damaged).' },
      { name: 'empty.jpg', reason: 'could not be read (the file may be damaged).' },
    ]);
    expect(batch.photos.map((photo) => photo.name)).toEqual(['fine.jpg', 'limit.jpg']);
    expect(progress).toEqual(['1/6', '2/6', '3/6', '4/6', '5/6', '6/6']);
  });

  it(`keeps the first ${MAX_PHOTOS_PER_BATCH} photos and counts the rest`, async () => {
    const { given } = steps();
    const files = Array.from({ length: MAX_PHOTOS_PER_BATCH + 3 }, (_, i) => jpeg(`p${i + 1}.jpg`));
    const batch = await prepareBatch(files, given);
    expect(batch.photos).toHaveLength(MAX_PHOTOS_PER_BATCH);
    expect(batch.photos.at(-1)!.name).toBe(`p${MAX_PHOTOS_PER_BATCH}.jpg`);
    expect(batch.beyond).toBe(3);
  });

  it('keeps a barcode read from the photo, for the grouping and the creation', async () => {
    const { given } = steps({
      readBarcode: () => Promise.resolve({ kind: 'isbn', value: '9780141036144' }),
    });
    const [photo] = (await prepareBatch([jpeg('book.jpg')], given)).photos;
    expect(photo!.barcode).toBe('isbn:9780141036144');
    expect(photo!.code).toEqual({ kind: 'isbn', value: '9780141036144' });
  });
});
