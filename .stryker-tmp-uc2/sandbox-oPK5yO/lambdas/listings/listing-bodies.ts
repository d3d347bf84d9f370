// @ts-nocheck
import { barcodeProblem, type Barcode } from '#domain/barcode.ts';
import { serverTexts } from '#domain/messages.ts';
import { MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';
import { checkListingPrice } from '#domain/prices.ts';
import { userFieldNames, type UserFieldName } from '#domain/user-fields.ts';
import * as z from '../lib/runtime/zod';

// Request bodies of the listings routes. Strict: an unknown field is a 400, never ignored.

/** Longest value a user field may hold. */
export const MAX_USER_FIELD_LENGTH = 5000;

const imageKeyMessage = 'must be the key returned by POST /api/uploads.';

/**
 * A barcode the browser read in the photo (docs/product.md#barcodes): checked again here with
 * the same rules, so a wrong check digit is a 400 and never reaches the model as a fact.
 */
const barcodeBody = z
  .strictObject({
    kind: z.enum(['isbn', 'product'], "must be 'isbn' or 'product'."),
    value: z.string('must be the digits of the code.').check(z.maxLength(20, 'is too long.')),
  })
  .check(
    z.superRefine((barcode: Barcode, context) => {
      const problem = barcodeProblem(barcode);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: barcode, path: ['value'] });
    }),
  );

/** `POST /api/listings`: the storage key `POST /api/uploads` returned, and any barcode read. */
export const createListingBody = z.strictObject({
  imageKey: z
    .string(imageKeyMessage)
    .check(z.minLength(1, imageKeyMessage), z.maxLength(1000, 'is too long.')),
  barcode: z.optional(barcodeBody),
});

const photoTexts = serverTexts.photos;

/**
 * `PUT /api/listings/{id}/photos` (docs/product.md#photos): the whole ordered list, cover first,
 * one to MAX_PHOTOS_PER_ITEM keys, none twice; whose keys they are is the use case's check.
 */
export const replacePhotosBody = z.strictObject({
  keys: z
    .array(
      z
        .string(photoTexts.notAnUpload)
        .check(z.minLength(1, photoTexts.notAnUpload), z.maxLength(1000, 'is too long.')),
      photoTexts.noPhoto,
    )
    .check(
      z.minLength(1, photoTexts.noPhoto),
      z.maxLength(MAX_PHOTOS_PER_ITEM, photoTexts.tooMany),
      z.refine((keys: string[]) => new Set(keys).size === keys.length, photoTexts.repeated),
    ),
  barcode: z.optional(barcodeBody),
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
