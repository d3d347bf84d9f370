// @ts-nocheck
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { bucket, putToPresignedUrl, requestUpload, storePastSignature } from '../support/photos';
import { jpegBytes, pdfBytes, pngBytes } from '../fixtures/files';
import '../support/twin-context';

// The S3 emulator checks no signature (docs/design.md#known-facts-about-the-parts), so what these tests show is
// the server's own guard: the presign rules, and the checks when a listing is created.

const twin = inject('twin');
let user: TestUser;

beforeAll(async () => {
  user = await createSignedInUser(twin, 'uploads');
});

const createFrom = (imageKey: string) =>
  callApi(twin, 'POST', '/api/listings', { token: user.accessToken, body: { imageKey } });

async function uploaded(
  bytes: Buffer,
  declared: { filename: string; contentType: string; size: number },
  sentType?: string,
) {
  const ticket = await requestUpload(twin, user.accessToken, declared);
  expect(ticket.status).toBe(200);
  await putToPresignedUrl(ticket.body, bytes, sentType);
  return ticket.body.key;
}

/** Bytes unlike what the ticket signed: refused by storage, then stored past it (storePastSignature). */
async function storedPastSignature(
  bytes: Buffer,
  declared: { filename: string; contentType: string; size: number },
  sentType?: string,
) {
  const ticket = await requestUpload(twin, user.accessToken, declared);
  expect(ticket.status).toBe(200);
  await storePastSignature(twin, ticket.body, bytes, sentType);
  return ticket.body.key;
}

const listingCount = async () =>
  (await callApi(twin, 'GET', '/api/listings', { token: user.accessToken })).body.listings.length;

describe('presigning an upload', () => {
  it('signs a PUT that works with the signed content type', async () => {
    const key = await uploaded(jpegBytes, {
      filename: 'shoe.jpg',
      contentType: 'image/jpeg',
      size: jpegBytes.length,
    });
    expect(await bucket(twin).exists(key)).toBe(true);
    expect((await createFrom(key)).status).toBe(201);
  });

  it.each([
    ['a PDF', { filename: 'doc.pdf', contentType: 'application/pdf', size: 1000 }, 415],
    ['a 20 MB photo', { filename: 'big.jpg', contentType: 'image/jpeg', size: 20 * 1024 * 1024 }, 413],
    ['an empty file', { filename: 'empty.jpg', contentType: 'image/jpeg', size: 0 }, 400],
    ['a missing filename', { contentType: 'image/jpeg', size: 10 }, 400],
  ])('refuses %s with a clear error', async (_label, body, status) => {
    const response = await callApi(twin, 'POST', '/api/uploads', { token: user.accessToken, body });
    expect(response.status).toBe(status);
    expect(response.body.error.message.length).toBeGreaterThan(5);
  });

  it.each([
    ['../', '../../etc/passwd.png'],
    ['NUL', 'photo\u0000.png'],
    ['300 characters', `${'a'.repeat(296)}.png`],
    ['emoji', '🛋️ sofa 😀.png'],
  ])("turns a filename with %s into a safe key in the caller's folder", async (_label, filename) => {
    const ticket = await requestUpload(twin, user.accessToken, {
      filename,
      contentType: 'image/png',
      size: 100,
    });
    expect(ticket.status).toBe(200);
    const [folder, name, ...rest] = ticket.body.key.split('/');
    expect(folder).toBe(user.sub);
    expect(rest).toEqual([]);
    expect(name).toMatch(/^\d{13}-[A-Za-z0-9._-]{1,100}$/);
    expect(name).not.toContain('..');
  });
});

describe('creating a listing from an upload', () => {
  it('refuses a PDF renamed .jpg and deletes it', async () => {
    const before = await listingCount();
    const key = await uploaded(pdfBytes, {
      filename: 'cv.jpg',
      contentType: 'image/jpeg',
      size: pdfBytes.length,
    });
    const response = await createFrom(key);
    expect(response.status).toBe(415);
    expect(response.body.error.message).toBe('That file is not an image.');
    expect(await bucket(twin).exists(key)).toBe(false);
    expect(await listingCount()).toBe(before);
  });

  it('refuses a body larger than the cap even when the URL was signed for less, and deletes it', async () => {
    const big = Buffer.alloc(15 * 1024 * 1024 + 1, 0);
    pngBytes.copy(big);
    const key = await storedPastSignature(big, {
      filename: 'small.png',
      contentType: 'image/png',
      size: 1000,
    });
    const response = await createFrom(key);
    expect(response.status).toBe(413);
    expect(await bucket(twin).exists(key)).toBe(false);
  });

  it('refuses an image stored with a content type other than the one signed, and deletes it', async () => {
    const key = await storedPastSignature(
      pngBytes,
      { filename: 'x.png', contentType: 'image/png', size: pngBytes.length },
      'text/html',
    );
    const response = await createFrom(key);
    expect(response.status).toBe(415);
    expect(await bucket(twin).exists(key)).toBe(false);
  });

  it("refuses a key outside the caller's folder", async () => {
    const response = await createFrom(`someone-else/${Date.now()}-x.png`);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('forbidden');
  });

  it.each([
    ['an over-long name', () => `${user.sub}/${Date.now()}-${'a'.repeat(900)}.png`],
    ['no timestamp', () => `${user.sub}/photo.png`],
    ['a name no upload gets', () => `${user.sub}/${Date.now()}-my photo.png`],
  ])("refuses a key in the caller's own folder with %s: 400, never a 5xx", async (_label, key) => {
    const response = await createFrom(key());
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'bad_request',
      message: 'imageKey: must be the key returned by POST /api/uploads.',
    });
  });

  it('asks for the photo first when nothing was uploaded under the key', async () => {
    const response = await createFrom(`${user.sub}/${Date.now()}-never-uploaded.png`);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Upload the photo first.');
  });
});

describe('a verified photo stays the one that was verified', () => {
  it('cannot be replaced through its upload URL once the listing was created', async () => {
    const ticket = await requestUpload(twin, user.accessToken, {
      filename: 'kept.png',
      contentType: 'image/png',
      size: pngBytes.length,
    });
    await putToPresignedUrl(ticket.body, pngBytes);
    const created = await createFrom(ticket.body.key);
    expect(created.status).toBe(201);

    // Same length, other bytes: the signed content type and length still fit.
    const replacement = Buffer.from(pngBytes);
    replacement.fill(0x41, 64);
    const { 'content-length': _length, ...signed } = ticket.body.headers;
    const overwrite = await fetch(ticket.body.url, {
      method: 'PUT',
      headers: signed,
      body: new Uint8Array(replacement),
    });
    expect(overwrite.status).toBe(412);

    const shown = await fetch(created.body.image_url);
    expect(Buffer.from(await shown.arrayBuffer()).equals(pngBytes)).toBe(true);
  });
});
