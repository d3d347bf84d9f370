import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { UnreadablePhotoError } from './photo-pixels';

// Reads the words in a photo on this machine (docs/design.md#ai): Tesseract's LSTM engine
// compiled to WebAssembly (tesseract.js), with the English model that @tesseract.js-data/eng
// ships inside its npm package. Every file is read from node_modules: langPath is the package's
// folder (never the CDN tesseract.js would otherwise fetch from), the worker script and the
// WebAssembly core come from their packages, and cacheMethod 'none' writes nothing to disk.
// tests/unit/offline-analyser/text-reader.test.ts reads a photo with fetch made to throw.

const require = createRequire(import.meta.url);

/** The long edge the photo is scaled to: cover type stays legible, a photo stays under 2 s. */
const OCR_LONG_EDGE = 1024;
/**
 * Words Tesseract is less sure of than this are noise: on the fixture photos, wood grain, a
 * spoon's reflections and barcode bars read as "7)", "aN" or "77" at 67 or less, while printed
 * words read at 86 to 96.
 */
const MIN_WORD_CONFIDENCE = 75;

/** One line of text in a photo, with the height of its letters as a fraction of the photo's. */
export interface TextLine {
  text: string;
  /** Height of the line's box over the photo's height: big type is a title, small is detail. */
  height: number;
}

function langDir(): string {
  // The integer-quantised LSTM model: what Tesseract calls "best", made smaller and faster.
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

function workerScript(): string {
  return path.join(
    path.dirname(require.resolve('tesseract.js/package.json')),
    'src/worker-script/node/index.js',
  );
}

/** Started on first use and kept for the life of the process (about 10 MB of model). */
let worker: Promise<Worker> | undefined;

function sharedWorker(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: langDir(),
    workerPath: workerScript(),
    cacheMethod: 'none',
    gzip: true,
    logger: () => undefined,
    errorHandler: () => undefined,
  })
    .then(async (started) => {
      // Sparse text: a label or a cover is a few lines anywhere in the photo, not a page.
      await started.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
      return started;
    })
    .catch((error: unknown) => {
      worker = undefined; // a later photo tries again
      throw error;
    });
  return worker;
}

/** Starts the reader now rather than on the first photo (start-up, tests, the benchmark). */
export async function warmUpTextReader(): Promise<void> {
  await sharedWorker();
}

/** Ends the reader's worker thread (tests and the benchmark; a server keeps it). */
export async function stopTextReader(): Promise<void> {
  const running = worker;
  worker = undefined;
  if (running) await (await running).terminate();
}

/** A small photo is enlarged at most this much: a thumbnail's few pixels hold no legible text. */
export const MAX_ENLARGEMENT = 2;

/** Greyscale, upright, OCR_LONG_EDGE on its long side: small type in a small photo grows legible. */
async function ocrInput(bytes: Uint8Array): Promise<{ png: Buffer; height: number }> {
  try {
    const image = sharp(bytes, { failOn: 'truncated' });
    const { width = 1, height = 1 } = await image.metadata();
    const edge = Math.max(1, Math.min(OCR_LONG_EDGE, Math.max(width, height) * MAX_ENLARGEMENT));
    const { data, info } = await image
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(edge, edge, { fit: 'inside' })
      .greyscale()
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, height: info.height };
  } catch (error) {
    throw new UnreadablePhotoError(error);
  }
}

const letters = (text: string) => text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
/** A line of fewer letters or digits ("I", "7)") is far more often a shape than a word. */
const MIN_LINE_LETTERS = 3;

/** The lines of text Tesseract reads in a photo, each with only its confident words. */
export async function readTextLines(bytes: Uint8Array, signal?: AbortSignal): Promise<TextLine[]> {
  signal?.throwIfAborted();
  const { png, height } = await ocrInput(bytes);
  const reader = await sharedWorker();
  signal?.throwIfAborted();
  const { data } = await reader.recognize(png, {}, { blocks: true, text: false });
  signal?.throwIfAborted();
  const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((p) => p.lines));
  return lines.flatMap((line) => {
    const words = line.words.filter(
      (word) => word.confidence >= MIN_WORD_CONFIDENCE && letters(word.text) > 0,
    );
    const text = words.map((word) => word.text).join(' ');
    if (letters(text) < MIN_LINE_LETTERS) return [];
    const tallest = Math.max(...words.map((word) => word.bbox.y1 - word.bbox.y0));
    return [{ text, height: tallest / height }];
  });
}
