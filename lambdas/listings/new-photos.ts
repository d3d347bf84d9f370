import { serverTexts } from '#domain/messages.ts';
import { isKeyOwnedBy, isUploadKeyOf } from '#domain/upload-rules.ts';
import { ApiError, badRequest, forbidden } from '../lib/runtime/api-error';
import type { Caller } from '../lib/runtime/caller';
import type { ListingPhotos } from '../lib/ports/listing-photos';
import type { PhotoHolder, StoredPhoto } from '../lib/ports/listings-repository';
import type { Services } from '../lib/runtime/services';
import { verifyPhoto } from './verify-photo';

const texts = serverTexts.photos;

/**
 * The checks every photo new to an item passes before any storage call
 * (`PUT /api/listings/{id}/photos`'s added keys, the other photos of `POST /api/listings`):
 * another user's key is refused (403), a made-up one is a bad request (400, after `field`).
 */
export function checkNewKeys(caller: Caller, keys: readonly string[], field: string): void {
  for (const key of keys) {
    if (!isKeyOwnedBy(key, caller.userId)) throw forbidden(texts.notYours);
    if (!isUploadKeyOf(key, caller.userId)) throw badRequest(`${field}: ${texts.notAnUpload}`);
  }
}

/**
 * The new photos by key, each with what its check found: every one passes the checks of
 * verify-photo.ts (type from the bytes, size, pixels), all before anything is written.
 * Nothing is attached here: the caller tags them once an item names them.
 */
export async function verifyNewPhotos(
  photos: Services['photos'],
  keys: readonly string[],
): Promise<Map<string, StoredPhoto>> {
  const verified = new Map<string, StoredPhoto>();
  for (const key of keys) {
    const { etag, size } = await verifyPhoto(photos, key);
    verified.set(key, { key, ...(etag === undefined ? {} : { etag, size }) });
  }
  return verified;
}

/** The 409 for a photo another of the caller's items holds, saying so when that item is deleted. */
export function photoTaken(holder: Pick<PhotoHolder, 'deleted'> | undefined): ApiError {
  return new ApiError(409, 'conflict', holder?.deleted ? texts.ofDeletedItem : texts.ofAnotherItem);
}

/**
 * Refuses (409) a photo that another of the caller's items holds, deleted ones not yet purged
 * included (an upload guard is theirs until the purge), before anything is written: `ownerId`
 * is the item the photos are for, when it exists already.
 */
export async function checkKeysFree(
  listings: Pick<ListingPhotos, 'photoHolder'>,
  userId: string,
  keys: readonly string[],
  ownerId: string | undefined,
): Promise<void> {
  for (const key of keys) {
    const holder = await listings.photoHolder(userId, key);
    if (holder && holder.listingId !== ownerId) throw photoTaken(holder);
  }
}
