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

const photoTexts = serverTexts.photos;

/** One storage key of a photo list, as `POST /api/uploads` returned it. */
const photoKey = z
  .string(photoTexts.notAnUpload)
  .check(z.minLength(1, photoTexts.notAnUpload), z.maxLength(1000, 'is too long.'));

/** No key twice in a photo list. */
const allDifferent = (keys: readonly string[]) => new Set(keys).size === keys.length;

/**
 * `POST /api/listings`: the storage key `POST /api/uploads` returned (the cover), the item's
 * other photos in order after it (at most MAX_PHOTOS_PER_ITEM in all, none twice, the cover
 * included), and any barcode read. Whose keys they are is the use case's check.
 */
export const createListingBody = z
  .strictObject({
    imageKey: z
      .string(imageKeyMessage)
      .check(z.minLength(1, imageKeyMessage), z.maxLength(1000, 'is too long.')),
    moreImageKeys: z.optional(
      z
        .array(photoKey, photoTexts.notAnUpload)
        .check(z.maxLength(MAX_PHOTOS_PER_ITEM - 1, photoTexts.tooManyMore)),
    ),
    barcode: z.optional(barcodeBody),
  })
  .check(
    z.superRefine(({ imageKey, moreImageKeys = [] }, context) => {
      if (!allDifferent([imageKey, ...moreImageKeys]))
        context.addIssue({
          code: 'custom',
          message: photoTexts.repeated,
          path: ['moreImageKeys'],
        });
    }),
  );

/**
 * `PUT /api/listings/{id}/photos` (docs/product.md#photos): the whole ordered list, cover first,
 * one to MAX_PHOTOS_PER_ITEM keys, none twice; whose keys they are is the use case's check.
 */
export const replacePhotosBody = z.strictObject({
  keys: z
    .array(photoKey, photoTexts.noPhoto)
    .check(
      z.minLength(1, photoTexts.noPhoto),
      z.maxLength(MAX_PHOTOS_PER_ITEM, photoTexts.tooMany),
      z.refine(allDifferent, photoTexts.repeated),
    ),
  /** The list the change was built on (its version): any other list now is a 409. */
  seen: z
    .array(z.string(photoTexts.notAnUpload).check(z.maxLength(1000, 'is too long.')), photoTexts.noSeenList)
    .check(z.maxLength(MAX_PHOTOS_PER_ITEM, photoTexts.tooMany)),
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

/** `PUT /api/listings/{id}`: only the user fields of docs/product.md#user-fields, and stage saved. */
export const updateListingBody = z.strictObject({
  stage: z.optional(z.literal('saved')),
  user_fields: z.optional(z.strictObject(userFieldsShape)),
});
