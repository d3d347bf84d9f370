// @ts-nocheck
import type { UserFields } from './user-fields';

// docs/product.md#calls: the description generator sends the refine request with an instruction
// built from the item's category, title, brand, condition, size, material and colour,
// asking for an engaging marketplace description. The exact wording is ours.

const describedFields = [
  ['Category', 'category'],
  ['Title', 'title'],
  ['Brand', 'brand'],
  ['Condition', 'condition'],
  ['Size', 'size'],
  ['Material', 'material'],
  ['Colour', 'colour'],
] as const;

/** The refine instruction for "Generate Description with AI"; blank details are left out. */
export function descriptionInstruction(category: string, fields: UserFields): string {
  const values: UserFields = { ...fields, category: category.trim() || fields.category };
  const details = describedFields
    .map(([label, name]) => [label, values[name]?.trim()] as const)
    .filter(([, value]) => Boolean(value))
    .map(([label, value]) => `${label}: ${value}`);
  return ['Write an engaging marketplace description for this second-hand item.', ...details].join('\n');
}
