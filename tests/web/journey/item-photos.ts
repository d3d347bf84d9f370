import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ApiListing } from '#domain/listing.ts';
import type { ListingPhoto } from '#domain/photos.ts';
import type { RuntimeConfig } from '#domain/runtime-config.ts';
import { api, signedPhotoUrl } from '../support/api-server';
import { readyRow } from './journey-api';
import { renderMain } from './render-main';

// An item with several photos on Listing Details, for the gallery, Add photos, Make cover,
// Remove, Analyse again and Share tests (docs/product.md#screens, "List tab, item selected").

export const photoKey = (index: number) =>
  `user-1/17000000000${String(index).padStart(2, '0')}-photo-${index}.webp`;

/** `count` stored photos, numbered from 1, cover first. */
export function storedPhotos(count: number): ListingPhoto[] {
  return Array.from({ length: count }, (_, index) => {
    const key = photoKey(index + 1);
    return { key, url: signedPhotoUrl(key) };
  });
}

/** A saved book with `count` photos. */
export function bookWithPhotos(count: number, overrides: Partial<ApiListing> = {}): ApiListing {
  const photos = storedPhotos(count);
  return readyRow({
    id: '01BOOK',
    stage: 'saved',
    photos,
    image_key: photos[0]!.key,
    image_url: photos[0]!.url,
    ...overrides,
  });
}

/** The main screen with the item's Listing Details open, as its link in the URL opens it. */
export async function openDetails(row: ApiListing, config: Partial<RuntimeConfig> = {}) {
  api.listings = [row];
  const rendered = await renderMain(`/?tab=list&item=${row.id}`, config);
  await screen.findAllByRole('heading', { name: 'Listing Details' });
  return rendered;
}

/** The keys the server holds for the item now, cover first. */
export const storedKeys = (id = '01BOOK') =>
  api.listings.find((row) => row.id === id)?.photos.map((photo) => photo.key);

/** The bodies of every `PUT /api/listings/{id}/photos` so far. */
export const photoPuts = (id = '01BOOK') =>
  api.requests
    .filter((request) => request.route === `PUT /api/listings/${id}/photos`)
    .map((request) => request.body as { keys: string[]; seen: string[]; barcode?: unknown });

export const listReads = () => api.requests.filter((request) => request.route === 'GET /api/listings').length;

/** The thumbnails' names, in order, and which one is shown. */
export function thumbnails() {
  return screen.queryAllByRole('button', { name: /^Show photo \d+ of \d+/ });
}

export async function expectShown(index: number, count: number) {
  await waitFor(() =>
    expect(
      screen.getByRole('button', { name: new RegExp(`^Show photo ${index} of ${count}\\b`) }),
    ).toHaveAttribute('aria-current', 'true'),
  );
}

/** The cover as the gallery shows it: the photo named after the item. */
export const coverImage = (title = 'Dune') => screen.getAllByRole('img', { name: title })[0]!;
