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

/** The API row: the stored listing plus a short-lived signed URL of its private photo. */
export async function toApiListing(listing: StoredListing, photos: PhotoStore): Promise<ApiListing> {
  const { image_etag: _etag, image_size: _size, barcode: _barcode, ...row } = listing;
  const image_url = row.image_key ? await photos.presignGet(row.image_key) : '';
  return { ...row, image_url };
}

export function toApiListings(listings: StoredListing[], photos: PhotoStore): Promise<ApiListing[]> {
  return Promise.all(listings.map((listing) => toApiListing(listing, photos)));
}
