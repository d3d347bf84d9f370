import { describe, expect, it } from 'vitest';
import { reanalyzeListingBody } from '#lambdas/generate-listing/generate-listing-body.ts';
import { ApiError } from '#lambdas/lib/runtime/api-error.ts';
import { parseBody } from '#lambdas/lib/runtime/http.ts';

// POST /api/listings/{id}/reanalyze takes no body (the web sends none): none, or `{}`, is
// taken; anything else is refused as every route refuses a body it does not take.

type Event = Parameters<typeof parseBody>[0];

const eventWith = (body: string | undefined, contentType = 'application/json') =>
  ({ body, isBase64Encoded: false, headers: { 'content-type': contentType } }) as unknown as Event;

function refusal(body: string, contentType?: string): { status: number; message: string } | undefined {
  try {
    parseBody(eventWith(body, contentType), reanalyzeListingBody);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message };
    throw error;
  }
  return undefined;
}

describe('the reanalyze body', () => {
  it('takes no body, an empty one, or an empty object', () => {
    expect(parseBody(eventWith(undefined), reanalyzeListingBody)).toEqual({});
    expect(refusal('')).toBeUndefined();
    expect(refusal('{}')).toBeUndefined();
  });

  it.each([
    ['a field it does not take', '{"photos": ["a.jpg"]}', /Unrecognized key: "photos"/],
    ['malformed JSON', '{"photos": [', /The request body is not valid JSON\./],
    ['a JSON array', '[]', /expected object/],
    ['a JSON string', '"again"', /expected object/],
  ])('refuses %s with a 400', (_name, body, message) => {
    const refused = refusal(body);
    expect(refused?.status).toBe(400);
    expect(refused?.message).toMatch(message);
  });

  it('refuses a body that is not JSON with a 415', () => {
    expect(refusal('again=1', 'application/x-www-form-urlencoded')?.status).toBe(415);
  });
});
