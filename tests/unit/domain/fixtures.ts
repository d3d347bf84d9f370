import type { ListingItem } from '#domain/listing.ts';

export { listingRow } from '#tests/support/listing-builder.ts';

// Builders for listings in the shapes of docs/product.md#data.

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
