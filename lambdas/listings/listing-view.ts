import { lifeOf } from '#domain/item-life.ts';
import { serverTexts } from '#domain/messages.ts';
import type { ApiListing } from '#domain/listing.ts';
import { notFound } from '../lib/runtime/api-error';
import { pathParam, type HttpEvent } from '../lib/runtime/http';
import { isListingId } from '../lib/adapters/listing-keys';
import type { StoredListing } from '../lib/ports/listings-repository';
import type { PhotoStore } from '../lib/ports/photo-store';

export const listingNotFound = () => notFound(serverTexts.listingNotFound);

/** The `{id}` of the path; an id that cannot be a listing's is simply not found. */
export function listingIdOf(event: HttpEvent): string {
  const id = pathParam(event, 'id');
  if (!isListingId(id)) throw listingNotFound();
  return id;
}

/**
 * The API row: the stored listing (its life as the app reads it) plus a short-lived signed URL of each of its private photos,
 * the cover first (docs/product.md#photos). Signing is local work, no request to storage.
 */
export async function toApiListing(listing: StoredListing, photos: PhotoStore): Promise<ApiListing> {
  const { image_etag: _etag, image_size: _size, barcode: _barcode, photos: stored, ...row } = listing;
  const signed = await Promise.all(
    stored.map(async ({ key }) => ({ key, url: await photos.presignGet(key) })),
  );
  const image_url = row.image_key
    ? (signed.find((photo) => photo.key === row.image_key)?.url ?? (await photos.presignGet(row.image_key)))
    : '';
  // Every saved item answers its life: one stored before the life existed reads as saved.
  const life = lifeOf(listing);
  return { ...row, image_url, photos: signed, ...(life ? { life } : {}) };
}

export function toApiListings(listings: StoredListing[], photos: PhotoStore): Promise<ApiListing[]> {
  return Promise.all(listings.map((listing) => toApiListing(listing, photos)));
}
