import { readRetailCodes } from './zxing-reader';

// The WebAssembly barcode reader's own thread (docs/architecture/web.md#barcodes-in-the-browser):
// ZXing takes a few hundred milliseconds on a phone, which on the page's thread would hold up
// every touch. It gets the photo's pixels and answers with the texts of the retail codes found.

export interface BarcodeJob {
  id: number;
  pixels: ImageData;
}

export type BarcodeAnswer = { id: number; texts: string[] } | { id: number; error: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<BarcodeJob>) => void) | null;
  postMessage(answer: BarcodeAnswer): void;
};

scope.onmessage = (event) => {
  const { id, pixels } = event.data;
  readRetailCodes(pixels).then(
    (texts) => scope.postMessage({ id, texts }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};
