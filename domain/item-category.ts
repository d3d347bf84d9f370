import { categoryFieldSets, categoryOf, UNKNOWN_CATEGORY, type CategoryName } from './categories';
import type { UserFieldName, UserFields } from './user-fields';

// The one place that decides an item's category (docs/product.md#category-field-sets): the
// AI's when it could tell; when it could not (unknown, or no analysis), the one the seller
// chose in the form's Category field. Everything that follows from a category reads it here:
// the badge, the form's fields, the marketplace texts and hashtags, the parcel size.

/** What an item says about its category: the AI's answer, if any, and the seller's field. */
interface CategorySources {
  ai?: { category: string };
  fields: Pick<UserFields, 'category'>;
}

/** The AI could not tell the category, so the seller chooses it (the form keeps its field). */
export function sellerChoosesCategory(item: CategorySources): boolean {
  return categoryOf(item.ai?.category) === UNKNOWN_CATEGORY;
}

/**
 * The item's category: the AI's when it knows one; else the seller's choice. A seller's
 * category beside a known AI one is the AI's own, seeded into the field: Analyse again may
 * change the AI's answer, and the newer one counts.
 */
export function itemCategory(item: CategorySources): CategoryName {
  return sellerChoosesCategory(item) ? categoryOf(item.fields.category) : categoryOf(item.ai?.category);
}

/**
 * The badge's words: the item's category; when it is still unknown, the seller's own words
 * for it ("Board games") if any, else the AI's (unknown); none before anything is known.
 */
export function categoryLabel(item: CategorySources): string | undefined {
  const category = itemCategory(item);
  if (category !== UNKNOWN_CATEGORY) return category;
  return item.fields.category?.trim() || item.ai?.category.trim() || undefined;
}

/**
 * The listing form's fields, in order: those of the item's category, with the Category field
 * kept after the description while the seller chooses it, so a choice can be changed.
 */
export function itemFormFields(item: CategorySources): readonly UserFieldName[] {
  const fields = categoryFieldSets[itemCategory(item)];
  if (!sellerChoosesCategory(item) || fields.includes('category')) return fields;
  const at = fields.indexOf('description') + 1;
  return [...fields.slice(0, at), 'category', ...fields.slice(at)];
}
