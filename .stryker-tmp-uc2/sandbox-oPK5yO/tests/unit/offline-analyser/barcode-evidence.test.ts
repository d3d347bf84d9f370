// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { fieldsForCategory } from '#domain/categories.ts';
import { withBarcodeIsbn } from '#lambdas/analyser/barcode-isbn.ts';
import {
  offlineAnalysis,
  withBarcodeEvidence,
} from '#lambdas/lib/adapters/offline-analyser/offline-listing.ts';

// docs/product.md#barcodes with no OpenAI key: the offline analyser uses what the browser read.

const nothingSeen = offlineAnalysis([], undefined);
const cupSeen = offlineAnalysis(
  [{ label: 'cup', score: 0.9, box: { x: 0.2, y: 0.2, width: 0.5, height: 0.5 } }],
  'white',
);

describe('the offline analysis with a barcode', () => {
  it('makes an item with an ISBN a book with its isbn filled, whatever the detector saw', () => {
    const result = withBarcodeEvidence(nothingSeen, { kind: 'isbn', value: '9780306406157' });
    expect(result.category).toBe('books');
    expect(Object.keys(result.fields)).toEqual(fieldsForCategory('books'));
    expect(result.fields.isbn).toBe('9780306406157');
    expect(result.detailsText).toContain('ISBN 9780306406157');
  });

  it('names a product code in the details and keeps what the photo showed', () => {
    const result = withBarcodeEvidence(cupSeen, { kind: 'product', value: '4006381333931' });
    expect(result.category).toBe(cupSeen.category);
    expect(result.fields).toEqual(cupSeen.fields);
    expect(result.detailsText).toContain('product code 4006381333931');
  });

  it('changes nothing without a barcode', () => {
    expect(withBarcodeEvidence(cupSeen, undefined)).toBe(cupSeen);
  });
});

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
