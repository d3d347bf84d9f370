// @ts-nocheck
// The 16 user fields of docs/product.md#data, in the spec's order.
export const userFieldNames = [
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
] as const;

export type UserFieldName = (typeof userFieldNames)[number];

/** The user's own listing fields; every value is text as typed (price too, e.g. "12.50"). */
export type UserFields = Partial<Record<UserFieldName, string>>;

export function isUserFieldName(name: string): name is UserFieldName {
  return (userFieldNames as readonly string[]).includes(name);
}

/** The label each field shows in the listing form (and in "{label} copied!"). */
export const userFieldLabels: Readonly<Record<UserFieldName, string>> = {
  title: 'Title',
  description: 'Description',
  condition: 'Condition',
  size: 'Size',
  brand: 'Brand',
  material: 'Material',
  colour: 'Colour',
  price: 'Price',
  format: 'Format',
  author: 'Author',
  publisher: 'Publisher',
  isbn: 'ISBN',
  storage: 'Storage',
  accessories: 'Accessories',
  dimensions: 'Dimensions',
  category: 'Category',
};
