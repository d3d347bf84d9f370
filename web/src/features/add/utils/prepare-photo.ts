import { downscalePhoto, type PreparedPhoto } from './downscale-photo';
import { addTexts, isHeic } from './photo-file';

/**
 * The photo as it is uploaded: downscaled, oriented and stripped of metadata. HEIC is
 * decoded by the browser where it can (Safari); elsewhere the user is told plainly, since
 * no HEIC decoder is bundled yet (see the README).
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  try {
    return await downscalePhoto(file);
  } catch {
    throw new Error(isHeic(file) ? addTexts.heicUnsupported : addTexts.unreadable);
  }
}
