import { checkListingPrice } from '#domain/prices.ts';
import { userFieldNames, type UserFieldName } from '#domain/user-fields.ts';
import * as z from '../lib/runtime/zod';

// Request bodies of the listings routes. Strict: an unknown field is a 400, never ignored.

/** Longest value a user field may hold. */
export const MAX_USER_FIELD_LENGTH = 5000;

const imageKeyMessage = 'must be the key returned by POST /api/uploads.';

/** `POST /api/listings`: the storage key `POST /api/uploads` returned. */
export const createListingBody = z.strictObject({
  imageKey: z
    .string(imageKeyMessage)
    .check(z.minLength(1, imageKeyMessage), z.maxLength(1000, 'is too long.')),
});

const userFieldValue = z.optional(
  z
    .string()
    .check(z.maxLength(MAX_USER_FIELD_LENGTH, `may hold at most ${MAX_USER_FIELD_LENGTH} characters.`)),
);

/** The price is a number kept as text: the same rule as the listing form (domain/prices.ts). */
const priceValue = z.optional(
  z.string().check(
    z.superRefine((price, context) => {
      const checked = checkListingPrice(price);
      if (!checked.ok) context.addIssue({ code: 'custom', message: checked.error, input: price });
    }),
  ),
);

const userFieldsShape = {
  ...(Object.fromEntries(userFieldNames.map((name) => [name, userFieldValue])) as Record<
    UserFieldName,
    typeof userFieldValue
  >),
  price: priceValue,
};

/** `PUT /api/listings/{id}`: only the 16 user fields of docs/product.md#data, and stage saved. */
export const updateListingBody = z.strictObject({
  stage: z.optional(z.literal('saved')),
  user_fields: z.optional(z.strictObject(userFieldsShape)),
});
