import sharp from 'sharp';
import type { Rgb } from './colour-names';

// Photo bytes -> the pixels the detector reads, and the dominant colour of a region, with
// sharp (libvips, prebuilt in its npm packages). EXIF orientation is applied first, as a
// phone shows the photo; alpha is flattened onto white, as a cut-out product shot looks.

/** The photo is not an image sharp can decode completely (not an image, or cut short). */
export class UnreadablePhotoError extends Error {
  readonly code = 'unreadable_photo';

  constructor(cause: unknown) {
    super(
      `The photo could not be read as an image (${cause instanceof Error ? cause.message : String(cause)}).`,
      { cause },
    );
    this.name = 'UnreadablePhotoError';
  }
}

export interface Pixels {
  /** Interleaved RGB, row-major. */
  rgb: Buffer;
  width: number;
  height: number;
}

/**
 * The photo squeezed to size x size RGB (no letterbox: @vladmandic/human feeds CenterNet a
 * bilinear resize of the whole frame the same way). `failOn: 'truncated'` makes a photo cut
 * short an error instead of a half-grey picture.
 */
export async function squarePixels(bytes: Uint8Array, size: number): Promise<Pixels> {
  try {
    const rgb = await sharp(bytes, { failOn: 'truncated' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(size, size, { fit: 'fill' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer();
    return { rgb, width: size, height: size };
  } catch (error) {
    throw new UnreadablePhotoError(error);
  }
}

export interface Region {
  /** Fractions of the picture's width and height. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The most common colour of the middle of a region (sharp's `stats().dominant`, a 4096-bin
 * histogram). The middle 60% leaves out the background a detection box always includes.
 */
export async function dominantColour(pixels: Pixels, region: Region): Promise<Rgb> {
  const inset = 0.2;
  const left = Math.round((region.x + region.width * inset) * pixels.width);
  const top = Math.round((region.y + region.height * inset) * pixels.height);
  const right = Math.round((region.x + region.width * (1 - inset)) * pixels.width);
  const bottom = Math.round((region.y + region.height * (1 - inset)) * pixels.height);
  const x = Math.min(Math.max(left, 0), pixels.width - 1);
  const y = Math.min(Math.max(top, 0), pixels.height - 1);
  const width = Math.max(1, Math.min(right, pixels.width) - x);
  const height = Math.max(1, Math.min(bottom, pixels.height) - y);
  const { dominant } = await sharp(pixels.rgb, {
    raw: { width: pixels.width, height: pixels.height, channels: 3 },
  })
    .extract({ left: x, top: y, width, height })
    .stats();
  return dominant;
}
