// @ts-nocheck
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { uploadErrorMessages } from '#domain/upload-rules.ts';
import { getListing, waitFor } from '../../support/analysis-helpers';
import { callApi } from '../../support/api-client';
import { createSignedInUser, type TestUser } from '../../support/cognito-users';
import { bucket, putToPresignedUrl, requestUpload, storePastSignature } from '../../support/photos';
import '../../support/twin-context';
import { jpegBytes, pdfBytes, pngBytes } from '../../fixtures/files';
import { decompressionBombPng, truncatedJpeg } from '../../support/bad-files';
import { everythingOf, expectError, userWithThings } from '../../support/catalogue-kit';

// The catalogue, part 3: files that are too big, empty, not images, cut short or bombs.
// A refused upload leaves no listing and no object behind; a photo that passes the upload
// checks but cannot be decoded keeps its listing with a message and breaks nothing else.
// This twin has no AI key: the offline analyser (docs/design.md#ai) decodes the photos.

const twin = inject('twin');
let user: TestUser;
let before: Awaited<ReturnType<typeof everythingOf>>;

beforeAll(async () => {
  user = await createSignedInUser(twin, 'catalogue-files');
  await userWithThings(twin, user);
  before = await everythingOf(twin, user);
});

const ticketFor = (file: { filename: string; contentType: string; size: number }) =>
  requestUpload(twin, user.accessToken, file);

/** Presigns as declared, PUTs the bytes, and tries to create the listing. */
async function uploadAndTryCreate(
  bytes: Buffer,
  declared: { filename: string; contentType: string; size: number },
) {
  const ticket = await ticketFor(declared);
  expect(ticket.status).toBe(200);
  // Storage refuses bytes of another size than signed; the server must refuse them too.
  if (bytes.length === declared.size) await putToPresignedUrl(ticket.body, bytes);
  else await storePastSignature(twin, ticket.body, bytes);
  const created = await callApi(twin, 'POST', '/api/listings', {
    token: user.accessToken,
    body: { imageKey: ticket.body.key },
  });
  return { key: ticket.body.key as string, created };
}

async function nothingLost() {
  expect(await everythingOf(twin, user)).toEqual(before);
}

async function refusedAndGone(key: string) {
  expect(await bucket(twin).exists(key)).toBe(false);
  await nothingLost();
}

const unreadable = 'The photo could not be read. Please upload it again.';

describe('a 20 MB photo', () => {
  it(`gets no upload ticket: "${uploadErrorMessages.tooLarge}"`, async () => {
    const response = await ticketFor({
      filename: 'big.jpg',
      contentType: 'image/jpeg',
      size: 20 * 1024 * 1024,
    });
    expectError(response, 413, 'payload_too_large', uploadErrorMessages.tooLarge);
    await nothingLost();
  });

  it(`sent under a ticket for a small one, makes no listing: "${uploadErrorMessages.tooLarge}"`, async () => {
    const big = Buffer.alloc(20 * 1024 * 1024, 0);
    jpegBytes.copy(big);
    const { key, created } = await uploadAndTryCreate(big, {
      filename: 'small.jpg',
      contentType: 'image/jpeg',
      size: jpegBytes.length,
    });
    expectError(created, 413, 'payload_too_large', uploadErrorMessages.tooLarge);
    await refusedAndGone(key);
  });
});

describe('files that are not photos', () => {
  it(`a PDF gets no upload ticket: "${uploadErrorMessages.unsupportedType}"`, async () => {
    const response = await ticketFor({
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      size: pdfBytes.length,
    });
    expectError(response, 415, 'unsupported_media_type', uploadErrorMessages.unsupportedType);
    await nothingLost();
  });

  it('a PDF renamed .jpg makes no listing and is deleted: "That file is not an image."', async () => {
    const { key, created } = await uploadAndTryCreate(pdfBytes, {
      filename: 'cv.jpg',
      contentType: 'image/jpeg',
      size: pdfBytes.length,
    });
    expectError(created, 415, 'unsupported_media_type', 'That file is not an image.');
    await refusedAndGone(key);
  });
});

