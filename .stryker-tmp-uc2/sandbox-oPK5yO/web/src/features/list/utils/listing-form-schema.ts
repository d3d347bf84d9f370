// @ts-nocheck
import * as z from 'zod/mini';
import { missingFieldsMessage, missingRequiredFields } from '#domain/listing-validation.ts';
import { checkListingPrice } from '#domain/prices.ts';
import type { UserFieldName, UserFields } from '#domain/user-fields.ts';

// The listing form's schema, built from the domain rules so the form and the server cannot
// disagree: the category's fields (docs/product.md#data, domain/categories.ts), the four required
// fields non-blank after trimming (docs/product.md#validation, domain/listing-validation.ts) and the price rule
// the server's `PUT /api/listings/{id}` applies (domain/prices.ts `checkListingPrice`).
// zod/mini, not classic zod: it tree-shakes to the few checks used here (see lambdas/lib/runtime/zod.ts).
// Every issue carries our own message, so no zod locale is needed.

/** The price as typed: blank is the required rule's business; anything else must be storable. */
const priceText = z.string().check(
  z.superRefine((price, context) => {
    if (price.trim() === '') return;
    const checked = checkListingPrice(price);
    if (!checked.ok) context.addIssue({ code: 'custom', message: checked.error, input: price });
  }),
);

/**
 * The schema of a form showing these fields: each a text (or absent), the price storable,
 * and every required field that is empty or only spaces reported under its own name with
 * `Please fill all required fields.`.
 */
export function listingFormSchema(fields: readonly UserFieldName[]): z.ZodMiniType<UserFields, UserFields> {
  // Optional: a field the values lack is blank, which the required rule below reports.
  const shape = Object.fromEntries(
    fields.map((name) => [name, z.optional(name === 'price' ? priceText : z.string())]),
  );
  return z.object(shape).check(
    z.superRefine((values: UserFields, context) => {
      for (const name of missingRequiredFields(values)) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: missingFieldsMessage,
          input: values[name],
        });
      }
    }),
  );
}

/** Whether a field's error is the required rule's (shown once for the form, not per field). */
export function isMissingFieldError(message: string | undefined): boolean {
  return message === missingFieldsMessage;
}
