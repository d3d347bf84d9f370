// @ts-nocheck
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { classifyRetailCode } from '#domain/barcode.ts';
import { readRetailCodes } from '#web/photos/zxing-reader.ts';
import { barcodePhoto } from '#tests/support/barcode-photo.ts';
import { fixturePhotoPath } from '#tests/fixtures/photos/photos.ts';

// The web app's WebAssembly reader (docs/architecture/web.md#barcodes-in-the-browser) in
// Node.js, on photo-like JPEGs with a generated barcode and on one photographed barcode. In the browser the .wasm comes from
// the site; here it is handed over from the package, the one thing that differs.

beforeAll(async () => {
  const wasm = await readFile(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
  });
});

/** The photo as the browser hands it to the reader: RGBA pixels, as a canvas's ImageData. */
async function pixelsOf(jpeg: Buffer): Promise<ImageData> {
  const { data, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height } as ImageData;
}

describe('reading a retail barcode from a photo', () => {
  it('reads an ISBN from a turned, grainy photo of a book’s label', async () => {
    const texts = await readRetailCodes(await pixelsOf(await barcodePhoto('9780306406157', { angle: 6 })));
    expect(texts).toEqual(['9780306406157']);
    expect(classifyRetailCode(texts[0]!)).toEqual({ kind: 'isbn', value: '9780306406157' });
  });

  it('reads a product’s EAN-13 and a UPC-A as product codes', async () => {
    const ean = await readRetailCodes(await pixelsOf(await barcodePhoto('4006381333931', { angle: -3 })));
    expect(ean.map(classifyRetailCode)).toEqual([{ kind: 'product', value: '4006381333931' }]);
    const upc = await readRetailCodes(
      await pixelsOf(await barcodePhoto('036000291452', { symbology: 'upca', width: 1200 })),
    );
    // A UPC-A is an EAN-13 with a leading 0, and the reader gives it in that 13-digit form.
    expect(upc.map(classifyRetailCode)).toEqual([{ kind: 'product', value: '0036000291452' }]);
  });

  it('reads a photographed barcode: a real product on a curved, blurred label', async () => {
    // A camera's photo of a tin's barcode from the barcode-reader package's sample images
    // (MIT), not a generated one: curved, out of focus at the edges, unevenly lit.
    const photo = await readFile(
      createRequire(import.meta.url).resolve('barcode-reader/Sample-images/barcode.jpg'),
    );
    const texts = await readRetailCodes(await pixelsOf(photo));
    expect(texts.map(classifyRetailCode)).toEqual([{ kind: 'product', value: '5000204892734' }]);
  });

  it('finds nothing in a photo without a barcode', async () => {
    const photo = await sharp(fixturePhotoPath('coffee-cup.jpg')).jpeg().toBuffer();
    expect(await readRetailCodes(await pixelsOf(photo))).toEqual([]);
  });
});
