// @ts-nocheck
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { fixturePhotoPath } from '../fixtures/photos/photos';

// A photo of an item with its barcode, for the readers' tests (docs/product.md#barcodes): the
// barcode is drawn by a barcode library, printed on a label and laid on a real photograph
// (the library shelves), turned a few degrees, then given a camera's grain and saved as a
// JPEG, so the readers meet what a phone photo gives them and not a clean drawing.

export interface BarcodePhotoOptions {
  /** A bwip-js encoder: `ean13` (also ISBN-13), `ean8`, `upca`. */
  symbology?: string;
  /** Degrees the label is turned by, as a hand-held camera would. */
  angle?: number;
  /** The photo's long edge in pixels. */
  width?: number;
}

export async function barcodePhoto(
  digits: string,
  { symbology = 'ean13', angle = 4, width = 1600 }: BarcodePhotoOptions = {},
): Promise<Buffer> {
  const height = Math.round((width * 3) / 4);
  const barcode = await bwipjs.toBuffer({
    bcid: symbology,
    text: digits,
    scale: 3,
    height: 22,
    includetext: true,
    textxalign: 'center',
    paddingwidth: 12,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
  });
  // The label: slightly off-white paper, turned, on a transparent ground.
  const label = await sharp(barcode)
    .flatten({ background: '#f4f1ea' })
    .resize({ width: Math.round(width * 0.42) })
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const labelSize = await sharp(label).metadata();
  const scene = await sharp(fixturePhotoPath('library-shelves.jpg'))
    .resize(width, height, { fit: 'cover' })
    .modulate({ brightness: 0.95 })
    .toBuffer();
  const withLabel = await sharp(scene)
    .composite([
      {
        input: label,
        left: Math.round(width * 0.3),
        top: Math.round((height - (labelSize.height ?? 0)) / 2),
      },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(withLabel.data, { raw: withLabel.info })
    .blur(0.6) // a phone's lens is never perfectly sharp
    .composite([{ input: await grain(width, height), blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Mid-grey noise: overlaid, it adds a sensor's grain without changing the brightness. */
async function grain(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = 112 + (seed % 33);
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}
