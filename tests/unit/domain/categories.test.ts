import { describe, expect, it } from 'vitest';
import { categoryFieldSets, categoryNames, categoryOf, fieldsForCategory } from '#domain/categories.ts';
import { requiredFields } from '#domain/listing-validation.ts';
import { isUserFieldName, userFieldNames } from '#domain/user-fields.ts';

// docs/product.md#category-field-sets. The sets themselves are checked against the doc's
// table by tests/unit/architecture/doc-facts.test.ts; here, how a category is matched and
// what every set must hold for the form to work.
describe('category field sets', () => {
  it.each(categoryNames)('gives %s its own field set', (category) => {
    expect(categoryOf(category)).toBe(category);
    expect(fieldsForCategory(category)).toBe(categoryFieldSets[category]);
  });

  it.each(categoryNames)('lets the form of %s be saved: it holds every required field', (category) => {
    expect(fieldsForCategory(category)).toEqual(expect.arrayContaining([...requiredFields]));
  });

  it.each(categoryNames)('shows only user fields for %s, each once', (category) => {
    const fields = fieldsForCategory(category);
    for (const field of fields) expect(isUserFieldName(field)).toBe(true);
    expect(new Set(fields).size).toBe(fields.length);
  });

  it('shows every user field in some category', () => {
    const shown = new Set(categoryNames.flatMap((category) => fieldsForCategory(category)));
    expect(userFieldNames.filter((name) => !shown.has(name))).toEqual([]);
  });

  it('matches a category name ignoring case and extra spaces', () => {
    expect(categoryOf('Books')).toBe('books');
    expect(categoryOf('  CLOTHING   AND footwear ')).toBe('clothing and footwear');
    expect(fieldsForCategory('Electronics')).toBe(categoryFieldSets.electronics);
  });

  it.each(['garden tools', '', 'book', null, undefined])(
    'gives "unknown or any other" the unknown fields for %j',
    (category) => {
      expect(categoryOf(category)).toBe('unknown');
      expect(fieldsForCategory(category)).toBe(categoryFieldSets.unknown);
    },
  );

  it('asks the user for the category only when it is unknown', () => {
    const asking = categoryNames.filter((category) => fieldsForCategory(category).includes('category'));
    expect(asking).toEqual(['unknown']);
  });
});
