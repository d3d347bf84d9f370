// @ts-nocheck
import { messages } from './messages';
import type { UserFieldName, UserFields } from './user-fields';

// docs/product.md#validation, listing form: title, description, condition and price are required
// (each shown with a star); saving is blocked, and the Save button disabled, unless all
// four are non-blank after trimming.

export const requiredFields = ['title', 'description', 'condition', 'price'] as const;

export type RequiredField = (typeof requiredFields)[number];

/** The message shown when saving is blocked. */
export const missingFieldsMessage = messages.missingRequiredFields.title;

export function isRequiredField(name: UserFieldName): name is RequiredField {
  return (requiredFields as readonly string[]).includes(name);
}

/** The required fields that are empty or only spaces, in form order. */
export function missingRequiredFields(fields: UserFields): RequiredField[] {
  return requiredFields.filter((name) => !(fields[name] ?? '').trim());
}

/** Whether the listing form may be saved. */
export function canSave(fields: UserFields): boolean {
  return missingRequiredFields(fields).length === 0;
}

/** The generate-description button needs a title. */
export function canGenerateDescription(fields: UserFields): boolean {
  return Boolean(fields.title?.trim());
}
