// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { seedUserFields } from '#domain/seed-user-fields.ts';

// docs/product.md#states-and-transitions, upload flow step 5.
describe('seedUserFields', () => {
  it('seeds the user fields with the AI fields plus category', () => {
    expect(
      seedUserFields({
        category: 'clothing and footwear',
        detailsText: 'A wool coat.',
        fields: { title: 'Wool coat', brand: 'Jaeger', size: '12', description: 'Warm coat' },
      }),
    ).toEqual({
      title: 'Wool coat',
      brand: 'Jaeger',
      size: '12',
      description: 'Warm coat',
      category: 'clothing and footwear',
    });
  });

  it('uses the AI description when there is one', () => {
    const fields = seedUserFields({
      category: 'books',
      detailsText: 'Details',
      fields: { description: 'AI' },
    });
    expect(fields.description).toBe('AI');
  });

  it('uses the details text when the AI gives no description', () => {
    expect(seedUserFields({ category: 'toys', detailsText: 'Details', fields: {} }).description).toBe(
      'Details',
    );
    expect(
      seedUserFields({ category: 'toys', detailsText: 'Details', fields: { description: ' ' } }).description,
    ).toBe('Details');
  });

  it('leaves the description empty when there is neither', () => {
    expect(seedUserFields({ category: 'toys', detailsText: '', fields: {} }).description).toBe('');
    expect(seedUserFields({ category: 'toys', detailsText: null, fields: null }).description).toBe('');
  });

  it('keeps only the 16 user fields and turns numbers into text', () => {
    const fields = seedUserFields({
      category: 'books',
      detailsText: '',
      fields: { edition: 'First', price: 12, author: 'Austen', isbn: { nested: true } },
    });
    expect(fields).toEqual({ price: '12', author: 'Austen', category: 'books', description: '' });
  });

  it('leaves out AI fields that are neither text nor a finite number', () => {
    const fields = seedUserFields({
      category: 'books',
      detailsText: '',
      fields: { title: null, brand: true, size: Number.NaN, price: Number.POSITIVE_INFINITY },
    });
    expect(fields).toStrictEqual({ category: 'books', description: '' });
  });

  it('counts a details text of only spaces as none', () => {
    expect(seedUserFields({ category: 'toys', detailsText: ' \n ', fields: {} }).description).toBe('');
  });

  it('seeds an empty category when the analysis gives none', () => {
    expect(seedUserFields({ detailsText: '', fields: {} }).category).toBe('');
  });

  it('takes the category from the analysis, not from the AI fields', () => {
    const fields = seedUserFields({
      category: 'furniture',
      detailsText: '',
      fields: { category: 'other' },
    });
    expect(fields.category).toBe('furniture');
  });
});
