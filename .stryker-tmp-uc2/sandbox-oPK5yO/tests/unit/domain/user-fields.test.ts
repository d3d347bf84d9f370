// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { isUserFieldName, userFieldLabels, userFieldNames } from '#domain/user-fields.ts';

describe('user fields (docs/product.md#data)', () => {
  it('has the 16 user fields in the spec order', () => {
    expect(userFieldNames).toEqual([
      'title',
      'description',
      'condition',
      'size',
      'brand',
      'material',
      'colour',
      'price',
      'format',
      'author',
      'publisher',
      'isbn',
      'storage',
      'accessories',
      'dimensions',
      'category',
    ]);
  });

  it('recognises a user field name', () => {
    expect(isUserFieldName('isbn')).toBe(true);
    expect(isUserFieldName('edition')).toBe(false);
  });

  it('labels every field', () => {
    expect(Object.keys(userFieldLabels)).toEqual(userFieldNames);
    expect(userFieldLabels.title).toBe('Title');
    expect(userFieldLabels.isbn).toBe('ISBN');
    expect(userFieldLabels.colour).toBe('Colour');
  });
});
