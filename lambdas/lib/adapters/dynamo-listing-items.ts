import { isCountryCode } from '#domain/countries.ts';
import { isCurrencyCode } from '#domain/currency.ts';
import { listingIdFromSortKey, listingSortKey, uploadGuardSortKey } from './listing-keys';
import type { StoredListing, StoredPhoto } from '../ports/listings-repository';

// The shapes of the two item kinds in the listings table (see listing-keys.ts) and the
// mapping between a listing item and the StoredListing the handlers use. Attribute names
// follow ApiListing (docs/product.md#data), except the partition key `userId` (docs/design.md#data).

/** A listing as stored: the row without its minted URL, keyed by `userId` and `listing#<id>`. */
export type DynamoListingItem = Omit<StoredListing, 'user_id'> & { userId: string };

/** Which listing an upload became; written before the listing itself (see createOnce). */
export interface UploadGuardItem {
  userId: string;
  id: string;
  listing_id: string;
  created_at: string;
}

export function toDynamoItem(listing: StoredListing): DynamoListingItem {
  const { user_id, id, ...rest } = listing;
  return { ...rest, userId: user_id, id: listingSortKey(id) };
}

export function toUploadGuardItem(listing: StoredListing, imageKey = listing.image_key): UploadGuardItem {
  return {
    userId: listing.user_id,
    id: uploadGuardSortKey(imageKey),
    listing_id: listing.id,
    created_at: listing.created_at,
  };
}

/** Tolerates items written by other code paths (the analyser) with attributes unset. */
export function fromDynamoItem(item: Record<string, unknown>): StoredListing {
  const i = item as Partial<DynamoListingItem>;
  const image_key = i.image_key ?? '';
  return {
    id: listingIdFromSortKey(String(i.id)),
    user_id: String(i.userId),
    image_key,
    photos: photosOf(i, image_key),
    ...(i.image_etag === undefined ? {} : { image_etag: i.image_etag }),
    ...(i.image_size === undefined ? {} : { image_size: i.image_size }),
    ...(i.barcode === undefined ? {} : { barcode: i.barcode }),
    // Absent on items from before (read as GB and GBP by the app), and kept only when valid.
    ...(typeof i.country === 'string' && isCountryCode(i.country) ? { country: i.country } : {}),
    ...(isCurrencyCode(i.currency) ? { currency: i.currency } : {}),
    ...(i.life === undefined ? {} : { life: i.life }),
    stage: i.stage ?? 'analyzing',
    ai_category: i.ai_category ?? null,
    ai_details_text: i.ai_details_text ?? null,
    ai_fields: i.ai_fields ?? {},
    ai_enrichment: i.ai_enrichment ?? null,
    user_fields: i.user_fields ?? {},
    analysis_error: i.analysis_error ?? null,
    analysis_attempts: i.analysis_attempts ?? 0,
    analysis_started_at: i.analysis_started_at ?? null,
    created_at: i.created_at ?? '',
    updated_at: i.updated_at ?? i.created_at ?? '',
  };
}

/**
 * The item's photos. A listing written before items had several photos has no list: it reads
 * as its one photo, the cover (no migration: the list is written by the first change of photos).
 */
function photosOf(i: Partial<DynamoListingItem>, image_key: string): StoredPhoto[] {
  if (Array.isArray(i.photos) && i.photos.length > 0) return i.photos;
  if (!image_key) return [];
  return [
    {
      key: image_key,
      ...(i.image_etag === undefined ? {} : { etag: i.image_etag }),
      ...(i.image_size === undefined ? {} : { size: i.image_size }),
    },
  ];
}
