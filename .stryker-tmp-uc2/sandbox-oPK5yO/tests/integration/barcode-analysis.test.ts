// @ts-nocheck
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { barcodeMessages } from '#domain/barcode.ts';
import { pngBytes } from '../fixtures/files';
import { getListing } from '../support/analysis-helpers';
import { callApi } from '../support/api-client';
import { createSignedInUser } from '../support/cognito-users';
import { defaultIdentity } from '../support/fake-openai/fake-openai-server';
import { requestUpload, uploadAndCreate } from '../support/photos';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// docs/product.md#barcodes through the API, the queue and the real OpenAI code path against
// the fake Responses API: the barcode the browser read is checked, kept with the item, told
// to the model as a fact, and a book's ISBN filled from it.

let ai: AiTwin;

beforeAll(async () => {
  ai = await startAiTwin();
}, 60_000);
afterAll(() => ai?.stop());
beforeEach(() => ai.fake.reset());

// Not the fake model's own ISBN, so a filled field can only have come from the barcode.
const isbn = '9780306406157';

describe('a barcode sent with the new listing', () => {
  it('reaches the identify prompt as a fact and fills the book’s isbn field', async () => {
    expect(defaultIdentity.fields.isbn).not.toBe(isbn);
    const user = await createSignedInUser(ai.info, 'barcode-isbn');
    const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes, 'book.png', {
      barcode: { kind: 'isbn', value: '0-306-40615-2' }, // its ISBN-10: stored as the ISBN-13
    });
    await ai.twin.analysesSettled();
    const item = await getListing(ai.info, user.accessToken, created.id);

    expect(ai.fake.identifyTexts()).toEqual([expect.stringContaining(`ISBN ${isbn}; treat it as reliable`)]);
    expect(item.stage).toBe('ready');
    expect(item.ai_fields.isbn).toBe(isbn);
    expect(item.user_fields.isbn).toBe(isbn);
    expect(item).not.toHaveProperty('barcode'); // kept on the server only
  });

  it('gives a product code to the model without touching the fields', async () => {
    const user = await createSignedInUser(ai.info, 'barcode-product');
    const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes, 'tin.png', {
      barcode: { kind: 'product', value: '4006381333931' },
    });
    await ai.twin.analysesSettled();
    const item = await getListing(ai.info, user.accessToken, created.id);
    expect(ai.fake.identifyTexts()[0]).toContain('product code (EAN/UPC) 4006381333931');
    expect(item.ai_fields.isbn).toBe(defaultIdentity.fields.isbn);
  });

  it('refuses a barcode whose check digit is wrong with a clear 400, creating nothing', async () => {
    const user = await createSignedInUser(ai.info, 'barcode-bad');
    const ticket = await requestUpload(ai.info, user.accessToken, {
      filename: 'book.png',
      contentType: 'image/png',
      size: pngBytes.length,
    });
    const refused = await callApi(ai.info, 'POST', '/api/listings', {
      token: user.accessToken,
      body: { imageKey: ticket.body.key, barcode: { kind: 'isbn', value: '9780306406158' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(`barcode.value: ${barcodeMessages.isbnCheckDigit}`);
    const list = await callApi(ai.info, 'GET', '/api/listings', { token: user.accessToken });
    expect(list.body.listings).toEqual([]);
    expect(ai.fake.responseCalls()).toEqual([]);
  });
});
