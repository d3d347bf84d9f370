// @ts-nocheck
import { classifyRetailCode, type Barcode } from '#domain/barcode.ts';

// The barcode of a photo being added (docs/architecture/web.md#barcodes-in-the-browser): the
// platform's BarcodeDetector where it reads retail codes (Chrome on Android, Safari 17+),
// else ZXing compiled to WebAssembly, a chunk fetched from the site only when a photo is
// chosen. Whatever goes wrong, the answer is "no barcode": the user never sees this step.

/** The retail symbologies, as the Barcode Detection API names them. */
const detectorFormats = ['ean_13', 'ean_8', 'upc_a', 'upc_e'];

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(image: ImageData): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** The platform's detector when it reads at least EAN-13; undefined elsewhere. */
async function platformReader(): Promise<((pixels: ImageData) => Promise<string[]>) | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  const supported = await Detector.getSupportedFormats();
  const formats = detectorFormats.filter((format) => supported.includes(format));
  if (!formats.includes('ean_13')) return undefined;
  const detector = new Detector({ formats });
  return async (pixels) => (await detector.detect(pixels)).map((found) => found.rawValue);
}

async function wasmReader(): Promise<(pixels: ImageData) => Promise<string[]>> {
  const { readRetailCodes } = await import('./zxing-reader');
  return readRetailCodes;
}

/** The first retail code whose check digit holds, as an ISBN or a product code. */
export async function readBarcode(pixels: ImageData): Promise<Barcode | undefined> {
  const read = (await platformReader().catch(() => undefined)) ?? (await wasmReader());
  for (const text of await read(pixels)) {
    const barcode = classifyRetailCode(text);
    if (barcode) return barcode;
  }
  return undefined;
}
