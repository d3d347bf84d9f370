import { countries, findCountry } from '#domain/countries.ts';
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

/** `PATCH /api/profile`: strict, and at least one setting (docs/product.md#calls, "Profiles"). */
export const profileChangeBody = z
  .strictObject({
    country: z.optional(country),
    // A real boolean: the string "true" is refused, not coerced.
    allow_collection: z.optional(z.boolean('must be true or false.')),
  })
  .check(
    z.refine((body) => body.country !== undefined || body.allow_collection !== undefined, {
      error: 'Send country, allow_collection or both.',
    }),
  );
