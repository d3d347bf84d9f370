// @ts-nocheck
import { build } from 'esbuild';
import path from 'node:path';
import { launchChromium } from '../../tests/support/browser';
import { twelveMegapixelPhoto } from '../../tests/support/test-photo';
import { kib, type BenchRow } from './table';

// Bytes uploaded for a 12-megapixel phone photo, before and after the browser's downscale
// (docs/performance.md#running-the-benchmark, the budget: at most 10 % of the original). The web app's own module
// (web/src/photos/downscale-photo.ts) runs in Debian's Chromium on a 4000x3000
// JPEG made from a real photograph (tests/support/test-photo.ts). The module is bundled for
// the page by esbuild, not imported here: this script is Node code without the DOM's types.

const budget = 0.1;
const moduleFile = path.resolve('web/src/photos/downscale-photo.ts');

/** What the bundled web module offers the page (web/src/photos/downscale-photo.ts). */
interface PhotoKit {
  WEBP_QUALITY: number;
  downscalePhoto: (file: Blob) => Promise<{ blob: Blob; width: number; height: number }>;
}

async function browserModule(): Promise<string> {
  const result = await build({
    entryPoints: [moduleFile],
    bundle: true,
    format: 'iife',
    globalName: 'photoKit',
    write: false,
    target: 'chrome120',
  });
  return result.outputFiles[0]!.text;
}

export interface DownscaleFigure {
  originalBytes: number;
  uploadedBytes: number;
  width: number;
  height: number;
  type: string;
  quality: number;
}

/** What the web app's downscale made of one photo in the browser. */
export interface DownscaledInBrowser {
  quality: number;
  size: number;
  width: number;
  height: number;
  type: string;
}

/** Each JPEG through the web app's own downscalePhoto in one Chromium page, in turn. */
export async function downscaleInChromium(photos: Buffer[]): Promise<DownscaledInBrowser[]> {
  const script = await browserModule();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>downscale</title>');
    await page.addScriptTag({ content: script });
    const results: DownscaledInBrowser[] = [];
    for (const photo of photos) {
      results.push(
        await page.evaluate(async (base64) => {
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          const kit = (globalThis as unknown as { photoKit: PhotoKit }).photoKit;
          const prepared = await kit.downscalePhoto(new Blob([bytes], { type: 'image/jpeg' }));
          return {
            quality: kit.WEBP_QUALITY,
            size: prepared.blob.size,
            width: prepared.width,
            height: prepared.height,
            type: prepared.blob.type,
          };
        }, photo.toString('base64')),
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}

export async function measurePhotoDownscale(): Promise<DownscaleFigure> {
  const photo = await twelveMegapixelPhoto();
  const [result] = await downscaleInChromium([photo]);
  return {
    originalBytes: photo.length,
    uploadedBytes: result!.size,
    width: result!.width,
    height: result!.height,
    type: result!.type,
    quality: result!.quality,
  };
}

export function photoDownscaleRows(figure: DownscaleFigure): BenchRow[] {
  const ratio = figure.uploadedBytes / figure.originalBytes;
  const share = `${(ratio * 100).toFixed(1)} %, budget ${budget * 100} %${ratio <= budget ? '' : ', OVER'}`;
  return [
    {
      figure: '12 MP photo upload, before downscale',
      value: kib(figure.originalBytes),
      method: '4000x3000 phone-like JPEG q92 (tests/support/test-photo.ts)',
    },
    {
      figure: '12 MP photo upload, after downscale',
      value: `${kib(figure.uploadedBytes)} (${share})`,
      method: `web app's downscalePhoto in Chromium: ${figure.width}x${figure.height} ${figure.type}, quality ${figure.quality}`,
    },
  ];
}
