import type { WebListing } from '#domain/listing.ts';

export { apiListing } from '#tests/support/listing-builder.ts';

// Builders for listings in the shapes of docs/product.md#data.

export function webListing(overrides: Partial<WebListing> = {}): WebListing {
  return {
    id: '01J0000000000000000000000A',
    imageUrl: 'https://photos.example/a.jpg',
    photos: [{ key: 'user/1732240000000-a.jpg', url: 'https://photos.example/a.jpg' }],
    stage: 'ready',
    fields: {},
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
