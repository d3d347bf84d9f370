import { describe, expect, it } from 'vitest';
import { countries } from '#domain/countries.ts';
import { generateListingBody } from '#lambdas/generate-listing/generate-listing-body.ts';
import { PREVIEW_URL_MAX_CHARS, previewBody } from '#lambdas/link-preview/preview-body.ts';
import {
  iconRateLimit,
  PREVIEW_CACHE_SECONDS,
  PREVIEW_FAILURE_CACHE_SECONDS,
  previewRateLimit,
} from '#lambdas/link-preview/preview-limits.ts';
import { profileChangeBody } from '#lambdas/profile/profile-body.ts';
import { uploadRequestBody } from '#lambdas/uploads/upload-body.ts';
import type * as z from '#lambdas/lib/runtime/zod.ts';

// What a 400 says about a body (docs/product.md#calls): the field, then what it must be, word
// for word, as lambdas/lib/runtime/http.ts puts the first issue; and the limits the preview
// routes are held to.

/** The 400's text for a body, as the API writes it; undefined when the body is accepted. */
function refusal(schema: z.ZodMiniType, body: unknown): string | undefined {
  const parsed = schema.safeParse(body);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  return `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`;
}

describe('POST /api/uploads', () => {
  it('names the field and what it must be', () => {
    expect(
      refusal(uploadRequestBody, { filename: 'a.jpg', contentType: 'image/jpeg', size: 1 }),
    ).toBeUndefined();
    expect(refusal(uploadRequestBody, { filename: 'a.jpg', size: 1 })).toBeUndefined();
    expect(uploadRequestBody.parse({ filename: 'a.jpg', size: 1 })).toEqual({
      filename: 'a.jpg',
      contentType: '',
      size: 1,
    });
    expect(refusal(uploadRequestBody, { filename: 1, size: 1 })).toBe('filename: must be the file name.');
    expect(refusal(uploadRequestBody, { filename: '', size: 1 })).toBe('filename: must not be empty.');
    expect(refusal(uploadRequestBody, { filename: 'a'.repeat(1024), size: 1 })).toBeUndefined();
    expect(refusal(uploadRequestBody, { filename: 'a'.repeat(1025), size: 1 })).toBe(
      'filename: is too long.',
    );
    expect(refusal(uploadRequestBody, { filename: 'a', contentType: 3, size: 1 })).toBe(
      'contentType: must be a media type.',
    );
    expect(
      refusal(uploadRequestBody, { filename: 'a', contentType: 'x'.repeat(255), size: 1 }),
    ).toBeUndefined();
    expect(refusal(uploadRequestBody, { filename: 'a', contentType: 'x'.repeat(256), size: 1 })).toBe(
      'contentType: is too long.',
    );
    expect(refusal(uploadRequestBody, { filename: 'a', size: '1' })).toBe(
      'size: must be the file size in bytes.',
    );
  });
});

describe('POST /api/fetch-open-graph', () => {
  it('takes a link of 1 to 2048 characters', () => {
    expect(PREVIEW_URL_MAX_CHARS).toBe(2048);
    expect(refusal(previewBody, { url: 'x'.repeat(2048) })).toBeUndefined();
    expect(refusal(previewBody, { url: 'x'.repeat(2049) })).toBe('url: must be at most 2048 characters.');
    expect(refusal(previewBody, { url: '' })).toBe('url: must be the link to preview.');
    expect(refusal(previewBody, { url: 5 })).toBe('url: must be the link to preview.');
  });

  it('caches a preview for the hour, a failure for 5 minutes, and allows 200 calls in 10 minutes', () => {
    expect(PREVIEW_CACHE_SECONDS).toBe(3600);
    expect(PREVIEW_FAILURE_CACHE_SECONDS).toBe(300);
    expect(previewRateLimit).toEqual({ name: 'link-preview', limit: 200, windowSeconds: 600 });
    expect(iconRateLimit).toEqual({ name: 'site-icon', limit: 200, windowSeconds: 600 });
  });
});

describe('POST /api/generate-listing', () => {
  const imageUrl = 'user-1/1-a.jpg';

  it('names the field and what it must be', () => {
    expect(refusal(generateListingBody, { imageUrl })).toBeUndefined();
    expect(refusal(generateListingBody, { imageUrl: 1 })).toBe(
      'imageUrl: must be the photo URL or key the API gave you.',
    );
    expect(refusal(generateListingBody, { imageUrl: '' })).toBe('imageUrl: is required.');
    expect(refusal(generateListingBody, { imageUrl: 'x'.repeat(4000) })).toBeUndefined();
    expect(refusal(generateListingBody, { imageUrl: 'x'.repeat(4001) })).toBe('imageUrl: is too long.');
    expect(refusal(generateListingBody, { imageUrl, country: 'x'.repeat(20) })).toBeUndefined();
    expect(refusal(generateListingBody, { imageUrl, country: 'x'.repeat(21) })).toBe(
      'country: may hold at most 20 characters.',
    );
    expect(refusal(generateListingBody, { imageUrl, userInstruction: 'x'.repeat(2001) })).toBe(
      'userInstruction: may hold at most 2000 characters.',
    );
    expect(refusal(generateListingBody, { imageUrl, detailsText: 'x'.repeat(5001) })).toBe(
      'detailsText: may hold at most 5000 characters.',
    );
  });

  it('takes old fields as text or numbers, or null', () => {
    const oldFields = { title: 'Lamp', price: 12, brand: null };
    expect(generateListingBody.parse({ imageUrl, oldFields })).toEqual({ imageUrl, oldFields });
    expect(
      refusal(generateListingBody, { imageUrl, oldFields: { title: 'x'.repeat(5000) } }),
    ).toBeUndefined();
    expect(refusal(generateListingBody, { imageUrl, oldFields: { title: 'x'.repeat(5001) } })).toBe(
      'oldFields.title: may hold at most 5000 characters.',
    );
    expect(refusal(generateListingBody, { imageUrl, oldFields: { title: true } })).toMatch(
      /^oldFields\.title: /,
    );
  });
});

describe('PATCH /api/profile', () => {
  it('takes a country by code or label, stored as the code, and a real boolean', () => {
    expect(profileChangeBody.parse({ country: 'UK' })).toEqual({ country: 'GB' });
    expect(profileChangeBody.parse({ allow_collection: false })).toEqual({ allow_collection: false });
    expect(refusal(profileChangeBody, { allow_collection: 'true' })).toBe(
      'allow_collection: must be true or false.',
    );
    expect(refusal(profileChangeBody, {})).toBe('Send country, allow_collection or both.');
    const choices = countries.map((country) => `${country.code} (${country.name})`);
    expect(refusal(profileChangeBody, { country: 'Atlantis' })).toBe(
      `country: must be one of ${choices.join(', ')}.`,
    );
  });
});
