// @ts-nocheck
import { normaliseBarcode } from '#domain/barcode.ts';
import type { ReplacePhotosRequest } from '#domain/api-types.ts';
import type { ApiListing } from '#domain/listing.ts';
import { serverTexts } from '#domain/messages.ts';
import { isKeyOwnedBy, isUploadKeyOf } from '#domain/upload-rules.ts';
import { ApiError, badRequest, forbidden } from '../lib/runtime/api-error';
import type { Caller } from '../lib/runtime/caller';
import { logger } from '../lib/runtime/logger';
import type { StoredListing, StoredPhoto } from '../lib/ports/listings-repository';
import type { Services } from '../lib/runtime/services';
import { listingNotFound, toApiListing } from './listing-view';
import { verifyPhoto } from './verify-photo';

const texts = serverTexts.photos;

/** How many times the list is written again when the item changed meanwhile (an analysis). */
const WRITE_ATTEMPTS = 3;

/**
 * `PUT /api/listings/{id}/photos` (docs/product.md#photos): the item's whole photo list, in
 * order, cover first. A photo the item has keeps its checks; a new one must be the caller's
 * own upload and passes exactly the checks of `POST /api/listings` (verify-photo.ts: type from
 * the bytes, size, pixels) and leaves the unattached uploads the bucket expires. Nothing is
 * written until every new photo passed; a photo left out is deleted once the list is stored.
 */
export async function replacePhotos(
  { listings, photos }: Pick<Services, 'listings' | 'photos'>,
  caller: Caller,
  id: string,
  request: ReplacePhotosRequest,
  nowMs = Date.now(),
): Promise<ApiListing> {
  let listing = await listings.get(caller.userId, id);
  if (!listing) throw listingNotFound();
  const first = listing;
  const added = request.keys.filter((key) => !first.photos.some((photo) => photo.key === key));
  // Before any storage call: another user's key is refused, a made-up one is a bad request.
  for (const key of added) {
    if (!isKeyOwnedBy(key, caller.userId)) throw forbidden(texts.notYours);
    if (!isUploadKeyOf(key, caller.userId)) throw badRequest(`keys: ${texts.notAnUpload}`);
  }
  const verified = new Map<string, StoredPhoto>();
  for (const key of added) {
    const { etag, size } = await verifyPhoto(photos, key);
    verified.set(key, { key, ...(etag === undefined ? {} : { etag, size }) });
  }
  // Attached before the list names them, as a create does: a failure after this leaves a
  // photo kept, never a listing whose photo the bucket expires.
  for (const key of added) await photos.markAttached(key);
  const barcode = request.barcode && normaliseBarcode(request.barcode);
  const now = new Date(nowMs).toISOString();
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const seen: StoredListing = listing;
    const next = request.keys.map(
      (key) => seen.photos.find((photo) => photo.key === key) ?? verified.get(key),
    );
    // A photo the item lost meanwhile (another tab removed it) is not brought back unchecked.
    if (next.some((photo) => photo === undefined)) break;
    const outcome = await listings.replacePhotos(
      seen,
      { photos: next as StoredPhoto[], ...(barcode ? { barcode } : {}) },
      now,
    );
    if ('takenBy' in outcome) throw new ApiError(409, 'conflict', texts.ofAnotherItem);
    if ('listing' in outcome) {
      await deleteLeftOut(photos, seen, outcome.listing);
      return toApiListing(outcome.listing, photos);
    }
    listing = await listings.get(caller.userId, id);
    if (!listing) throw listingNotFound();
  }
  throw new ApiError(409, 'conflict', texts.changedMeanwhile);
}

/** The photos the new list leaves out are deleted; a failure leaves an object, never an error. */
async function deleteLeftOut(photos: Services['photos'], before: StoredListing, after: StoredListing) {
  const kept = new Set(after.photos.map((photo) => photo.key));
  for (const { key } of before.photos) {
    if (kept.has(key)) continue;
    try {
      await photos.delete(key);
    } catch (error) {
      logger.warn('a removed photo could not be deleted', { key, error: error as Error });
    }
  }
}
