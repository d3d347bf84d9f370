// @ts-nocheck
import { addTexts } from '#domain/messages.ts';
import { decodeHeic } from './decode-heic';
import { downscalePhoto, type PreparedPhoto } from './downscale-photo';
import { isHeic } from './photo-file';

/**
 * The photo as it is uploaded: downscaled, oriented and stripped of metadata. A HEIC photo is
 * drawn by the browser where it can (Safari); elsewhere it is decoded first by a decoder loaded
 * only for such photos.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  try {
    return await downscalePhoto(file);
  } catch {
    if (!isHeic(file)) throw new Error(addTexts.unreadable);
  }
  try {
    return await downscalePhoto(await decodeHeic(file));
  } catch {
    throw new Error(addTexts.heicUnsupported);
  }
}
