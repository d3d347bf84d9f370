import type { ListingRow } from '#domain/listing.ts';
import { notFound } from '../lib/api-error';
import { pathParam, type HttpEvent } from '../lib/http';
import { isListingId } from '../lib/listing-keys';
import type { StoredListing } from '../lib/listings-repository';
import type { PhotoStore } from '../lib/photo-store';

export const listingNotFound = () => notFound('Listing not found.');

/** The `{id}` of the path; an id that cannot be a listing's is simply not found. */
export function listingIdOf(event: HttpEvent): string {
  const id = pathParam(event, 'id');
  if (!isListingId(id)) throw listingNotFound();
  return id;
}

/** The API row: the stored listing plus a short-lived signed URL of its private photo. */
export async function toListingRow(listing: StoredListing, photos: PhotoStore): Promise<ListingRow> {
  const { image_etag: _etag, image_size: _size, barcode: _barcode, ...row } = listing;
  const image_url = row.image_key ? await photos.presignGet(row.image_key) : '';
  return { ...row, image_url };
}

export function toListingRows(listings: StoredListing[], photos: PhotoStore): Promise<ListingRow[]> {
  return Promise.all(listings.map((listing) => toListingRow(listing, photos)));
}
