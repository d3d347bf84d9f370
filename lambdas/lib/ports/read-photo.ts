import { fileTypeFromBuffer } from 'file-type';
import { acceptedImageType, MAX_UPLOAD_BYTES, withinPixelLimit } from '#domain/upload-rules.ts';
import { AiFailure } from './ai-failure';
import type { ItemPhotos, PhotoInput } from './listing-analyser';
import type { StoredListing } from './listings-repository';
import { photoDimensions } from './photo-dimensions';
import { PhotoChangedError, PhotoTooLargeError, type PhotoStore } from './photo-store';

/**
 * The photo the model gets: the bytes read from the bucket by the function itself (never a
 * URL handed on), at most the upload cap, typed by its first bytes. With the ETag and size
 * recorded when the listing was created, exactly the version that was verified then.
 */
export async function readPhoto(
  photos: PhotoStore,
  key: string,
  verified?: { etag?: string; size?: number },
): Promise<PhotoInput> {
  let bytes: Uint8Array | undefined;
  try {
    bytes =
      verified?.etag !== undefined && verified.size !== undefined
        ? await photos.readVerified(key, { etag: verified.etag, size: verified.size })
        : await photos.read(key, MAX_UPLOAD_BYTES);
  } catch (error) {
    if (error instanceof PhotoTooLargeError) throw new AiFailure('photo_unreadable', error.message);
    if (error instanceof PhotoChangedError) {
      throw new AiFailure(
        'photo_unreadable',
        'The photo changed after it was checked. Please upload it again.',
      );
    }
    throw error;
  }
  if (!bytes || bytes.length === 0) throw new AiFailure('photo_unreadable', `no object at ${key}`);
  const type = await fileTypeFromBuffer(bytes);
  const contentType = type ? acceptedImageType(type.mime) : undefined;
  if (!contentType) throw new AiFailure('photo_unreadable', `${key} is not an image`);
  // Never hand the model (or a decoder) a photo no upload may be: a bomb stored by a script.
  const pixels = photoDimensions(bytes);
  if (pixels && !withinPixelLimit(pixels.width, pixels.height)) {
    throw new AiFailure('photo_unreadable', `${key} has ${pixels.width}x${pixels.height} pixels`);
  }
  return { bytes, contentType };
}

/**
 * Every photo of an item for the model, in the item's order (the cover first), each read as
 * `readPhoto` reads one: the version verified when it joined the item (docs/product.md#photos).
 */
export async function readItemPhotos(
  photos: PhotoStore,
  listing: Pick<StoredListing, 'image_key' | 'image_etag' | 'image_size' | 'photos'>,
): Promise<ItemPhotos> {
  const stored =
    listing.photos.length > 0
      ? listing.photos
      : [{ key: listing.image_key, etag: listing.image_etag, size: listing.image_size }];
  const [cover, ...others] = await Promise.all(
    stored.map((photo) => readPhoto(photos, photo.key, { etag: photo.etag, size: photo.size })),
  );
  if (!cover) throw new AiFailure('photo_unreadable', 'the item has no photo');
  return [cover, ...others];
}
