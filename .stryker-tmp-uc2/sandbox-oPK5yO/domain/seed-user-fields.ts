// @ts-nocheck
import { isUserFieldName, type UserFields } from './user-fields';

// docs/product.md#states-and-transitions, upload flow step 5: when the analysis succeeds, the user fields are
// seeded with the AI fields plus the category; the description is the AI description,
// or else the details text, or else empty.

/** What the analysis returns that seeding reads (the generateListing response). */
export interface ListingAnalysis {
  category?: string | null;
  detailsText?: string | null;
  fields?: Record<string, unknown> | null;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Number.isFinite(value) ? String(value) : undefined;

/**
 * The user fields of a freshly analysed item. Only the 16 user fields are kept from the
 * AI fields (an AI's extra keys, e.g. an edition, stay in ai_fields); numbers become text.
 * A blank AI description counts as none.
 */
export function seedUserFields(analysis: ListingAnalysis): UserFields {
  const seeded: UserFields = {};
  for (const [name, value] of Object.entries(analysis.fields ?? {})) {
    const valueText = text(value);
    if (isUserFieldName(name) && valueText !== undefined) seeded[name] = valueText;
  }
  seeded.category = analysis.category ?? '';
  const aiDescription = seeded.description?.trim() ? seeded.description : undefined;
  const details = analysis.detailsText?.trim() ? analysis.detailsText : undefined;
  seeded.description = aiDescription ?? details ?? '';
  return seeded;
}
