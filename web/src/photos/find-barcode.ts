import type { Barcode } from '#domain/barcode.ts';

// The Add tab's side of docs/architecture/web.md#barcodes-in-the-browser, kept tiny: the
// readers and the check-digit rules are a chunk of their own, loaded once a photo is chosen,
// so the main screen's first download does not grow.

/** How long, after the upload finished, the listing waits for a reader still working. */
const BARCODE_GRACE_MS = 1500;

/** The photo's barcode, never a failure: an unreadable photo or an absent reader is none. */
export function findBarcode(pixels: () => ImageData): Promise<Barcode | undefined> {
  return import('./read-barcode').then(({ readBarcode }) => readBarcode(pixels())).catch(() => undefined);
}

/** The reader's answer if it comes within `ms`, else none: the listing is not held up for it. */
export function barcodeWithin(found: Promise<Barcode | undefined>, ms = BARCODE_GRACE_MS) {
  return Promise.race([found, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}
