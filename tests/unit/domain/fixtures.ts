import type { ListingItem, ListingRow } from '#domain/listing.ts';

// Builders for listings in the shapes of docs/product.md#data.

export function listingRow(overrides: Partial<ListingRow> = {}): ListingRow {
  return {
    id: '01J0000000000000000000000A',
    user_id: 'user-1',
    image_key: 'user-1/1700000000000-coat.jpg',
    image_url: 'https://photos.example/user-1/1700000000000-coat.jpg?sig=1',
    stage: 'analyzing',
    ai_category: null,
    ai_details_text: null,
    ai_fields: {},
    ai_enrichment: null,
    user_fields: {},
    analysis_error: null,
    analysis_attempts: 0,
    analysis_started_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function listingItem(overrides: Partial<ListingItem> = {}): ListingItem {
  return {
    id: '01J0000000000000000000000A',
    imageUrl: 'https://photos.example/a.jpg',
    stage: 'ready',
    fields: {},
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
