import type { CreateListingRequest } from '#domain/api-types.ts';
import { serverTexts } from '#domain/messages.ts';
import { monotonicFactory } from 'ulid';
import { normaliseBarcode, type Barcode } from '#domain/barcode.ts';
import { countryOrDefault, type Country } from '#domain/countries.ts';
import { isKeyOwnedBy, isUploadKeyOf } from '#domain/upload-rules.ts';
import { ApiError, badRequest, forbidden } from '../lib/runtime/api-error';
import type { Caller } from '../lib/runtime/caller';
import {
  UploadOfDeletedListing,
  type CreateOutcome,
  type StoredListing,
  type StoredPhoto,
} from '../lib/ports/listings-repository';
import type { Services } from '../lib/runtime/services';
import type { ListingPhotos } from '../lib/ports/listing-photos';
import type { ListingReads } from '../lib/ports/listing-reads';
import type { ListingWrites } from '../lib/ports/listing-writes';
import { checkKeysFree, checkNewKeys, photoTaken, verifyNewPhotos } from './new-photos';
import { sameKeys } from './replace-photos';
import { verifyPhoto, type VerifiedPhoto } from './verify-photo';

// Time-ordered ids, so "newest first" is a plain descending Query; monotonic, so two
// listings made in the same millisecond still sort in creation order.
const nextId = monotonicFactory();

/** The listings ports a create uses: find the upload's listing, create it, give it its photos. */
type CreateListings = ListingReads & ListingWrites & ListingPhotos;

const notYourPhotoMessage = serverTexts.notYourPhoto;
const photoTexts = serverTexts.photos;
const notAnUploadKeyMessage = 'imageKey: must be the key returned by POST /api/uploads.';

/**
 * `POST /api/listings`: a listing in stage analyzing from the caller's uploaded photo (the
 * cover) and any other photos of the item (`moreImageKeys`, docs/product.md#photos): every key
 * passes the cover's checks, and the item holds them all, in order, before its analysis is
 * queued, so the first analysis sees every photo. Idempotent per cover key: a retry gets the
 * listing the first request created, and gives it its other photos should that request have
 * stopped before it did.
 */
export async function createListing(
  {
    listings,
    photos,
    analysisQueue,
    profiles,
  }: Pick<Services, 'photos' | 'analysisQueue' | 'profiles'> & { listings: CreateListings },
  caller: Caller,
  { imageKey, moreImageKeys = [], barcode }: CreateListingRequest,
): Promise<CreateOutcome> {
  if (!isKeyOwnedBy(imageKey, caller.userId)) throw forbidden(notYourPhotoMessage);
  // Before any storage call: a key no upload can have is a bad request, never a storage error.
  if (!isUploadKeyOf(imageKey, caller.userId)) throw badRequest(notAnUploadKeyMessage);
  checkNewKeys(caller, moreImageKeys, 'moreImageKeys');
  const existing = await listings.findByImageKey(caller.userId, imageKey);
  let outcome: CreateOutcome;
  if (existing && !awaitsPhotos(existing)) outcome = { listing: existing, created: false };
  else {
    // Every photo is checked before anything is written: a refused one leaves nothing behind.
    const cover = existing ? undefined : await verifyPhoto(photos, imageKey);
    const more = await verifiedMore(listings, photos, caller, moreImageKeys, existing);
    const made = cover
      ? await createFrom(
          photos,
          listings,
          caller,
          imageKey,
          cover,
          barcode,
          await countryOf(profiles, caller),
        )
      : { listing: existing!, created: false };
    outcome = more.size > 0 ? { ...made, listing: await attachMore(listings, made.listing, more) } : made;
  }
  const { listing } = outcome;
  // Tagged again on a retry, as PUT photos does: a first request may have stopped before it.
  if (sameKeys(listing, [imageKey, ...moreImageKeys]))
    for (const key of moreImageKeys) await photos.markAttached(key);
  // Analysis runs on the server (docs/design.md#analysis). A retried create queues it again
  // while no run has ever started, in case the first request's enqueue was lost; a
  // duplicate job finds the run claimed or the item ready and does nothing.
  if (listing.stage === 'analyzing' && listing.analysis_attempts === 0) {
    await analysisQueue.send({ userId: caller.userId, listingId: listing.id });
  }
  return outcome;
}

