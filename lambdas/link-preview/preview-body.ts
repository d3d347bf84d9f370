import * as z from '../lib/runtime/zod';

/** A URL is at most this long: longer ones are not links a person shares. */
export const PREVIEW_URL_MAX_CHARS = 2048;

/** `POST /api/fetch-open-graph {url}` (docs/product.md#calls). */
export const previewBody = z.strictObject({
  url: z.string('must be the link to preview.').check(
    // Stryker disable next-line StringLiteral: equivalent: zod falls back to z.string's message, the same.
    z.minLength(1, 'must be the link to preview.'),
    z.maxLength(PREVIEW_URL_MAX_CHARS, `must be at most ${PREVIEW_URL_MAX_CHARS} characters.`),
  ),
});
