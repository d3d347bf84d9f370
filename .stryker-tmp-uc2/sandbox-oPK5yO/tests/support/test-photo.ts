// @ts-nocheck
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// A phone-camera-like photo for upload tests, made from a real photograph that ships with an
// installed package (@vladmandic/human's sample sheet), so no binary fixture lives in git:
// 4000x3000 (12 megapixels), JPEG quality 92 like a phone's, rotated by an EXIF Orientation
// tag (6: the camera was held upright) and carrying a camera model and a GPS location.

// The package's exports hide its assets folder, so the file is found by its path.
export const realPhotoPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/@vladmandic/human/assets/samples.jpg',
);

export const phoneLocation = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '51/1 30/1 2634/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '0/1 7/1 3950/100',
};

/** The 12-megapixel photo, stored sideways with Orientation 6 (shown as 3000x4000). */
export async function twelveMegapixelPhoto(): Promise<Buffer> {
  // Upright the scene is 3000x4000; the camera stores it sideways and says so in EXIF.
  const upright = await sharp(realPhotoPath)
    .resize(3000, 4000, { fit: 'cover', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (
    sharp(upright.data, { raw: upright.info })
      .rotate(270)
      // A little grain, as a camera sensor has: a smooth upscale would compress unrealistically well.
      .composite([{ input: await grain(4000, 3000), blend: 'overlay' }])
      .jpeg({ quality: 92, chromaSubsampling: '4:2:0' })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15' }, IFD3: phoneLocation })
      .toBuffer()
  );
}

async function grain(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .png()
    .toBuffer();
}

/** Whether JPEG bytes hold an EXIF (APP1 "Exif") block anywhere. */
export function hasExifBlock(bytes: Buffer): boolean {
  return bytes.includes(Buffer.from('Exif\0\0', 'latin1'));
}
