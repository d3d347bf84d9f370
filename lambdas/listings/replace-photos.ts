import { normaliseBarcode } from '#domain/barcode.ts';
import type { ReplacePhotosRequest } from '#domain/api-types.ts';
import type { ApiListing } from '#domain/listing.ts';
import { serverTexts } from '#domain/messages.ts';
import { ApiError } from '../lib/runtime/api-error';
import type { Caller } from '../lib/runtime/caller';
import { logger } from '../lib/runtime/logger';
import type { ListingPhotos } from '../lib/ports/listing-photos';
import type { ListingReads } from '../lib/ports/listing-reads';
import type { StoredListing, StoredPhoto } from '../lib/ports/listings-repository';
import type { Services } from '../lib/runtime/services';
import { listingNotFound, toApiListing } from './listing-view';
import { checkNewKeys, photoTaken, verifyNewPhotos } from './new-photos';

const texts = serverTexts.photos;

/** How many times the list is written again when the item changed meanwhile (an analysis). */
const WRITE_ATTEMPTS = 3;

/**
 * `PUT /api/listings/{id}/photos` (docs/product.md#photos): the item's whole photo list, in
 * order, cover first, made from the list the client saw (`seen`). A list changed since (another
 * device) is a 409: nothing is written, attached or deleted, so no device loses another's photo.
 * A photo the item has keeps its checks; a new one must be the caller's own upload and passes
 * exactly the checks of `POST /api/listings` (verify-photo.ts: type from the bytes, size,
 * pixels). Nothing is written until every new photo passed; new photos are marked attached only
 * once the list names them, and only photos of the list the request read are ever deleted.
 */
export async function replacePhotos(
  { listings, photos }: Pick<Services, 'photos'> & { listings: ListingReads & ListingPhotos },
  caller: Caller,
  id: string,
  request: ReplacePhotosRequest,
  nowMs = Date.now(),
): Promise<ApiListing> {
  let listing = await listings.get(caller.userId, id);
  if (!listing) throw listingNotFound();
  // The same change again (its answer lost, or its tagging failed): the list stands, tag again.
  if (sameKeys(listing, request.keys) && !sameList(request.seen, request.keys)) {
    await markAttached(photos, request.keys, request.seen);
    return toApiListing(listing, photos);
  }
  if (!sameKeys(listing, request.seen)) throw new ApiError(409, 'conflict', texts.staleList);
  const read = listing;
  const added = request.keys.filter((key) => !read.photos.some((photo) => photo.key === key));
  checkNewKeys(caller, added, 'keys');
  const verified = await verifyNewPhotos(photos, added);
  const barcode = request.barcode && normaliseBarcode(request.barcode);
  const now = new Date(nowMs).toISOString();
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const seen: StoredListing = listing;
    const next = request.keys.map(
      (key) => seen.photos.find((photo) => photo.key === key) ?? verified.get(key),
    );
    const outcome = await listings.replacePhotos(
      seen,
      { photos: next as StoredPhoto[], ...(barcode ? { barcode } : {}) },
      now,
    );
    if ('takenBy' in outcome) throw photoTaken(await listings.photoHolder(caller.userId, outcome.key));
    if ('listing' in outcome) {
      // Attached only now that the list names them: a refused change leaves them to expire.
      await markAttached(photos, added, []);
      await deleteLeftOut(photos, read, outcome.listing);
      return toApiListing(outcome.listing, photos);
    }
    // Changed meanwhile (an analysis, a saved field): written again only over the same list.
    listing = await listings.get(caller.userId, id);
    if (!listing) throw listingNotFound();
    if (!sameKeys(listing, request.seen)) throw new ApiError(409, 'conflict', texts.staleList);
  }
  throw new ApiError(409, 'conflict', texts.changedMeanwhile);
}

/** Whether the listing's photo list is exactly `keys`, in order. */
export function sameKeys(listing: StoredListing, keys: readonly string[]): boolean {
  return sameList(
    listing.photos.map((photo) => photo.key),
    keys,
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/** Tags the photos of `keys` not in `already` as attached (idempotent). */
async function markAttached(photos: Services['photos'], keys: readonly string[], already: readonly string[]) {
  for (const key of keys) if (!already.includes(key)) await photos.markAttached(key);
}

/**
 * The photos the new list leaves out, of the list the request read (never another key), are
 * deleted; a failure leaves an object, never an error.
 */
async function deleteLeftOut(photos: Services['photos'], read: StoredListing, after: StoredListing) {
  const kept = new Set(after.photos.map((photo) => photo.key));
  for (const { key } of read.photos) {
    if (kept.has(key)) continue;
    try {
      await photos.delete(key);
    } catch (error) {
      logger.warn('a removed photo could not be deleted', { key, error: error as Error });
    }
  }
}
