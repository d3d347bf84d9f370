import { z } from 'zod';
import { countries, findCountry } from '../../domain/countries';

const choices = countries.map((c) => `${c.code} (${c.name})`).join(', ');

/** One of the five countries, by code or label (GB or UK); stored as the code. */
const country = z.string().transform((value, ctx) => {
  const found = findCountry(value);
  if (!found) {
    ctx.addIssue({ code: 'custom', message: `must be one of ${choices}.` });
    return z.NEVER;
  }
  return found.code;
});

/** `PATCH /api/profile`: strict, and at least one setting (SPEC.md point 7, "Profiles"). */
export const profileChangeBody = z
  .strictObject({
    country: country.optional(),
    // A real boolean: the string "true" is refused, not coerced.
    allow_collection: z.boolean('must be true or false.').optional(),
  })
  .refine((body) => body.country !== undefined || body.allow_collection !== undefined, {
    message: 'Send country, allow_collection or both.',
  });
