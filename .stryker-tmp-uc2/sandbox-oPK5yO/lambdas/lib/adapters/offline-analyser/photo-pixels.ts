// @ts-nocheck
import sharp from 'sharp';
import { AiFailure } from '../../ports/ai-failure';
import { colourName, type ColourName } from './colour-names';

// Photo bytes -> the pixels the detector reads, and the dominant colour of a region, with
// sharp (libvips, prebuilt in its npm packages). EXIF orientation is applied first, as a
// phone shows the photo; alpha is flattened onto white, as a cut-out product shot looks.

/**
 * The photo is not an image sharp can decode completely (not an image, cut short, or over
 * sharp's pixel limit: a decompression bomb). An AiFailure, so the user is told the photo
 * could not be read (a 400 from generate-listing, a message on a queued analysis) instead
 * of a retry that cannot help or a 500; sharp's own words go to the log only.
 */
export class UnreadablePhotoError extends AiFailure {
  constructor(cause: unknown) {
    super(
      'photo_unreadable',
      `The photo could not be read as an image (${cause instanceof Error ? cause.message : String(cause)}).`,
    );
    this.cause = cause;
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
 * The colour word most of the middle of a region has: the region is cropped and shrunk to
 * at most 48x48 with sharp, every pixel is named (colour-names.ts) and the commonest name
 * wins. Counting words rather than exact colours keeps shading, glare and JPEG noise from
 * splitting one red cup into many slightly different reds. The middle 60% leaves out most
 * of the background that a detection box always includes.
 */
export async function dominantColourName(pixels: Pixels, region: Region): Promise<ColourName> {
  const inset = 0.2;
  const left = Math.round((region.x + region.width * inset) * pixels.width);
  const top = Math.round((region.y + region.height * inset) * pixels.height);
  const right = Math.round((region.x + region.width * (1 - inset)) * pixels.width);
  const bottom = Math.round((region.y + region.height * (1 - inset)) * pixels.height);
  const x = Math.min(Math.max(left, 0), pixels.width - 1);
  const y = Math.min(Math.max(top, 0), pixels.height - 1);
  const width = Math.max(1, Math.min(right, pixels.width) - x);
  const height = Math.max(1, Math.min(bottom, pixels.height) - y);
  const crop = await sharp(pixels.rgb, { raw: { width: pixels.width, height: pixels.height, channels: 3 } })
    .extract({ left: x, top: y, width, height })
    .resize(48, 48, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer();
  const counts = new Map<ColourName, number>();
  for (let i = 0; i + 2 < crop.length; i += 3) {
    const name = colourName({ r: crop[i]!, g: crop[i + 1]!, b: crop[i + 2]! });
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}
