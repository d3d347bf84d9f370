import { describe, expect, it } from 'vitest';
import { withBarcodeIsbn } from '#lambdas/analyser/barcode-isbn.ts';

// docs/product.md#barcodes: whatever an analyser wrote, a book's isbn is its barcode's.
// (The offline analyser's own use of a barcode is in offline-listing.test.ts.)

describe('the isbn field of any analysis', () => {
  const book = { category: 'books', detailsText: '', fields: { isbn: '9780261102217' }, enrichment: null };

  it('is the barcode’s ISBN when the item is a book, over what the model read', () => {
    expect(withBarcodeIsbn(book, { kind: 'isbn', value: '9780306406157' }).fields.isbn).toBe('9780306406157');
  });

  it('is left alone for another category or a product code', () => {
    const toy = { ...book, category: 'toys' };
    expect(withBarcodeIsbn(toy, { kind: 'isbn', value: '9780306406157' })).toBe(toy);
    expect(withBarcodeIsbn(book, { kind: 'product', value: '4006381333931' })).toBe(book);
  });
});
