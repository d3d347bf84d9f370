import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import {
  colourHistogram,
  differenceHash,
  hashDistance,
  HISTOGRAM_BINS,
  histogramDistance,
  photoSignature,
  type PixelsLike,
} from '../../../web/src/photos/photo-signature';
import { batchPhotoPath } from '../../fixtures/photos/batch/batch-photos';

/** An RGBA image whose every pixel is paint(x, y). */
function image(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number],
): PixelsLike {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.set([...paint(x, y), 255], (y * width + x) * 4);
  }
  return { width, height, data };
}

async function decoded(file: string, width?: number): Promise<PixelsLike> {
  const pipeline = sharp(file).ensureAlpha();
  if (width) pipeline.resize({ width });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

describe('differenceHash', () => {
  test('a bit is set where the left cell is brighter than its right neighbour', () => {
    expect(differenceHash(image(90, 80, (x) => [255 - x, 255 - x, 255 - x]))).toBe('ffffffffffffffff');
    expect(differenceHash(image(90, 80, (x) => [x, x, x]))).toBe('0000000000000000');
    expect(differenceHash(image(90, 80, () => [128, 128, 128]))).toBe('0000000000000000');
  });

  test('rows are read top to bottom, most significant bit first', () => {
    // Only the top row's first cell (x < 10) is bright: the first byte's top bit alone.
    expect(differenceHash(image(90, 80, (x, y) => (x < 10 && y < 10 ? [255, 255, 255] : [0, 0, 0])))).toBe(
      '8000000000000000',
    );
    // Only the bottom row's eighth cell (70 <= x < 80) is bright: the last byte's lowest bit.
    expect(
      differenceHash(image(90, 80, (x, y) => (x >= 70 && x < 80 && y >= 70 ? [255, 255, 255] : [0, 0, 0]))),
    ).toBe('0000000000000001');
  });

  test('grey weighs green most: a green cell outshines a red one of the same level', () => {
    const hash = differenceHash(image(9, 8, (x) => (x % 2 === 0 ? [0, 200, 0] : [200, 0, 0])));
    expect(hash).toBe('aaaaaaaaaaaaaaaa');
  });

  test('the same photo at half the size keeps its hash within 4 bits of 64', async () => {
    const file = batchPhotoPath('cup-1.jpg');
    const [full, half] = await Promise.all([decoded(file), decoded(file, 160)]);
    expect(hashDistance(differenceHash(full), differenceHash(half))).toBeLessThanOrEqual(4 / 64);
  });
});

describe('colourHistogram', () => {
  test('each pixel counts in the box of its two top bits of R, G and B', () => {
    const red = colourHistogram(image(4, 4, () => [255, 0, 0]));
    expect(red).toHaveLength(HISTOGRAM_BINS);
    expect(HISTOGRAM_BINS).toBe(64);
    expect(red[48]).toBe(1);
    expect(red.reduce((sum, share) => sum + share, 0)).toBe(1);
    const mixed = colourHistogram(image(4, 1, (x) => [x * 64, 63, 191]));
    expect(mixed.flatMap((share, bin) => (share ? [[bin, share]] : []))).toEqual([
      [2, 0.25],
      [18, 0.25],
      [34, 0.25],
      [50, 0.25],
    ]);
  });

  test('an empty image has an empty histogram, not a division by zero', () => {
    expect(colourHistogram({ width: 0, height: 0, data: [] })).toEqual(new Array(64).fill(0));
  });

  test('the same photo at half the size keeps its colours', async () => {
    const file = batchPhotoPath('pillow-1.jpg');
    const [full, half] = await Promise.all([decoded(file), decoded(file, 160)]);
    expect(histogramDistance(colourHistogram(full), colourHistogram(half))).toBeLessThan(0.05);
  });
});

describe('distances', () => {
  test('hashDistance is the share of the 64 bits that differ', () => {
    expect(hashDistance('ffffffffffffffff', '0000000000000000')).toBe(1);
    expect(hashDistance('0123456789abcdef', '0123456789abcdef')).toBe(0);
    expect(hashDistance('0000000000000001', '0000000000000000')).toBe(1 / 64);
    expect(hashDistance('f000000000000000', '0000000000000000')).toBe(4 / 64);
  });

  test('histogramDistance is the share of pixels in other boxes', () => {
    const red = colourHistogram(image(2, 2, () => [255, 0, 0]));
    const blue = colourHistogram(image(2, 2, () => [0, 0, 255]));
    const half = colourHistogram(image(2, 2, (x) => (x === 0 ? [255, 0, 0] : [0, 0, 255])));
    expect(histogramDistance(red, blue)).toBe(1);
    expect(histogramDistance(red, red)).toBe(0);
    expect(histogramDistance(red, half)).toBe(0.5);
  });

  test('photoSignature holds both', () => {
    const pixels = image(18, 16, (x) => [x * 10, 0, 0]);
    expect(photoSignature(pixels)).toEqual({
      dHash: differenceHash(pixels),
      histogram: colourHistogram(pixels),
    });
  });
});