describe('a 20000x20000 PNG (decompression bomb)', () => {
  it(`makes no listing: "${uploadErrorMessages.tooManyPixels}"`, async () => {
    const bytes = decompressionBombPng();
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const { key, created } = await uploadAndTryCreate(bytes, {
      filename: 'bomb.png',
      contentType: 'image/png',
      size: bytes.length,
    });
    expectError(created, 413, 'payload_too_large', uploadErrorMessages.tooManyPixels);
    await refusedAndGone(key);
  });
});

describe('a zero-byte file', () => {
  it(`gets no upload ticket: "${uploadErrorMessages.empty}"`, async () => {
    const response = await ticketFor({ filename: 'empty.jpg', contentType: 'image/jpeg', size: 0 });
    expectError(response, 400, 'bad_request', uploadErrorMessages.empty);
    await nothingLost();
  });

  it('stored under a ticket for a larger one, makes no listing: "That file is not an image."', async () => {
    const { key, created } = await uploadAndTryCreate(Buffer.alloc(0), {
      filename: 'empty.jpg',
      contentType: 'image/jpeg',
      size: 10,
    });
    expectError(created, 415, 'unsupported_media_type', 'That file is not an image.');
    await refusedAndGone(key);
  });

  it(`with a negative size gets no upload ticket: "${uploadErrorMessages.badSize}"`, async () => {
    const response = await ticketFor({ filename: 'odd.jpg', contentType: 'image/jpeg', size: -1 });
    expectError(response, 400, 'bad_request', uploadErrorMessages.badSize);
    await nothingLost();
  });
});

describe('photos that pass the upload checks but cannot be decoded', () => {
  /** The listing is kept, analysing, with the message the Review tab shows beside Try again. */
  async function keptWithMessage(id: string) {
    const item = await waitFor(
      () => getListing(twin, user.accessToken, id),
      (row) => row.analysis_error !== null,
      600,
    );
    expect(item).toMatchObject({ stage: 'analyzing', analysis_error: unreadable });
    const all = await everythingOf(twin, user);
    expect(all.profile).toEqual(before.profile);
    expect(all.listings.slice(1)).toEqual(before.listings);
  }

  it(`a truncated JPEG is kept with the message "${unreadable}"`, async () => {
    const bytes = truncatedJpeg();
    const { created } = await uploadAndTryCreate(bytes, {
      filename: 'cut-short.jpg',
      contentType: 'image/jpeg',
      size: bytes.length,
    });
    expect(created.status).toBe(201);
    await keptWithMessage(created.body.id);
    await callApi(twin, 'DELETE', `/api/listings/${created.body.id}`, { token: user.accessToken });
  });

  it(`a truncated JPEG sent to generate-listing gets 400 "${unreadable}", never a 5xx`, async () => {
    const bytes = truncatedJpeg();
    const ticket = await ticketFor({ filename: 'cut.jpg', contentType: 'image/jpeg', size: bytes.length });
    await putToPresignedUrl(ticket.body, bytes);
    const response = await callApi(twin, 'POST', '/api/generate-listing', {
      token: user.accessToken,
      body: { imageUrl: ticket.body.key, country: 'GB' },
    });
    expectError(response, 400, 'bad_request', unreadable);
    await nothingLost();
  });

  it('a good photo still analyses afterwards', async () => {
    const { created } = await uploadAndTryCreate(pngBytes, {
      filename: 'fine.png',
      contentType: 'image/png',
      size: pngBytes.length,
    });
    expect(created.status).toBe(201);
    const item = await waitFor(
      () => getListing(twin, user.accessToken, created.body.id),
      (row) => row.stage === 'ready' || row.analysis_error !== null,
      600,
    );
    expect(item).toMatchObject({ stage: 'ready', analysis_error: null });
    await callApi(twin, 'DELETE', `/api/listings/${created.body.id}`, { token: user.accessToken });
  });
});
