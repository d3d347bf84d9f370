// The user fields of docs/product.md#user-fields, in the spec's order: each field's name and
// the label it shows in the listing form (and in "{label} copied!"). The one list of them:
// the save body, the AI's identify schema, the form and the docs' table all follow it.
export const userFieldLabels = {
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
} as const satisfies Readonly<Record<string, string>>;

export type UserFieldName = keyof typeof userFieldLabels;

/** The names in the spec's order (the order of userFieldLabels). */
export const userFieldNames = Object.keys(userFieldLabels) as readonly UserFieldName[];

/** The user's own listing fields; every value is text as typed (price too, e.g. "12.50"). */
export type UserFields = Partial<Record<UserFieldName, string>>;

export function isUserFieldName(name: string): name is UserFieldName {
  return (userFieldNames as readonly string[]).includes(name);
}

/**
 * The fields Listing Details' Additional Details block shows, in its order, those that are
 * set (docs/product.md#list-tab-item-selected); the others show in the form only.
 */
export const additionalDetailFields: readonly UserFieldName[] = ['condition', 'brand', 'size'];
