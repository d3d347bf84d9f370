// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#domain/upload-rules.ts';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { handler } from '#lambdas/uploads/handler.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { uploadTicketLimit } from '#lambdas/uploads/upload-ticket-limit.ts';
import {
  accessClaims,
  captureLogs,
  fixtureEvent,
  fixtureUser,
  invoke,
  otherUser,
  useTestEnv,
} from './lambda-test-kit';

// The uploads handler and presignUpload against an in-memory photo store. What the presigned
// S3 URL signs (content type, length, no overwrite, no empty-body checksum) is tested with
// the adapter in adapters/s3-photo-store.test.ts.

let services: InMemoryServices;

function requestUpload(body: unknown) {
  return invoke(handler, fixtureEvent('uploads-create', { body }));
}

beforeEach(() => {
  services = useInMemoryServices();
});
afterEach(() => {
  resetServices();
  vi.useRealTimers();
});

describe('POST /api/uploads', () => {
  it('returns a presigned PUT for {sub}/{ms timestamp}-{filename}, built by the server', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00.000Z'), toFake: ['Date'] });
    const reply = await requestUpload({ filename: 'blue mug.jpg', contentType: 'image/jpeg', size: 245760 });

    const key = `${fixtureUser.sub}/${Date.parse('2026-11-22T10:00:00.000Z')}-blue-mug.jpg`;
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      key,
      ...(await services.photos.presignPut({ key, contentType: 'image/jpeg', size: 245760 })),
    });
    expect(services.calls).toEqual([
      { call: 'photos.presignPut', args: [{ key, contentType: 'image/jpeg', size: 245760 }] },
    ]);
  });

  it('hands the browser the headers it must send with the PUT', async () => {
    const reply = await requestUpload({ filename: 'a.png', contentType: 'image/png', size: 10 });

    expect(reply.body.headers).toEqual({
      'content-type': 'image/png',
      'content-length': '10',
      'if-none-match': '*',
      'x-amz-tagging': 'state=unattached',
    });
  });

  it.each([
    ['../../etc/passwd.jpg', 'passwd.jpg'],
    ['..\\..\\boot.ini.jpg', 'boot.ini.jpg'],
    ['evil\u0000name.jpg', 'evilname.jpg'],
    ['🐱 cat photo 😺.jpg', 'cat-photo.jpg'],
  ])('keeps %j inside the caller folder as %j', async (filename, expected) => {
    const reply = await requestUpload({ filename, contentType: 'image/jpeg', size: 100 });

    expect(reply.status).toBe(200);
    const [folder, name, ...rest] = reply.body.key.split('/');
    expect(folder).toBe(fixtureUser.sub);
    expect(rest).toEqual([]);
    expect(name).toMatch(new RegExp(`^\\d{13}-${expected.replace(/\./g, '\\.')}$`));
  });

  it('cuts a 300-character file name down, keeping the extension', async () => {
    const reply = await requestUpload({
      filename: `${'a'.repeat(300)}.jpg`,
      contentType: 'image/jpeg',
      size: 1,
    });

    const name = reply.body.key.split('/')[1].replace(/^\d+-/, '');
    expect(name.length).toBeLessThanOrEqual(100);
    expect(name.endsWith('.jpg')).toBe(true);
  });

  it('refuses a file over 15 MB with 413', async () => {
    const reply = await requestUpload({
      filename: 'big.jpg',
      contentType: 'image/jpeg',
      size: 20 * 1024 * 1024,
    });

    expect(reply.status).toBe(413);
    expect(reply.body.error).toEqual({
      code: 'payload_too_large',
      message: expect.stringContaining('15 MB'),
    });
    expect(services.calls).toEqual([]);
  });

  it('accepts exactly 15 MB', async () => {
    const reply = await requestUpload({
      filename: 'max.jpg',
      contentType: 'image/jpeg',
      size: MAX_UPLOAD_BYTES,
    });
    expect(reply.status).toBe(200);
  });

  it('refuses a PDF with 415', async () => {
    const reply = await requestUpload({ filename: 'doc.pdf', contentType: 'application/pdf', size: 1000 });

    expect(reply.status).toBe(415);
    expect(reply.body.error.code).toBe('unsupported_media_type');
    expect(services.calls).toEqual([]);
  });

  it.each([
    ['an empty file', { filename: 'a.jpg', contentType: 'image/jpeg', size: 0 }],
    ['a negative size', { filename: 'a.jpg', contentType: 'image/jpeg', size: -1 }],
    ['a fractional size', { filename: 'a.jpg', contentType: 'image/jpeg', size: 1.5 }],
    ['a size given as text', { filename: 'a.jpg', contentType: 'image/jpeg', size: '100' }],
    ['no file name', { contentType: 'image/jpeg', size: 100 }],
    ['an unknown field', { filename: 'a.jpg', contentType: 'image/jpeg', size: 100, key: 'other/x.jpg' }],
  ])('refuses %s with 400', async (_, body) => {
    const reply = await requestUpload(body);

    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('bad_request');
    expect(reply.body.error.message).toEqual(expect.any(String));
    expect(services.calls).toEqual([]);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const reply = await requestUpload('{"filename": ');

    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('The request body is not valid JSON.');
  });

  it('takes the type from the extension when the browser sent none (HEIC)', async () => {
    const reply = await requestUpload({ filename: 'IMG_0001.HEIC', contentType: '', size: 2000 });

    expect(reply.status).toBe(200);
    expect(services.calls[0]?.args[0]).toMatchObject({ contentType: 'image/heic' });
    expect(reply.body.headers['content-type']).toBe('image/heic');
  });
});

