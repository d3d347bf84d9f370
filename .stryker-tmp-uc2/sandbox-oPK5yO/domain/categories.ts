// @ts-nocheck
import type { UserFieldName } from './user-fields';

// The category field sets of docs/product.md#data: which user fields the listing form shows
// for each category the AI can return.

export const categoryNames = [
  'clothing and footwear',
  'books',
  'electronics',
  'furniture',
  'toys',
  'kitchenware',
  'unknown',
] as const;

export type CategoryName = (typeof categoryNames)[number];

/** "unknown or any other" in the spec's table. */
export const UNKNOWN_CATEGORY: CategoryName = 'unknown';

export const categoryFieldSets: Readonly<Record<CategoryName, readonly UserFieldName[]>> = {
  'clothing and footwear': [
    'title',
    'description',
    'condition',
    'size',
    'brand',
    'material',
    'colour',
    'price',
  ],
  books: ['title', 'description', 'format', 'condition', 'author', 'publisher', 'isbn', 'price'],
  electronics: ['title', 'description', 'condition', 'brand', 'storage', 'colour', 'accessories', 'price'],
  furniture: ['title', 'description', 'condition', 'material', 'dimensions', 'colour', 'price'],
  toys: ['title', 'description', 'condition', 'brand', 'material', 'price'],
  kitchenware: ['title', 'description', 'condition', 'material', 'brand', 'colour', 'price'],
  unknown: ['title', 'description', 'category', 'condition', 'price'],
};

/**
 * The known category a free-text category names: matched ignoring case and surrounding or
 * repeated spaces ("Clothing  and Footwear" is clothing and footwear); anything else,
 * empty or missing is `unknown`.
 */
export function categoryOf(category: string | null | undefined): CategoryName {
  const wanted = category?.trim().replace(/\s+/g, ' ').toLowerCase();
  return categoryNames.find((name) => name === wanted) ?? UNKNOWN_CATEGORY;
}

/** The fields the listing form shows, in order, for an item of this category. */
export function fieldsForCategory(category: string | null | undefined): readonly UserFieldName[] {
  return categoryFieldSets[categoryOf(category)];
}
