import { useState } from 'react';
import { fieldsForCategory } from '#domain/categories.ts';
import type { ListingItem } from '#domain/listing.ts';
import { canGenerateDescription, canSave } from '#domain/listing-validation.ts';
import type { UserFieldName, UserFields } from '#domain/user-fields.ts';

/**
 * The listing form's state: the category's fields (SPEC.md point 3), seeded from the item,
 * and the rules of point 5 from domain/listing-validation.ts. A few lines of state replace
 * a form library here (see the README).
 */
export function useListingForm(item: ListingItem) {
  const [values, setValues] = useState<UserFields>(() => ({ ...item.fields }));
  const fields = fieldsForCategory(item.ai?.category ?? item.fields.category);

  const setField = (name: UserFieldName, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  /** The fields the form shows, as saved: only those, so other fields keep their values. */
  const changes = (): UserFields =>
    Object.fromEntries(fields.map((name) => [name, values[name] ?? ''])) as UserFields;

  return {
    fields,
    values,
    setField,
    changes,
    canSave: canSave(values),
    canGenerate: canGenerateDescription(values),
  };
}
