import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_PHOTOS_PER_BATCH } from '../../domain/photos';
import { launchChromium } from '../../tests/support/browser';
import { twelveMegapixelPhoto } from '../../tests/support/test-photo';
import { mib, ms, type BenchRow } from './table';

// "Add a batch", step one (docs/performance.md#a-batch-of-photos): the web app's own
// prepareBatch (web/src/photos/prepare-batch.ts, bundled for the page by esbuild) on sixty
// 4000x3000 phone-like JPEGs in Debian's Chromium: capture time, downscale, signature and
// thumbnail, one photo at a time. The barcode reader is left out (it runs in its worker and
// is timed by the barcode figures). Peak memory is the resident set of every Chromium
// process this script started, sampled every 50 ms from /proc, over the page before the batch.

const moduleFile = path.resolve('web/src/photos/prepare-batch.ts');

async function browserModule(): Promise<string> {
  const result = await build({
    entryPoints: [moduleFile],
    bundle: true,
    format: 'iife',
    globalName: 'batchKit',
    write: false,
    target: 'chrome120',
    // The barcode reader (its worker and WebAssembly) is left out of this figure.
    plugins: [
      {
        name: 'no-barcode-reader',
        setup(on) {
          on.onResolve({ filter: /\/find-barcode$/ }, () => ({ path: 'find-barcode', namespace: 'stub' }));
          on.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
            contents:
              'export const findBarcode = () => Promise.resolve(undefined); export const barcodeWithin = (found) => found;',
          }));
        },
      },
    ],
  });
  return result.outputFiles[0]!.text;
}

/** Resident bytes of this process's descendants (Chromium's processes), from /proc. */
function descendantsRss(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const mine = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parents)
      if (!mine.has(pid) && mine.has(parent)) {
        mine.add(pid);
        grew = true;
      }
  }
  mine.delete(root);
  let total = 0;
  for (const pid of mine) {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(rss?.[1] ?? 0) * 1024;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

interface Prepared {
  ms: number;
  photos: number;
  uploadBytes: number;
}

export async function batchPrepareRows(): Promise<BenchRow[]> {
  const photo = await twelveMegapixelPhoto();
  const script = await browserModule();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>batch</title>');
    await page.addScriptTag({ content: script });
    await page.evaluate(
      `globalThis.photo = new Blob([Uint8Array.from(atob('${photo.toString('base64')}'), (c) => c.charCodeAt(0))], { type: 'image/jpeg' });`,
    );
    const before = descendantsRss(process.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, descendantsRss(process.pid))), 50);
    let result: Prepared;
    try {
      // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
      result = await page.evaluate<Prepared>(`(async () => {
        const blob = globalThis.photo;
        // One file's bytes shared by the File objects, as a picker's files are read on demand.
        const files = Array.from({ length: ${MAX_PHOTOS_PER_BATCH} }, (_, i) =>
          new File([blob], 'IMG_' + i + '.jpg', { type: 'image/jpeg' }));
        const started = performance.now();
        const batch = await globalThis.batchKit.prepareBatch(files, { readBarcode: () => Promise.resolve(undefined) });
        return {
          ms: performance.now() - started,
          photos: batch.photos.length,
          uploadBytes: batch.photos.reduce((sum, p) => sum + p.blob.size, 0),
        };
      })()`);
    } finally {
      clearInterval(sampler);
    }
    const method = `web app's prepareBatch in Chromium, ${result.photos} x 4000x3000 JPEG (tests/support/test-photo.ts)`;
    return [
      { figure: 'batch preparation, per photo', value: ms(result.ms / result.photos), method },
      { figure: `batch preparation, ${result.photos} photos`, value: ms(result.ms), method },
      {
        figure: `batch of ${result.photos} 12 MP photos, peak memory`,
        value: `${mib(peak)} (${mib(peak - before)} over the idle page)`,
        method: 'RSS of every Chromium process of the run, sampled each 50 ms (/proc)',
      },
      { figure: 'batch of 60, bytes to upload', value: mib(result.uploadBytes), method },
    ];
  } finally {
    await browser.close();
  }
}
