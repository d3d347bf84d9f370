// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { categoryNames, categoryOf, fieldsForCategory } from '#domain/categories.ts';
import { userFieldNames } from '#domain/user-fields.ts';

// docs/product.md#data, "Category field sets".
describe('category field sets', () => {
  it.each([
    [
      'clothing and footwear',
      ['title', 'description', 'condition', 'size', 'brand', 'material', 'colour', 'price'],
    ],
    ['books', ['title', 'description', 'format', 'condition', 'author', 'publisher', 'isbn', 'price']],
    [
      'electronics',
      ['title', 'description', 'condition', 'brand', 'storage', 'colour', 'accessories', 'price'],
    ],
    ['furniture', ['title', 'description', 'condition', 'material', 'dimensions', 'colour', 'price']],
    ['toys', ['title', 'description', 'condition', 'brand', 'material', 'price']],
    ['kitchenware', ['title', 'description', 'condition', 'material', 'brand', 'colour', 'price']],
    ['unknown', ['title', 'description', 'category', 'condition', 'price']],
  ])('shows the fields of %s in the spec order', (category, fields) => {
    expect(fieldsForCategory(category)).toEqual(fields);
  });

  it('lists the 7 category names of the table', () => {
    expect(categoryNames).toEqual([
      'clothing and footwear',
      'books',
      'electronics',
      'furniture',
      'toys',
      'kitchenware',
      'unknown',
    ]);
  });

  it('matches a category name ignoring case and extra spaces', () => {
    expect(categoryOf('Books')).toBe('books');
    expect(categoryOf('  CLOTHING   AND footwear ')).toBe('clothing and footwear');
    expect(fieldsForCategory('Electronics')).toContain('storage');
  });

  it.each(['garden tools', '', 'book', null, undefined])(
    'gives "unknown or any other" the unknown fields for %j',
    (category) => {
      expect(categoryOf(category)).toBe('unknown');
      expect(fieldsForCategory(category)).toEqual(['title', 'description', 'category', 'condition', 'price']);
    },
  );

  it('uses only the 16 user fields', () => {
    for (const name of categoryNames) {
      for (const field of fieldsForCategory(name)) expect(userFieldNames).toContain(field);
    }
  });
});
