// When a photo was taken, read from the original file's EXIF before preparation strips it
// (downscale-photo.ts re-encodes from pixels, so the prepared photo carries no metadata).
// Grouping a batch (group-photos.ts) uses it; it is never uploaded. exifr's lite build reads
// only the blocks asked for, from the first bytes of the file. It is loaded when the first
// batch photo is read, not with the main screen: it is the largest library of that screen's
// chunk, and the repeat visit's first paint waits for every byte of it (docs/performance.md).
// The declarations of the lite build, seen by every project that compiles this file (web, tests).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./exifr-lite.d.ts" />
import type exifrLite from 'exifr/dist/lite.esm.mjs';

/**
 * Only the EXIF block's DateTimeOriginal: no GPS, no other tags. (`tiff: false` turns every
 * block off, the EXIF block's own pick turns it back on; the lite build throws on the
 * top-level `pick` option, which looks up blocks it does not carry.)
 */
const CAPTURE_TIME_ONLY = { tiff: false, exif: { pick: ['DateTimeOriginal'] } };

let exifrLoading: Promise<typeof exifrLite> | undefined;

/** exifr's lite build, fetched once, on first use; a failed fetch (offline) is tried again next time. */
function loadExifr(): Promise<typeof exifrLite> {
  exifrLoading ??= import('exifr/dist/lite.esm.mjs').then(
    (module) => module.default,
    (error: unknown) => {
      exifrLoading = undefined;
      throw error;
    },
  );
  return exifrLoading;
}

/**
 * DateTimeOriginal in milliseconds, or undefined when the file has none or cannot be read
 * (a screenshot, a photo saved by an app that dropped its EXIF, a PNG). EXIF keeps no time
 * zone, so the time is read as the device's local time: only gaps between photos matter.
 */
export async function readCaptureTime(file: Blob | ArrayBuffer | Uint8Array): Promise<number | undefined> {
  try {
    const exifr = await loadExifr();
    const taken = (await exifr.parse(file, CAPTURE_TIME_ONLY))?.DateTimeOriginal;
    return taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken.getTime() : undefined;
  } catch {
    return undefined;
  }
}