/**
 * An item a create made from its cover alone that may still wait for its other photos: the
 * request that made it stopped before it gave them (its analysis is queued only after), so a
 * retry naming them gives them now. Once a run has started, or the item has other photos, it
 * is left as it is.
 */
function awaitsPhotos(listing: StoredListing): boolean {
  return listing.photos.length === 1 && listing.analysis_attempts === 0;
}

/**
 * The other photos, checked as PUT photos checks a new photo: none may belong to another of
 * the caller's items, a deleted one waiting for its purge included (409, nothing created, no
 * photo claimed), and each passes verify-photo.ts.
 */
async function verifiedMore(
  listings: CreateListings,
  photos: Services['photos'],
  caller: Caller,
  keys: readonly string[],
  target: StoredListing | undefined,
): Promise<Map<string, StoredPhoto>> {
  await checkKeysFree(listings, caller.userId, keys, target?.id);
  return verifyNewPhotos(photos, keys);
}

/**
 * Gives the new item its other photos after its cover, through the same conditional write as
 * PUT photos (which claims each photo's upload guard, so no photo is ever two items').
 */
async function attachMore(
  listings: CreateListings,
  listing: StoredListing,
  more: Map<string, StoredPhoto>,
): Promise<StoredListing> {
  const photos = [...listing.photos, ...more.values()];
  const outcome = await listings.replacePhotos(listing, { photos }, new Date().toISOString());
  if ('takenBy' in outcome) throw photoTaken(await listings.photoHolder(listing.user_id, outcome.key));
  if ('listing' in outcome) return outcome.listing;
  // Changed meanwhile: a concurrent retry of the same create gave it the same photos first.
  const now = await listings.get(listing.user_id, listing.id);
  const keys = photos.map((photo) => photo.key);
  if (now && sameKeys(now, keys)) return now;
  throw new ApiError(409, 'conflict', photoTexts.changedMeanwhile);
}

/**
 * The profile's country (UK when unset or unknown): the item is researched, priced and listed
 * for it, and keeps it when the profile changes later (docs/product.md#country-and-currency).
 */
async function countryOf(profiles: Services['profiles'], caller: Caller): Promise<Country> {
  return countryOrDefault((await profiles.get(caller.userId))?.country);
}

async function createFrom(
  photos: Services['photos'],
  listings: CreateListings,
  caller: Caller,
  imageKey: string,
  verified: VerifiedPhoto,
  barcode: Barcode | undefined,
  country: Country,
): Promise<CreateOutcome> {
  // Before the listing exists: should this fail, the photo merely expires with the other
  // unattached uploads, where the other order could expire a listing's photo.
  await photos.markAttached(imageKey);
  const listing = { ...newListing(caller.userId, imageKey, Date.now(), verified), ...itemCountry(country) };
  try {
    return await listings.createOnce(barcode ? { ...listing, barcode: normaliseBarcode(barcode) } : listing);
  } catch (error) {
    // The photo's item was deleted moments ago: Undo brings it back; a second item may not share it.
    if (error instanceof UploadOfDeletedListing)
      throw new ApiError(409, 'conflict', serverTexts.photoOfDeletedItem);
    throw error;
  }
}

/** The country and currency an item keeps. */
function itemCountry(country: Country): Pick<StoredListing, 'country' | 'currency'> {
  return { country: country.code, currency: country.currency };
}

export function newListing(
  userId: string,
  imageKey: string,
  nowMs: number,
  verified?: VerifiedPhoto,
): StoredListing {
  const now = new Date(nowMs).toISOString();
  return {
    id: nextId(nowMs),
    user_id: userId,
    image_key: imageKey,
    ...(verified?.etag === undefined ? {} : { image_etag: verified.etag, image_size: verified.size }),
    photos: [
      {
        key: imageKey,
        ...(verified?.etag === undefined ? {} : { etag: verified.etag, size: verified.size }),
      },
    ],
    stage: 'analyzing',
    ai_category: null,
    ai_details_text: null,
    ai_fields: {},
    ai_enrichment: null,
    user_fields: {},
    analysis_error: null,
    analysis_attempts: 0,
    analysis_started_at: null,
    created_at: now,
    updated_at: now,
  };
}
