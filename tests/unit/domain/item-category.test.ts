import { describe, expect, it } from 'vitest';
import { categoryFieldSets } from '#domain/categories.ts';
import { categoryLabel, itemCategory, itemFormFields, sellerChoosesCategory } from '#domain/item-category.ts';

// docs/product.md#category-field-sets: the AI's category when it knows one, else the seller's.

const unknownByAi = (category?: string) => ({ ai: { category: 'unknown' }, fields: { category } });

describe('itemCategory', () => {
  it('is the AI’s category when it knows one, whatever the field holds', () => {
    expect(itemCategory({ ai: { category: 'books' }, fields: { category: 'books' } })).toBe('books');
    // Analyse again answered toys; the field still holds the first answer, seeded from it.
    expect(itemCategory({ ai: { category: 'toys' }, fields: { category: 'books' } })).toBe('toys');
    expect(itemCategory({ ai: { category: ' Books ' }, fields: {} })).toBe('books');
  });

  it('is the seller’s choice when the AI could not tell, matched as categories are', () => {
    expect(itemCategory(unknownByAi('Clothing  and Footwear'))).toBe('clothing and footwear');
    expect(itemCategory(unknownByAi('board games'))).toBe('unknown');
    expect(itemCategory(unknownByAi())).toBe('unknown');
    expect(itemCategory({ ai: { category: 'a shoe' }, fields: { category: 'toys' } })).toBe('toys');
  });

  it('is the seller’s choice when there is no analysis at all', () => {
    expect(itemCategory({ fields: { category: 'kitchenware' } })).toBe('kitchenware');
    expect(sellerChoosesCategory({ fields: {} })).toBe(true);
  });
});

describe('categoryLabel (the badge)', () => {
  it('names the item’s category, else the seller’s own words, else the AI’s, else nothing', () => {
    expect(categoryLabel(unknownByAi('TOYS'))).toBe('toys');
    expect(categoryLabel(unknownByAi(' Board games '))).toBe('Board games');
    expect(categoryLabel(unknownByAi(''))).toBe('unknown');
    expect(categoryLabel({ fields: {} })).toBeUndefined();
  });

  it('trims the AI’s own words when it names a category of its own', () => {
    expect(
      categoryLabel({ fields: {}, ai: { category: ' Gadgets ' } } as Parameters<typeof categoryLabel>[0]),
    ).toBe('Gadgets');
  });
});

describe('itemFormFields', () => {
  it('gives the AI’s category its own fields', () => {
    expect(itemFormFields({ ai: { category: 'books' }, fields: { category: 'books' } })).toEqual(
      categoryFieldSets.books,
    );
  });

  it('gives the chosen category its fields, the Category field kept after the description', () => {
    expect(itemFormFields(unknownByAi('toys'))).toEqual([
      'title',
      'description',
      'category',
      'condition',
      'brand',
      'material',
      'price',
    ]);
    expect(itemFormFields(unknownByAi('nothing known'))).toEqual(categoryFieldSets.unknown);
  });
});
