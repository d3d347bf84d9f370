// A photo's visual signature, computed in the browser from the pixels it was drawn with
// (docs/architecture/web.md#grouping-a-batch): a 64-bit difference hash (dHash) for the
// photo's layout of light and dark, and a coarse colour histogram for what colours it holds.
// Both are cheap (one pass over the pixels), survive the resizing and re-encoding a photo
// goes through, and need no model; grouping compares them (group-photos.ts).

/** Pixels as a canvas's ImageData holds them (RGBA, row by row), or sharp decodes them. */
export interface PixelsLike {
  width: number;
  height: number;
  data: ArrayLike<number>;
}

export interface PhotoSignature {
  /** dHash: 64 bits as 16 hex digits (a string, so it keeps in JSON and IndexedDB). */
  dHash: string;
  /** HISTOGRAM_BINS fractions that add up to 1: the share of pixels in each colour box. */
  histogram: number[];
}

/** dHash compares each of 9 columns with its right neighbour in 8 rows: 8 x 8 = 64 bits. */
const HASH_COLUMNS = 9;
const HASH_ROWS = 8;
/** Four levels a channel (two bits of R, G and B): 64 boxes, coarse enough that exposure
 * changes and JPEG noise keep a photo's colours in the same boxes. */
const LEVELS_PER_CHANNEL = 4;
export const HISTOGRAM_BINS = LEVELS_PER_CHANNEL ** 3;

export function photoSignature(pixels: PixelsLike): PhotoSignature {
  return { dHash: differenceHash(pixels), histogram: colourHistogram(pixels) };
}

/** Grey levels averaged over a 9 x 8 grid of boxes, then one bit a pair: left brighter? */
export function differenceHash(pixels: PixelsLike): string {
  const grid = greyGrid(pixels, HASH_COLUMNS, HASH_ROWS);
  let hex = '';
  for (let row = 0; row < HASH_ROWS; row += 1) {
    let byte = 0;
    for (let column = 0; column < HASH_COLUMNS - 1; column += 1) {
      const left = grid[row * HASH_COLUMNS + column]!;
      const right = grid[row * HASH_COLUMNS + column + 1]!;
      byte = (byte << 1) | (left > right ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

export function colourHistogram(pixels: PixelsLike): number[] {
  const bins = new Array<number>(HISTOGRAM_BINS).fill(0);
  const { data } = pixels;
  const count = pixels.width * pixels.height;
  for (let pixel = 0; pixel < count; pixel += 1) {
    const at = pixel * 4;
    bins[level(data[at]!) * 16 + level(data[at + 1]!) * 4 + level(data[at + 2]!)]! += 1;
  }
  return bins.map((n) => (count === 0 ? 0 : n / count));
}

function level(channel: number): number {
  return Math.min(LEVELS_PER_CHANNEL - 1, Math.floor((channel * LEVELS_PER_CHANNEL) / 256));
}

/** Box-averaged grey (ITU-R BT.601 luma) of each grid cell; every pixel falls in one cell. */
function greyGrid(pixels: PixelsLike, columns: number, rows: number): number[] {
  const sums = new Array<number>(columns * rows).fill(0);
  const counts = new Array<number>(columns * rows).fill(0);
  const { width, height, data } = pixels;
  for (let y = 0; y < height; y += 1) {
    const row = Math.min(rows - 1, Math.floor((y * rows) / height));
    for (let x = 0; x < width; x += 1) {
      const cell = row * columns + Math.min(columns - 1, Math.floor((x * columns) / width));
      const at = (y * width + x) * 4;
      sums[cell]! += 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!;
      counts[cell]! += 1;
    }
  }
  return sums.map((sum, cell) => (counts[cell] ? sum / counts[cell] : 0));
}

/** Bits that differ between two dHashes, as a fraction of 64: 0 same layout, about 0.5 unrelated. */
export function hashDistance(a: string, b: string): number {
  let differing = 0;
  for (let at = 0; at < a.length; at += 1) {
    let bits = parseInt(a[at]!, 16) ^ parseInt(b[at]!, 16);
    while (bits) {
      differing += bits & 1;
      bits >>= 1;
    }
  }
  return differing / (a.length * 4);
}

/** Half the L1 distance of two histograms: the share of pixels that would have to change box. */
export function histogramDistance(a: readonly number[], b: readonly number[]): number {
  let total = 0;
  for (let bin = 0; bin < a.length; bin += 1) total += Math.abs(a[bin]! - (b[bin] ?? 0));
  return total / 2;
}
