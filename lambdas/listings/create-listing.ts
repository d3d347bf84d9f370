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
} from '../lib/ports/listings-repository';
import type { Services } from '../lib/runtime/services';
import { verifyPhoto, type VerifiedPhoto } from './verify-photo';

// Time-ordered ids, so "newest first" is a plain descending Query; monotonic, so two
// listings made in the same millisecond still sort in creation order.
const nextId = monotonicFactory();

const notYourPhotoMessage = serverTexts.notYourPhoto;
const notAnUploadKeyMessage = 'imageKey: must be the key returned by POST /api/uploads.';

/**
 * `POST /api/listings`: a listing in stage analyzing from the caller's uploaded photo.
 * Idempotent per image key: a retry gets the listing the first request created.
 */
export async function createListing(
  {
    listings,
    photos,
    analysisQueue,
    profiles,
  }: Pick<Services, 'listings' | 'photos' | 'analysisQueue' | 'profiles'>,
  caller: Caller,
  imageKey: string,
  barcode?: Barcode,
): Promise<CreateOutcome> {
  if (!isKeyOwnedBy(imageKey, caller.userId)) throw forbidden(notYourPhotoMessage);
  // Before any storage call: a key no upload can have is a bad request, never a storage error.
  if (!isUploadKeyOf(imageKey, caller.userId)) throw badRequest(notAnUploadKeyMessage);
  const existing = await listings.findByImageKey(caller.userId, imageKey);
  const outcome = existing
    ? { listing: existing, created: false }
    : await createFrom(photos, listings, caller, imageKey, barcode, await countryOf(profiles, caller));
  // Analysis runs on the server (docs/design.md#analysis). A retried create queues it again
  // while no run has ever started, in case the first request's enqueue was lost; a
  // duplicate job finds the run claimed or the item ready and does nothing.
  const { listing } = outcome;
  if (listing.stage === 'analyzing' && listing.analysis_attempts === 0) {
    await analysisQueue.send({ userId: caller.userId, listingId: listing.id });
  }
  return outcome;
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
  listings: Services['listings'],
  caller: Caller,
  imageKey: string,
  barcode: Barcode | undefined,
  country: Country,
): Promise<CreateOutcome> {
  const verified = await verifyPhoto(photos, imageKey);
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
