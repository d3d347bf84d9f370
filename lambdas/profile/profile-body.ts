import { countries, findCountry } from '#domain/countries.ts';
import { EBAY_POSTCODE_MAX as POSTCODE_MAX } from '#domain/ebay-listing.ts';
import * as z from '../lib/runtime/zod';

const choices = countries.map((c) => `${c.code} (${c.name})`).join(', ');

/** One of the countries, by code or label (GB or UK); stored as the code. */
const country = z.pipe(
  z.string(),
  z.transform((value: string, ctx) => {
    const found = findCountry(value);
    if (!found) {
      ctx.issues.push({ code: 'custom', message: `must be one of ${choices}.`, input: value });
      return z.NEVER;
    }
    return found.code;
  }),
);

/**
 * Where the seller's items are sent from, trimmed; null forgets it. Bounded by eBay's limit on
 * a location's postalCode, since List on eBay makes the location from it; no per-country rule
 * is in domain/ (docs/marketplaces.md), so eBay judges the rest.
 */
const postcode = z.pipe(
  z.pipe(
    z.string('must be a postcode.'),
    z.transform((value: string) => value.trim()),
  ),
  z.string().check(z.minLength(1, 'must be a postcode.'), z.maxLength(POSTCODE_MAX, 'is too long.')),
);

/** `PATCH /api/profile`: strict, and at least one setting (docs/product.md#calls, "Profiles"). */
export const profileChangeBody = z
  .strictObject({
    country: z.optional(country),
    // A real boolean: the string "true" is refused, not coerced.
    allow_collection: z.optional(z.boolean('must be true or false.')),
    postcode: z.optional(z.nullable(postcode)),
  })
  .check(
    z.refine(
      (body) =>
        body.country !== undefined || body.allow_collection !== undefined || body.postcode !== undefined,
      { error: 'Send country, allow_collection, postcode or more than one.' },
    ),
  );
