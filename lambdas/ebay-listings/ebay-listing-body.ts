import {
  EBAY_ASPECT_NAME_MAX as ASPECT_NAME_MAX,
  EBAY_ASPECT_VALUE_MAX as ASPECT_VALUE_MAX,
  EBAY_ASPECTS_MAX as ASPECTS_MAX,
  EBAY_POSTCODE_MAX as POSTCODE_MAX,
} from '#domain/ebay-listing.ts';
import * as z from '../lib/runtime/zod';

// The body of `POST /api/listings/{id}/ebay/prepare` and `.../ebay/publish`
// (docs/product.md#list-on-ebay): the seller's choices so far. Strict like every body, and
// bounded, so a pasted page of text is a 400, not a call to eBay.

/** eBay's category and condition ids are a few digits. */
const ID_MAX = 32;

const id = (what: string) =>
  z.optional(
    z
      .string(`must be the id of ${what}.`)
      .check(z.minLength(1, `must be the id of ${what}.`), z.maxLength(ID_MAX, 'is too long.')),
  );

const aspects = z
  .record(
    z
      .string()
      .check(z.minLength(1, 'must name an item specific.'), z.maxLength(ASPECT_NAME_MAX, 'is too long.')),
    z
      .string('must be the value of the item specific.')
      .check(z.minLength(1, 'must not be empty.'), z.maxLength(ASPECT_VALUE_MAX, 'is too long.')),
  )
  .check(
    z.refine(
      (value) => Object.keys(value).length <= ASPECTS_MAX,
      `may hold at most ${ASPECTS_MAX} item specifics.`,
    ),
  );

export const ebayListingBody = z.strictObject({
  categoryId: id('one of the categories eBay suggested'),
  aspects: z.optional(aspects),
  conditionId: id('one of the conditions eBay allows'),
  postcode: z.optional(
    z
      .string('must be a postcode.')
      .check(z.minLength(1, 'must be a postcode.'), z.maxLength(POSTCODE_MAX, 'is too long.')),
  ),
});
