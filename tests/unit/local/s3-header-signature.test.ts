import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { HttpRequest } from '@smithy/types';
import { describe, expect, it } from 'vitest';
import { s3rverCredentials } from '#infra/local/s3-emulator.ts';
import { allowedClockSkewMs, signatureVerdict } from '#infra/local/s3-signature-check.ts';

// The twin checks a request signed in its Authorization header (the functions' SDK calls) as S3
// does: s3rver passes any such header, so a forged one read, listed and overwrote another
// user's photos (docs/architecture/security.md#uploads).

const host = 'localhost:4569';

/** The request an S3 client with these credentials sends for a command, as the twin receives it. */
async function wireRequestOf(
  command: GetObjectCommand | ListObjectsV2Command | PutObjectCommand,
  credentials = s3rverCredentials,
) {
  const client = new S3Client({
    region: 'eu-west-2',
    endpoint: `http://${host}`,
    forcePathStyle: true,
    credentials,
    maxAttempts: 1,
  });
  let sent: HttpRequest | undefined;
  client.middlewareStack.add(
    () => (args) => {
      sent = args.request as HttpRequest;
      return Promise.reject(new Error('captured'));
    },
    { step: 'deserialize', priority: 'high' },
  );
  await expect(client.send(command as never)).rejects.toThrow('captured');
  const request = sent!;
  const query = Object.entries(request.query ?? {})
    .map(([name, value]) => (value === null ? name : `${name}=${encodeURIComponent(String(value))}`))
    .join('&');
  const headers: Record<string, string> = Object.fromEntries(
    Object.entries(request.headers).map(([n, v]) => [n.toLowerCase(), v]),
  );
  return {
    method: request.method,
    url: `${request.path}${query ? `?${query}` : ''}`,
    headers: { ...headers, host } as Record<string, string>,
  };
}

const getPhoto = () => new GetObjectCommand({ Bucket: 'uploads', Key: 'user-1/1732590000000-my photo.jpg' });
const listPhotos = () => new ListObjectsV2Command({ Bucket: 'uploads', Prefix: 'user-1/' });
const putPhoto = () =>
  new PutObjectCommand({
    Bucket: 'uploads',
    Key: 'user-1/1732590000000-photo.jpg',
    Body: 'jpeg bytes',
    ContentType: 'image/jpeg',
  });

/** A signature the twin's secret did not make: the header an attacker can write. */
function forged(request: Awaited<ReturnType<typeof wireRequestOf>>) {
  const authorization = request.headers.authorization!.replace(
    /Signature=[0-9a-f]{64}/,
    `Signature=${'0'.repeat(64)}`,
  );
  return { ...request, headers: { ...request.headers, authorization } };
}

describe('signatureVerdict of a request signed in its Authorization header', () => {
  it.each([
    ['GET', getPhoto],
    ['list', listPhotos],
    ['PUT', putPhoto],
  ])("accepts the SDK's %s signed with the twin's credentials", async (_, command) => {
    const request = await wireRequestOf(command());
    expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
    expect(await signatureVerdict(request, s3rverCredentials)).toBe('valid');
  });

  it.each([
    ['GET', getPhoto],
    ['list', listPhotos],
    ['PUT', putPhoto],
  ])('refuses a %s with a forged signature', async (_, command) => {
    const request = forged(await wireRequestOf(command()));
    expect(await signatureVerdict(request, s3rverCredentials)).toBe('mismatch');
  });

  it('refuses a header that is not a SigV4 signature at all', async () => {
    const request = await wireRequestOf(getPhoto());
    const junk = { ...request, headers: { ...request.headers, authorization: 'AWS4-HMAC-SHA256 x' } };
    expect(await signatureVerdict(junk, s3rverCredentials)).toBe('mismatch');
  });

  it('refuses a signature made with another secret for the same access key', async () => {
    const otherSecret = { ...s3rverCredentials, secretAccessKey: 'not-the-secret' };
    const request = await wireRequestOf(getPhoto(), otherSecret);
    expect(await signatureVerdict(request, s3rverCredentials)).toBe('mismatch');
  });

  it('refuses an access key the twin does not know', async () => {
    const request = await wireRequestOf(getPhoto(), { accessKeyId: 'AKIAOTHER', secretAccessKey: 'S3RVER' });
    expect(await signatureVerdict(request, s3rverCredentials)).toBe('unknown-key');
  });

  it('refuses a signed request sent to another key, with another method or another query', async () => {
    const request = await wireRequestOf(getPhoto());
    const otherKey = { ...request, url: request.url.replace('user-1', 'user-2') };
    expect(await signatureVerdict(otherKey, s3rverCredentials)).toBe('mismatch');
    expect(await signatureVerdict({ ...request, method: 'DELETE' }, s3rverCredentials)).toBe('mismatch');
    const list = await wireRequestOf(listPhotos());
    const otherPrefix = { ...list, url: list.url.replace('prefix=user-1', 'prefix=user-2') };
    expect(await signatureVerdict(otherPrefix, s3rverCredentials)).toBe('mismatch');
  });

  it('refuses a PUT whose signed headers were changed after signing', async () => {
    const request = await wireRequestOf(putPhoto());
    const otherBody = {
      ...request,
      headers: { ...request.headers, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    };
    expect(await signatureVerdict(otherBody, s3rverCredentials)).toBe('mismatch');
  });

  it('refuses an x-amz-date more than 15 minutes from now, either way, and takes one within it', async () => {
    const request = await wireRequestOf(getPhoto());
    const signedAt = Date.parse(
      request.headers['x-amz-date']!.replace(
        /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
        '$1-$2-$3T$4:$5:$6Z',
      ),
    );
    expect(allowedClockSkewMs).toBe(900_000);
    expect(await signatureVerdict(request, s3rverCredentials, signedAt + allowedClockSkewMs)).toBe('valid');
    expect(await signatureVerdict(request, s3rverCredentials, signedAt - allowedClockSkewMs)).toBe('valid');
    expect(await signatureVerdict(request, s3rverCredentials, signedAt + allowedClockSkewMs + 1)).toBe(
      'skewed',
    );
    expect(await signatureVerdict(request, s3rverCredentials, signedAt - allowedClockSkewMs - 1)).toBe(
      'skewed',
    );
  });

  it('refuses a request that carries no signature', async () => {
    const { authorization: _, ...unsigned } = (await wireRequestOf(getPhoto())).headers;
    expect(
      await signatureVerdict({ method: 'GET', url: '/uploads/a', headers: unsigned }, s3rverCredentials),
    ).toBe('unsigned');
  });
});
