// @ts-nocheck
import sharp from 'sharp';
import { phoneLocation, realPhotoPath } from '../../tests/support/test-photo';
import { MAX_PHOTOS_PER_ITEM } from '../../domain/photos';
import { downscaleInChromium } from './photo-downscale';
import { kib, type BenchRow } from './table';

// Bytes uploaded for an item with the most photos (MAX_PHOTOS_PER_ITEM, docs/product.md#photos):
// eight different 12-megapixel phone-like JPEGs, each through the web app's own downscale in
// Chromium (the same path as the single-photo row), summed.

/** A 4000x3000 phone-like JPEG: a different crop and turn of the real photograph for each `variant`. */
async function phonePhoto(variant: number): Promise<Buffer> {
  const image = sharp(realPhotoPath);
  const { width = 0, height = 0 } = await image.metadata();
  const side = Math.floor(Math.min(width, height) * 0.6);
  const left = Math.floor(((width - side) * (variant % 4)) / 3);
  const top = (height - side) * Math.floor(variant / 4);
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .png()
    .toBuffer();
  return sharp(realPhotoPath)
    .extract({ left, top, width: side, height: side })
    .rotate(variant % 2 ? 180 : 0)
    .resize(4000, 3000, { fit: 'cover', kernel: 'lanczos3' })
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 92, chromaSubsampling: '4:2:0' })
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15' }, IFD3: phoneLocation })
    .toBuffer();
}

export async function eightPhotoItemRows(): Promise<BenchRow[]> {
  const originals: Buffer[] = [];
  for (let i = 0; i < MAX_PHOTOS_PER_ITEM; i++) originals.push(await phonePhoto(i));
  const uploaded = await downscaleInChromium(originals);
  const before = originals.reduce((sum, bytes) => sum + bytes.length, 0);
  const after = uploaded.reduce((sum, figure) => sum + figure.size, 0);
  return [
    {
      figure: `${MAX_PHOTOS_PER_ITEM}-photo item upload, before downscale`,
      value: kib(before),
      method: `${MAX_PHOTOS_PER_ITEM} different 4000x3000 JPEG q92 crops of a real photograph`,
    },
    {
      figure: `${MAX_PHOTOS_PER_ITEM}-photo item upload, after downscale`,
      value: `${kib(after)} (${((after / before) * 100).toFixed(1)} %; largest ${kib(Math.max(...uploaded.map((f) => f.size)))})`,
      method: "web app's downscalePhoto in Chromium, each photo in turn, summed",
    },
  ];
}
