import { MAX_USER_FIELD_LENGTH } from '../listings/listing-bodies';
import * as z from '../lib/runtime/zod';

// The generateListing bodies of docs/product.md#calls: the analysis body {imageUrl, country} and
// the refine body {imageUrl, userInstruction, oldFields, detailsText, country}, which the
// description generator sends too. The presence of userInstruction tells them apart.

const text = (max: number) => z.string().check(z.maxLength(max, `may hold at most ${max} characters.`));

export const generateListingBody = z.strictObject({
  imageUrl: z
    .string('must be the photo URL or key the API gave you.')
    .check(z.minLength(1, 'is required.'), z.maxLength(4000, 'is too long.')),
  country: z.optional(text(20)),
  userInstruction: z.optional(text(2000)),
  oldFields: z.optional(z.record(z.string(), z.nullable(z.union([text(MAX_USER_FIELD_LENGTH), z.number()])))),
  detailsText: z.optional(z.nullable(text(MAX_USER_FIELD_LENGTH))),
});

export type GenerateListingBody = z.output<typeof generateListingBody>;

/**
 * `POST /api/listings/{id}/reanalyze` takes nothing but the item's id in its path: the web
 * sends no body. No body or `{}` is taken; anything else (a field, malformed JSON, another
 * content type) is refused as every body is, before any AI call.
 */
export const reanalyzeListingBody = z.strictObject({});
