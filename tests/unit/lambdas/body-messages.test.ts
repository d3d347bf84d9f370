import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countries } from '#domain/countries.ts';
import { EBAY_POSTCODE_MAX } from '#domain/ebay-listing.ts';
import { refusalOf } from './body-refusal';
import type * as UploadBody from '#lambdas/uploads/upload-body.ts';
import type * as PreviewBody from '#lambdas/link-preview/preview-body.ts';
import type * as PreviewLimits from '#lambdas/link-preview/preview-limits.ts';
import type * as GenerateListingBody from '#lambdas/generate-listing/generate-listing-body.ts';
import type * as ProfileBody from '#lambdas/profile/profile-body.ts';

// What a 400 says about a body (docs/product.md#calls): the field, then what it must be, word
// for word, as lambdas/lib/runtime/http.ts puts the first issue; and the limits the preview
// routes are held to.

// The modules are loaded inside each test (beforeEach), not imported at the top: their
// messages and limits are built when the module loads, and Stryker counts a module-level
// mutant as covered only by the tests during which the module loaded
// (docs/architecture/testing.md#mutation-testing).
let uploads: typeof UploadBody;
let preview: typeof PreviewBody;
let limits: typeof PreviewLimits;
let generate: typeof GenerateListingBody;
let profile: typeof ProfileBody;
beforeEach(async () => {
  vi.resetModules();
  [uploads, preview, limits, generate, profile] = await Promise.all([
    import('#lambdas/uploads/upload-body.ts'),
    import('#lambdas/link-preview/preview-body.ts'),
    import('#lambdas/link-preview/preview-limits.ts'),
    import('#lambdas/generate-listing/generate-listing-body.ts'),
    import('#lambdas/profile/profile-body.ts'),
  ]);
});

describe('POST /api/uploads', () => {
  it('names the field and what it must be', () => {
    expect(
      refusalOf(uploads.uploadRequestBody)({ filename: 'a.jpg', contentType: 'image/jpeg', size: 1 }),
    ).toBeUndefined();
    expect(refusalOf(uploads.uploadRequestBody)({ filename: 'a.jpg', size: 1 })).toBeUndefined();
    expect(uploads.uploadRequestBody.parse({ filename: 'a.jpg', size: 1 })).toEqual({
      filename: 'a.jpg',
      contentType: '',
      size: 1,
    });
    expect(refusalOf(uploads.uploadRequestBody)({ filename: 1, size: 1 })).toBe(
      'filename: must be the file name.',
    );
    expect(refusalOf(uploads.uploadRequestBody)({ filename: '', size: 1 })).toBe(
      'filename: must not be empty.',
    );
    expect(refusalOf(uploads.uploadRequestBody)({ filename: 'a'.repeat(1024), size: 1 })).toBeUndefined();
    expect(refusalOf(uploads.uploadRequestBody)({ filename: 'a'.repeat(1025), size: 1 })).toBe(
      'filename: is too long.',
    );
    expect(refusalOf(uploads.uploadRequestBody)({ filename: 'a', contentType: 3, size: 1 })).toBe(
      'contentType: must be a media type.',
    );
    expect(
      refusalOf(uploads.uploadRequestBody)({ filename: 'a', contentType: 'x'.repeat(255), size: 1 }),
    ).toBeUndefined();
    expect(
      refusalOf(uploads.uploadRequestBody)({ filename: 'a', contentType: 'x'.repeat(256), size: 1 }),
    ).toBe('contentType: is too long.');
    expect(refusalOf(uploads.uploadRequestBody)({ filename: 'a', size: '1' })).toBe(
      'size: must be the file size in bytes.',
    );
  });
});

describe('POST /api/fetch-open-graph', () => {
  it('takes a link of 1 to 2048 characters', () => {
    expect(preview.PREVIEW_URL_MAX_CHARS).toBe(2048);
    expect(refusalOf(preview.previewBody)({ url: 'x'.repeat(2048) })).toBeUndefined();
    expect(refusalOf(preview.previewBody)({ url: 'x'.repeat(2049) })).toBe(
      'url: must be at most 2048 characters.',
    );
    expect(refusalOf(preview.previewBody)({ url: '' })).toBe('url: must be the link to preview.');
    expect(refusalOf(preview.previewBody)({ url: 5 })).toBe('url: must be the link to preview.');
  });

  it('caches a preview for the hour, a failure for 5 minutes, and allows 200 calls in 10 minutes', () => {
    expect(limits.PREVIEW_CACHE_SECONDS).toBe(3600);
    expect(limits.PREVIEW_FAILURE_CACHE_SECONDS).toBe(300);
    expect(limits.previewRateLimit).toEqual({ name: 'link-preview', limit: 200, windowSeconds: 600 });
    expect(limits.iconRateLimit).toEqual({ name: 'site-icon', limit: 200, windowSeconds: 600 });
  });
});

