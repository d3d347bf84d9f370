import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { s3rverCredentials } from '#infra/local/s3-emulator.ts';
import { signatureVerdict } from '#infra/local/s3-signature-check.ts';

// The twin refuses what S3 refuses: a photo's address without its signature, signed with
// another key, changed after signing, or past its expiry (docs/architecture/security.md#uploads).

const host = 'localhost:4569';
const s3 = new S3Client({
  region: 'eu-west-2',
  endpoint: `http://${host}`,
  forcePathStyle: true,
  credentials: s3rverCredentials,
});

/** The request a browser sends for a presigned URL: its path and query, its Host. */
function requestFor(url: string, method: string, headers: Record<string, string> = {}) {
  const parsed = new URL(url);
  return { method, url: `${parsed.pathname}${parsed.search}`, headers: { host, ...headers } };
}

const presignGet = (key: string) =>
  getSignedUrl(s3, new GetObjectCommand({ Bucket: 'uploads', Key: key }), { expiresIn: 900 });

describe('signatureVerdict of a presigned URL', () => {
  it('accepts a presigned GET as the SDK makes it, a key with spaces included', async () => {
    const url = await presignGet('user-1/1732590000000-my photo.jpg');
    expect(await signatureVerdict(requestFor(url, 'GET'), s3rverCredentials)).toBe('valid');
  });

  it('accepts a presigned PUT only with the content type, length and condition it signed', async () => {
    const url = await getSignedUrl(
      s3,
      new PutObjectCommand({
        Bucket: 'uploads',
        Key: 'user-1/1732590000000-photo.jpg',
        ContentType: 'image/jpeg',
        ContentLength: 1234,
        IfNoneMatch: '*',
        Tagging: 'upload=unattached',
      }),
      // As the photo store signs an upload: the tag stays a signed header.
      {
        expiresIn: 900,
        signableHeaders: new Set(['content-type', 'content-length']),
        unhoistableHeaders: new Set(['x-amz-tagging']),
      },
    );
    const signed = {
      'content-type': 'image/jpeg',
      'content-length': '1234',
      'if-none-match': '*',
      'x-amz-tagging': 'upload=unattached',
    };
    expect(await signatureVerdict(requestFor(url, 'PUT', signed), s3rverCredentials)).toBe('valid');
    const bigger = { ...signed, 'content-length': '99999999' };
    expect(await signatureVerdict(requestFor(url, 'PUT', bigger), s3rverCredentials)).toBe('mismatch');
    const html = { ...signed, 'content-type': 'text/html' };
    expect(await signatureVerdict(requestFor(url, 'PUT', html), s3rverCredentials)).toBe('mismatch');
    const untagged = { ...signed, 'x-amz-tagging': 'upload=attached' };
    expect(await signatureVerdict(requestFor(url, 'PUT', untagged), s3rverCredentials)).toBe('mismatch');
  });

  it('refuses the address without its signature', async () => {
    const url = new URL(await presignGet('user-1/1732590000000-photo.jpg'));
    url.search = '';
    expect(await signatureVerdict(requestFor(url.href, 'GET'), s3rverCredentials)).toBe('unsigned');
  });

  it('refuses a signature for another key, another method or from another secret', async () => {
    const url = await presignGet('user-1/1732590000000-photo.jpg');
    const otherKey = url.replace('user-1', 'user-2');
    expect(await signatureVerdict(requestFor(otherKey, 'GET'), s3rverCredentials)).toBe('mismatch');
    expect(await signatureVerdict(requestFor(url, 'DELETE'), s3rverCredentials)).toBe('mismatch');
    const otherSecret = { ...s3rverCredentials, secretAccessKey: 'not-the-secret' };
    expect(await signatureVerdict(requestFor(url, 'GET'), otherSecret)).toBe('mismatch');
  });

  it('refuses a signature past its expiry', async () => {
    const url = await presignGet('user-1/1732590000000-photo.jpg');
    const later = Date.now() + 901_000;
    expect(await signatureVerdict(requestFor(url, 'GET'), s3rverCredentials, later)).toBe('expired');
  });
});
