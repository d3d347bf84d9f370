import { describe, expect, it } from 'vitest';
import type { WebListing } from '#domain/listing.ts';
import { listingShareText } from '#web/features/list/utils/listing-share-text.ts';

const item = (fields: WebListing['fields'], category = 'books'): WebListing => ({
  id: '01A',
  imageUrl: 'https://photos.example/a.jpg',
  photos: [{ key: 'user-1/1700000000000-a.jpg', url: 'https://photos.example/a.jpg' }],
  stage: 'saved',
  fields,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ai: { category, detailsText: '', fields: {}, enrichment: { result: null } },
});

describe('the text a listing is shared with', () => {
  it('is the title, the price, the description and the filled details of its category', () => {
    const text = listingShareText(
      item({ title: 'Dune', price: '9', description: 'A classic.', author: 'Frank Herbert', isbn: ' ' }),
    );
    expect(text).toBe('Dune\n\n£9.00\n\nA classic.\n\nAuthor: Frank Herbert');
  });

  it('says Untitled Item and leaves out a price that is not one', () => {
    expect(listingShareText(item({ price: '15-20' }))).toBe('Untitled Item');
  });
});