describe('POST /api/generate-listing', () => {
  const imageUrl = 'user-1/1-a.jpg';

  it('names the field and what it must be', () => {
    expect(refusalOf(generate.generateListingBody)({ imageUrl })).toBeUndefined();
    expect(refusalOf(generate.generateListingBody)({ imageUrl: 1 })).toBe(
      'imageUrl: must be the photo URL or key the API gave you.',
    );
    expect(refusalOf(generate.generateListingBody)({ imageUrl: '' })).toBe('imageUrl: is required.');
    expect(refusalOf(generate.generateListingBody)({ imageUrl: 'x'.repeat(4000) })).toBeUndefined();
    expect(refusalOf(generate.generateListingBody)({ imageUrl: 'x'.repeat(4001) })).toBe(
      'imageUrl: is too long.',
    );
    expect(refusalOf(generate.generateListingBody)({ imageUrl, country: 'x'.repeat(20) })).toBeUndefined();
    expect(refusalOf(generate.generateListingBody)({ imageUrl, country: 'x'.repeat(21) })).toBe(
      'country: may hold at most 20 characters.',
    );
    expect(refusalOf(generate.generateListingBody)({ imageUrl, userInstruction: 'x'.repeat(2001) })).toBe(
      'userInstruction: may hold at most 2000 characters.',
    );
    expect(refusalOf(generate.generateListingBody)({ imageUrl, detailsText: 'x'.repeat(5001) })).toBe(
      'detailsText: may hold at most 5000 characters.',
    );
  });

  it('takes old fields as text or numbers, or null', () => {
    const oldFields = { title: 'Lamp', price: 12, brand: null };
    expect(generate.generateListingBody.parse({ imageUrl, oldFields })).toEqual({ imageUrl, oldFields });
    expect(
      refusalOf(generate.generateListingBody)({ imageUrl, oldFields: { title: 'x'.repeat(5000) } }),
    ).toBeUndefined();
    expect(
      refusalOf(generate.generateListingBody)({ imageUrl, oldFields: { title: 'x'.repeat(5001) } }),
    ).toBe('oldFields.title: may hold at most 5000 characters.');
    expect(refusalOf(generate.generateListingBody)({ imageUrl, oldFields: { title: true } })).toMatch(
      /^oldFields\.title: /,
    );
  });
});

describe('PATCH /api/profile', () => {
  it('takes a country by code or label, stored as the code, and a real boolean', () => {
    expect(profile.profileChangeBody.parse({ country: 'UK' })).toEqual({ country: 'GB' });
    expect(profile.profileChangeBody.parse({ allow_collection: false })).toEqual({ allow_collection: false });
    expect(refusalOf(profile.profileChangeBody)({ allow_collection: 'true' })).toBe(
      'allow_collection: must be true or false.',
    );
    expect(refusalOf(profile.profileChangeBody)({})).toBe(
      'Send country, allow_collection, postcode or more than one.',
    );
    const choices = countries.map((country) => `${country.code} (${country.name})`);
    expect(refusalOf(profile.profileChangeBody)({ country: 'Atlantis' })).toBe(
      `country: must be one of ${choices.join(', ')}.`,
    );
  });
  it('takes the postcode trimmed, null to forget it, and refuses an empty or too long one', () => {
    expect(profile.profileChangeBody.parse({ postcode: ' SW1A 1AA ' })).toEqual({ postcode: 'SW1A 1AA' });
    expect(profile.profileChangeBody.parse({ postcode: null })).toEqual({ postcode: null });
    expect(refusalOf(profile.profileChangeBody)({ postcode: '  ' })).toBe('postcode: must be a postcode.');
    expect(refusalOf(profile.profileChangeBody)({ postcode: 'x'.repeat(EBAY_POSTCODE_MAX + 1) })).toBe(
      'postcode: is too long.',
    );
    expect(refusalOf(profile.profileChangeBody)({ postcode: 12345 })).toBe('postcode: must be a postcode.');
  });
});
