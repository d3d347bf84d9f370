// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { barcodeMessages } from '#domain/barcode.ts';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { handler } from '#lambdas/listings/handler.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import { fixtureEvent, fixtureImageKey, fixtureUser, invoke, sampleBytes } from './lambda-test-kit';

// The barcode of `POST /api/listings` (docs/product.md#barcodes): checked with domain/barcode.ts,
// kept on the stored listing in its normal form, never in the row the API answers.

let services: InMemoryServices;

const create = (barcode: unknown) =>
  invoke(handler, fixtureEvent('listings-create', { body: { imageKey: fixtureImageKey, barcode } }));

beforeEach(() => {
  services = useInMemoryServices();
  services.photos.put(fixtureImageKey, sampleBytes.jpeg, {
    size: sampleBytes.jpeg.length,
    contentType: 'image/jpeg',
  });
});
afterEach(() => resetServices());

describe('POST /api/listings with a barcode', () => {
  it('keeps an ISBN-10 as its ISBN-13 on the stored listing, out of the answered row', async () => {
    const reply = await create({ kind: 'isbn', value: '0-306-40615-2' });
    expect(reply.status).toBe(201);
    expect(reply.body).not.toHaveProperty('barcode');
    const stored = await services.listings.findByImageKey(fixtureUser.sub, fixtureImageKey);
    expect(stored?.barcode).toEqual({ kind: 'isbn', value: '9780306406157' });
  });

  it.each([
    [{ kind: 'isbn', value: '9780306406158' }, `barcode.value: ${barcodeMessages.isbnCheckDigit}`],
    [{ kind: 'product', value: '4006381333930' }, `barcode.value: ${barcodeMessages.productCheckDigit}`],
    [{ kind: 'qr', value: '4006381333931' }, "barcode.kind: must be 'isbn' or 'product'."],
    [{ kind: 'product', value: '4006381333931', extra: 1 }, 'barcode: Unrecognized key: "extra"'],
  ])('refuses %j with a 400 and creates nothing', async (barcode, message) => {
    const reply = await create(barcode);
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(message);
    expect(await services.listings.listByUser(fixtureUser.sub)).toEqual([]);
  });
});
