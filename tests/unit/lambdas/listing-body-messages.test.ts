import { beforeEach, describe, expect, it, vi } from 'vitest';
import { barcodeMessages } from '#domain/barcode.ts';
import { serverTexts } from '#domain/messages.ts';
import { MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';
import { checkListingPrice } from '#domain/prices.ts';
import { userFieldNames } from '#domain/user-fields.ts';
import { refusalOf } from './body-refusal';
import type * as ListingBodies from '#lambdas/listings/listing-bodies.ts';

// What a 400 of the listings routes says about a body (docs/product.md#calls), word for word:
// the field, then what it must be. The schemas are loaded inside each test (beforeEach), not
// imported at the top: their messages are built when the module loads, and Stryker counts a
// module-level mutant as covered only by the tests during which the module loaded
// (docs/architecture/testing.md#mutation-testing).

let bodies: typeof ListingBodies;
beforeEach(async () => {
  vi.resetModules();
  bodies = await import('#lambdas/listings/listing-bodies.ts');
});

const photos = serverTexts.photos;
const key = (n: number) => `user-1/${n}-a.jpg`;

describe('POST /api/listings', () => {
  it('takes the key of an upload, up to 1000 characters', () => {
    const refusal = refusalOf(bodies.createListingBody);
    expect(refusal({ imageKey: key(1) })).toBeUndefined();
    expect(refusal({ imageKey: 'x'.repeat(1000) })).toBeUndefined();
    expect(refusal({ imageKey: 'x'.repeat(1001) })).toBe('imageKey: is too long.');
    expect(refusal({ imageKey: '' })).toBe('imageKey: must be the key returned by POST /api/uploads.');
    expect(refusal({ imageKey: 7 })).toBe('imageKey: must be the key returned by POST /api/uploads.');
  });

  it('checks a barcode: its kind, its digits, their length and check digit', () => {
    const refusal = refusalOf(bodies.createListingBody);
    const imageKey = key(1);
    expect(refusal({ imageKey, barcode: { kind: 'isbn', value: '9780306406157' } })).toBeUndefined();
    expect(refusal({ imageKey, barcode: { kind: 'qr', value: '9780306406157' } })).toBe(
      "barcode.kind: must be 'isbn' or 'product'.",
    );
    expect(refusal({ imageKey, barcode: { kind: 'isbn', value: 9780306406157 } })).toBe(
      'barcode.value: must be the digits of the code.',
    );
    expect(refusal({ imageKey, barcode: { kind: 'product', value: '1'.repeat(21) } })).toBe(
      'barcode.value: is too long.',
    );
    expect(refusal({ imageKey, barcode: { kind: 'isbn', value: '9780306406158' } })).toBe(
      `barcode.value: ${barcodeMessages.isbnCheckDigit}`,
    );
    expect(refusal({ imageKey, barcode: { kind: 'product', value: '4006381333930' } })).toBe(
      `barcode.value: ${barcodeMessages.productCheckDigit}`,
    );
  });
});

describe('PUT /api/listings/{id}/photos', () => {
  const full = Array.from({ length: MAX_PHOTOS_PER_ITEM }, (_, n) => key(n));

  it('takes one to the most photos an item holds, each once, with the list it was built on', () => {
    const refusal = refusalOf(bodies.replacePhotosBody);
    expect(refusal({ keys: [key(1)], seen: [] })).toBeUndefined();
    expect(refusal({ keys: full, seen: full })).toBeUndefined();
    expect(refusal({ keys: [...full, key(99)], seen: [] })).toBe(`keys: ${photos.tooMany}`);
    expect(refusal({ keys: [], seen: [] })).toBe(`keys: ${photos.noPhoto}`);
    expect(refusal({ keys: key(1), seen: [] })).toBe(`keys: ${photos.noPhoto}`);
    expect(refusal({ keys: [key(1), key(1)], seen: [] })).toBe(`keys: ${photos.repeated}`);
    expect(refusal({ keys: [''], seen: [] })).toBe(`keys.0: ${photos.notAnUpload}`);
    expect(refusal({ keys: [5], seen: [] })).toBe(`keys.0: ${photos.notAnUpload}`);
    expect(refusal({ keys: ['x'.repeat(1000)], seen: [] })).toBeUndefined();
    expect(refusal({ keys: ['x'.repeat(1001)], seen: [] })).toBe('keys.0: is too long.');
  });

  it('refuses a seen list that is missing, not keys or too long', () => {
    const refusal = refusalOf(bodies.replacePhotosBody);
    expect(refusal({ keys: [key(1)] })).toBe(`seen: ${photos.noSeenList}`);
    expect(refusal({ keys: [key(1)], seen: [3] })).toBe(`seen.0: ${photos.notAnUpload}`);
    expect(refusal({ keys: [key(1)], seen: ['x'.repeat(1000)] })).toBeUndefined();
    expect(refusal({ keys: [key(1)], seen: ['x'.repeat(1001)] })).toBe('seen.0: is too long.');
    expect(refusal({ keys: [key(1)], seen: [...full, key(99)] })).toBe(`seen: ${photos.tooMany}`);
    expect(refusal({ keys: [key(1)], seen: [], barcode: { kind: 'isbn', value: 'x' } })).toBe(
      `barcode.value: ${barcodeMessages.isbnCheckDigit}`,
    );
  });
});

describe('PUT /api/listings/{id}', () => {
  it('takes every user field as text up to 5000 characters, and stage saved', () => {
    const refusal = refusalOf(bodies.updateListingBody);
    expect(bodies.MAX_USER_FIELD_LENGTH).toBe(5000);
    for (const name of userFieldNames.filter((field) => field !== 'price')) {
      expect(refusal({ user_fields: { [name]: 'x'.repeat(5000) } })).toBeUndefined();
      expect(refusal({ user_fields: { [name]: 'x'.repeat(5001) } })).toBe(
        `user_fields.${name}: may hold at most 5000 characters.`,
      );
    }
    expect(refusal({ stage: 'saved', user_fields: {} })).toBeUndefined();
    expect(refusal({ stage: 'ready' })).toMatch(/^stage: /);
    expect(refusal({ user_fields: { colour: 'red', shade: 'dark' } })).toMatch(/^user_fields: /);
  });

  it('checks the price as the listing form does', () => {
    const refusal = refusalOf(bodies.updateListingBody);
    expect(refusal({ user_fields: { price: '12.50' } })).toBeUndefined();
    const refused = checkListingPrice('twelve');
    expect(refused.ok).toBe(false);
    expect(refusal({ user_fields: { price: 'twelve' } })).toBe(
      `user_fields.price: ${refused.ok ? '' : refused.error}`,
    );
  });
});
