import type { ExportRow } from '#domain/api-types.ts';
import type { ApiListing } from '#domain/listing.ts';
import type { StoredListing } from '#lambdas/lib/ports/listings-repository.ts';

// The one builder of test listings (docs/product.md#data): every test that needs a listing
// starts from these and states only what it is about.

/** The user the unit tests act as (lambda-test-kit's fixtureUser). */
export const fixtureUserId = '3f1c2a9e-7b6d-4e21-9c53-0a8e4b1d2f60';

/** A listing as the repositories hold it: analysed and ready, of the fixture user unless changed. */
export function storedListing(id: string, changes: Partial<StoredListing> = {}): StoredListing {
  const user_id = changes.user_id ?? fixtureUserId;
  const image_key = changes.image_key ?? `${user_id}/1732240000000-${id.toLowerCase()}.jpg`;
  return {
    id,
    user_id,
    image_key,
    // One photo, the cover, unless the test states the item's photos.
    photos: [{ key: image_key }],
    stage: 'ready',
    ai_category: 'kitchenware',
    ai_details_text: 'A blue mug.',
    ai_fields: { title: 'Blue mug' },
    ai_enrichment: null,
    user_fields: { title: 'Blue mug' },
    analysis_error: null,
    analysis_attempts: 1,
    analysis_started_at: null,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ...changes,
  };
}

/** A listing just created: waiting for its first analysis, with no AI data yet. */
export function waitingListing(id: string, changes: Partial<StoredListing> = {}): StoredListing {
  return storedListing(id, {
    stage: 'analyzing',
    ai_category: null,
    ai_details_text: null,
    ai_fields: {},
    user_fields: {},
    analysis_attempts: 0,
    ...changes,
  });
}

/** A listing as the API answers it: what is stored, and a signed URL of each photo. */
export function apiListing(changes: Partial<ApiListing> = {}): ApiListing {
  const { photos: givenPhotos, ...rest } = changes;
  const stored = waitingListing(changes.id ?? '01J0000000000000000000000A', rest);
  const { photos: storedPhotos, image_etag: _etag, image_size: _size, barcode: _barcode, ...row } = stored;
  const signed = (key: string) => `https://photos.example/${key}?sig=1`;
  const photos = givenPhotos ?? storedPhotos.map(({ key }) => ({ key, url: signed(key) }));
  return { ...row, image_url: signed(stored.image_key), photos, ...rest };
}

/** `count` photo keys of the user's uploads, for items with several photos. */
export function photoKeys(count: number, userId = fixtureUserId, stamp = 1732240000100): string[] {
  return Array.from({ length: count }, (_, i) => `${userId}/${stamp + i}-photo-${i + 1}.jpg`);
}

/** A row of the records export (GET /api/listings/export): a saved item unless changed. */
export const exportRow = (changes: Partial<ExportRow> = {}): ExportRow => ({
  id: '01JD3Z8Q4N5W6X7Y8Z9A0B1C01',
  title: 'Oak chair',
  price: '40.00',
  currency: 'GBP',
  country: 'GB',
  state: 'saved',
  postings: [],
  created_at: '2026-10-01T09:00:00.000Z',
  sold_at: null,
  sold_price_minor: null,
  sold_postage_minor: null,
  sold_currency: null,
  sold_where: null,
  gone_at: null,
  ...changes,
});
