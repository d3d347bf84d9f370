// @ts-nocheck
import { serverTexts } from '#domain/messages.ts';
import { monotonicFactory } from 'ulid';
import { normaliseBarcode, type Barcode } from '#domain/barcode.ts';
import { isKeyOwnedBy, isUploadKeyOf } from '#domain/upload-rules.ts';
import { badRequest, forbidden } from '../lib/runtime/api-error';
import type { Caller } from '../lib/runtime/caller';
import type { CreateOutcome, StoredListing } from '../lib/ports/listings-repository';
import type { Services } from '../lib/runtime/services';
import { verifyPhoto, type VerifiedPhoto } from './verify-photo';

// Time-ordered ids, so "newest first" is a plain descending Query; monotonic, so two
// listings made in the same millisecond still sort in creation order.
const nextId = monotonicFactory();

export const notYourPhotoMessage = serverTexts.notYourPhoto;
export const notAnUploadKeyMessage = 'imageKey: must be the key returned by POST /api/uploads.';

/**
 * `POST /api/listings`: a listing in stage analyzing from the caller's uploaded photo.
 * Idempotent per image key: a retry gets the listing the first request created.
 */
export async function createListing(
  { listings, photos, analysisQueue }: Pick<Services, 'listings' | 'photos' | 'analysisQueue'>,
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
    : await createFrom(photos, listings, caller, imageKey, barcode);
  // Analysis runs on the server (docs/design.md#analysis). A retried create queues it again
  // while no run has ever started, in case the first request's enqueue was lost; a
  // duplicate job finds the run claimed or the item ready and does nothing.
  const { listing } = outcome;
  if (listing.stage === 'analyzing' && listing.analysis_attempts === 0) {
    await analysisQueue.send({ userId: caller.userId, listingId: listing.id });
  }
  return outcome;
}

async function createFrom(
  photos: Services['photos'],
  listings: Services['listings'],
  caller: Caller,
  imageKey: string,
  barcode: Barcode | undefined,
): Promise<CreateOutcome> {
  const verified = await verifyPhoto(photos, imageKey);
  // Before the listing exists: should this fail, the photo merely expires with the other
  // unattached uploads, where the other order could expire a listing's photo.
  await photos.markAttached(imageKey);
  const listing = newListing(caller.userId, imageKey, Date.now(), verified);
  return listings.createOnce(barcode ? { ...listing, barcode: normaliseBarcode(barcode) } : listing);
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
