import { serverTexts } from '#domain/messages.ts';
import { fileTypeFromBuffer } from 'file-type';
import {
  acceptedImageType,
  MAX_UPLOAD_BYTES,
  uploadErrorMessages,
  withinPixelLimit,
} from '#domain/upload-rules.ts';
import { ApiError, badRequest, payloadTooLarge, unsupportedMediaType } from '../lib/runtime/api-error';
import { logger } from '../lib/runtime/logger';
import { photoDimensions } from '../lib/ports/photo-dimensions';
import { PhotoChangedError, type PhotoStore } from '../lib/ports/photo-store';

/**
 * Leading bytes read: file-type needs 4100 to recognise a format, and a JPEG's dimensions
 * come after its metadata blocks (an EXIF block may hold up to 64 KB, often a thumbnail).
 */
const SNIFF_BYTES = 256 * 1024;

const photoMissingMessage = serverTexts.photoMissing;
const notAnImageMessage = serverTexts.notAnImage;
const photoChangedMessage = serverTexts.photoChanged;

/** What was checked: the listing keeps it, and every later read must find the same object. */
export interface VerifiedPhoto {
  etag: string | undefined;
  size: number;
}

/**
 * The server-side guard of every upload (docs/design.md#data and docs/design.md#known-facts-about-the-parts): the emulator checks
 * no signature and a browser can send anything, so before a listing is made from a key
 * the object must exist, be within the cap, be stored with an image type, be an image by its
 * first bytes and, where those bytes give its dimensions, have no more pixels than the
 * limit. A refused object is deleted. The bytes sniffed are read with the
 * ETag the HEAD gave (If-Match), so size, type and bytes are all of one and the same object.
 */
export async function verifyPhoto(photos: PhotoStore, key: string): Promise<VerifiedPhoto> {
  const head = await photos.head(key);
  if (!head) throw badRequest(photoMissingMessage);
  if (head.size > MAX_UPLOAD_BYTES) {
    await discard(photos, key, 'too large');
    throw payloadTooLarge(uploadErrorMessages.tooLarge);
  }
  // S3 serves the photo with the type it was stored with: only an image type may stay.
  if (!acceptedImageType(head.contentType ?? '')) {
    await discard(photos, key, `stored as ${head.contentType ?? 'no type'}`);
    throw unsupportedMediaType(notAnImageMessage);
  }
  const bytes = head.size > 0 ? await readChecked(photos, key, head.etag) : new Uint8Array(0);
  if (!bytes) throw badRequest(photoMissingMessage);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !acceptedImageType(type.mime)) {
    await discard(photos, key, `detected ${type?.mime ?? 'unknown type'}`);
    throw unsupportedMediaType(notAnImageMessage);
  }
  // Where the header is beyond the bytes read, the analysis decodes with its own limits.
  const pixels = photoDimensions(bytes);
  if (pixels && !withinPixelLimit(pixels.width, pixels.height)) {
    await discard(photos, key, `${pixels.width}x${pixels.height} pixels`);
    throw payloadTooLarge(uploadErrorMessages.tooManyPixels);
  }
  return { etag: head.etag, size: head.size };
}

async function readChecked(photos: PhotoStore, key: string, etag: string | undefined) {
  try {
    return await photos.readHead(key, SNIFF_BYTES, etag);
  } catch (error) {
    if (!(error instanceof PhotoChangedError)) throw error;
    await discard(photos, key, 'replaced while it was checked');
    throw new ApiError(409, 'conflict', photoChangedMessage);
  }
}

/** Best effort: the refusal is what the user needs to hear, even if the delete fails. */
async function discard(photos: PhotoStore, key: string, reason: string): Promise<void> {
  try {
    await photos.delete(key);
    logger.info('refused upload deleted', { key, reason });
  } catch (error) {
    logger.warn('refused upload could not be deleted', { key, reason, error: error as Error });
  }
}
