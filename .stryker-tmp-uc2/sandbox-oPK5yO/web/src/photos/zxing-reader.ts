// @ts-nocheck
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// ZXing-C++'s reader in WebAssembly (docs/architecture/web.md#barcodes-in-the-browser). Only
// read-barcode.ts imports this module, dynamically, so it and its .wasm stay out of the first
// screens. The .wasm is bundled by Vite and served by the site itself: the library's default
// fetches it from a CDN, which the CSP (connect-src 'self') and offline use both forbid.

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

/** The texts of the retail barcodes (EAN-13, EAN-8, UPC-A, UPC-E) found in the pixels. */
export async function readRetailCodes(pixels: ImageData): Promise<string[]> {
  const results = await readBarcodes(pixels, {
    formats: ['EAN13', 'EAN8', 'UPCA', 'UPCE'],
    tryHarder: true,
    maxNumberOfSymbols: 4,
  });
  return results.filter((result) => result.isValid).map((result) => result.text);
}