describe('the upload ticket limit (UPLOAD_TICKET_LIMIT per UPLOAD_TICKET_WINDOW_SECONDS)', () => {
  const photo = { filename: 'a.png', contentType: 'image/png', size: 10 };
  beforeEach(() => {
    useTestEnv();
    services = useInMemoryServices();
    vi.stubEnv(envNames.uploadTicketLimit, '2');
    vi.stubEnv(envNames.uploadTicketWindowSeconds, '3600');
    vi.useFakeTimers({ now: new Date('2026-11-24T10:15:00Z'), toFake: ['Date'] });
  });
  afterEach(() => vi.unstubAllEnvs());

  it('gives a user tickets up to the limit', async () => {
    const replies = [await requestUpload(photo), await requestUpload(photo)];

    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
  });

  it('answers 429 past it, saying in how many minutes to try again, and signs nothing', async () => {
    await requestUpload(photo);
    await requestUpload(photo);
    const signed = services.calls.length;

    const refused = await requestUpload(photo);

    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'too_many_requests',
      message: 'You have uploaded too many photos for now. Please try again in 45 minutes.',
    });
    expect(refused.headers['retry-after']).toBe('2700');
    expect(services.calls).toHaveLength(signed);
  });

  it('does not count a refused request (a PDF)', async () => {
    await requestUpload({ filename: 'doc.pdf', contentType: 'application/pdf', size: 1000 });
    await requestUpload(photo);

    expect((await requestUpload(photo)).status).toBe(200);
  });

  it("leaves another user's tickets alone", async () => {
    await requestUpload(photo);
    await requestUpload(photo);
    const other = await invoke(
      handler,
      fixtureEvent('uploads-create', { body: photo, claims: accessClaims(otherUser.sub) }),
    );

    expect(other.status).toBe(200);
  });

  it('counts a refusal in the UploadTicketsRefused metric', async () => {
    await requestUpload(photo);
    await requestUpload(photo);
    const logs = captureLogs();
    try {
      await requestUpload(photo);
    } finally {
      logs.restore();
    }

    expect(logs.lines().find((line) => 'UploadTicketsRefused' in line)).toMatchObject({
      service: 'snap-list-shift',
      UploadTicketsRefused: 1,
    });
  });

  it('is 100 tickets an hour when not set', () => {
    vi.unstubAllEnvs();

    expect(uploadTicketLimit()).toEqual({ name: 'upload-ticket', limit: 100, windowSeconds: 3600 });
  });
});

describe('authorization and routing', () => {
  it('answers 401 without claims', async () => {
    const reply = await invoke(handler, fixtureEvent('uploads-create', { claims: undefined }));

    expect(reply.status).toBe(401);
    expect(reply.body.error.code).toBe('unauthorized');
    expect(services.calls).toEqual([]);
  });

  it('answers 401 to an id token', async () => {
    const claims = { ...accessClaims(fixtureUser.sub), token_use: 'id' };
    const reply = await invoke(handler, fixtureEvent('uploads-create', { claims }));

    expect(reply.status).toBe(401);
    expect(reply.body.error.message).toBe('An access token is required.');
  });

  it('answers 404 to a route key it does not serve', async () => {
    const reply = await invoke(handler, fixtureEvent('uploads-create', { routeKey: 'GET /api/uploads' }));

    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('not_found');
  });
});
