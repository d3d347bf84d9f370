import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectTaggingCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '#lambdas/lib/ports/service-unavailable.ts';
import { makePhotoStore } from '#lambdas/lib/runtime/factories/make-photo-store.ts';
import { S3PhotoStore } from '#lambdas/lib/adapters/s3-photo-store.ts';
import { captureLogs, fixtureUser, objectBody, sampleBytes, useTestEnv } from '../lambda-test-kit';

// The S3 adapter of the photo store port: what it signs and what it asks S3 for, and how
// S3's failures reach the user. The handlers' tests use an in-memory port.

const s3 = mockClient(S3Client);
const bucket = 'uploads-test';
const ttlSeconds = 3600;
const store = new S3PhotoStore({
  client: new S3Client({
    region: 'eu-west-2',
    credentials: { accessKeyId: 'AKIAUNITTESTEXAMPLE', secretAccessKey: 'not-real' },
  }),
  bucket,
  uploadUrlTtlSeconds: 300,
  photoUrlTtlSeconds: ttlSeconds,
});

const sub = fixtureUser.sub;
const key = `${sub}/1732240000000-mug.jpg`;
// The port's error, which the HTTP boundary answers as a 503 (tests/unit/lambdas/aws-faults.test.ts).
const unavailable = {
  name: 'ServiceUnavailableError',
  service: 'photo store',
  message: 'Photo storage is unavailable right now. Please try again.',
};

const serverError = () =>
  new S3ServiceException({
    name: 'InternalError',
    $fault: 'server',
    $metadata: { httpStatusCode: 500 },
    message: 'We encountered an internal error. Please try again.',
  });
const unreachable = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

beforeEach(() => s3.reset());
afterEach(() => vi.useRealTimers());

describe('presignPut', () => {
  const upload = { key, contentType: 'image/jpeg', size: 245760 };

  it('presigns a PUT of the key in the bucket for uploadUrlTtlSeconds, without calling S3', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00.000Z'), toFake: ['Date'] });

    const presigned = await store.presignPut(upload);

    const url = new URL(presigned.url);
    expect(url.hostname).toContain(bucket);
    expect(url.pathname).toBe(`/${encodeURIComponent(sub)}/1732240000000-mug.jpg`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(presigned.expiresAt).toBe('2026-11-22T10:05:00.000Z');
    expect(presigned.headers).toEqual({
      'content-type': 'image/jpeg',
      'content-length': '245760',
      'if-none-match': '*',
      'x-amz-tagging': 'state=unattached',
    });
    expect(s3.calls()).toHaveLength(0); // presigning is local
  });

  it('signs content-type and content-length (and if-none-match: no overwrite)', async () => {
    const presigned = await store.presignPut(upload);

    const signed = new URL(presigned.url).searchParams.get('X-Amz-SignedHeaders')?.split(';');
    expect(signed).toEqual(
      expect.arrayContaining(['content-type', 'content-length', 'if-none-match', 'host']),
    );
  });

  it('signs the unattached tag as a header the browser must send (S3 ignores it in the query string)', async () => {
    const presigned = await store.presignPut(upload);

    const url = new URL(presigned.url);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('x-amz-tagging');
    expect(url.searchParams.has('x-amz-tagging')).toBe(false);
  });
});

describe('markAttached', () => {
  it("replaces the upload's tag with state=attached, so the bucket's lifecycle rule no longer expires it", async () => {
    s3.on(PutObjectTaggingCommand).resolves({});

    await store.markAttached(key);

    expect(s3.commandCalls(PutObjectTaggingCommand)[0]?.args[0].input).toEqual({
      Bucket: bucket,
      Key: key,
      Tagging: { TagSet: [{ Key: 'state', Value: 'attached' }] },
    });
  });

  it('turns an S3 500 into a ServiceUnavailableError', async () => {
    s3.on(PutObjectTaggingCommand).rejects(serverError());

    await expect(store.markAttached(key)).rejects.toMatchObject(unavailable);
  });
});

describe('the photo store made from the configuration', () => {
  beforeEach(() => useTestEnv());
  afterEach(() => vi.unstubAllEnvs());

  it('puts no checksum of an empty body into a presigned PUT, which S3 would hold against the real upload', async () => {
    const presigned = await makePhotoStore().presignPut({ key, contentType: 'image/png', size: 10 });

    const names = [...new URL(presigned.url).searchParams.keys()].map((n) => n.toLowerCase());
    expect(names.filter((n) => n.startsWith('x-amz-checksum'))).toEqual([]);
  });

  it('signs uploads for five minutes and photo URLs for an hour by default', async () => {
    const photos = makePhotoStore();

    const put = new URL((await photos.presignPut({ key, contentType: 'image/png', size: 10 })).url);
    const get = new URL(await photos.presignGet(key));

    expect(put.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(get.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(get.pathname).toBe(`/${encodeURIComponent(sub)}/1732240000000-mug.jpg`);
  });
});

describe('signed photo URLs (presignGet)', () => {
  const windowStart = Date.UTC(2026, 10, 22, 10, 0, 0);

  function expiresAt(url: string): number {
    const params = new URL(url).searchParams;
    const date = params.get('X-Amz-Date')!;
    const signedAt = Date.UTC(
      Number(date.slice(0, 4)),
      Number(date.slice(4, 6)) - 1,
      Number(date.slice(6, 8)),
      Number(date.slice(9, 11)),
      Number(date.slice(11, 13)),
      Number(date.slice(13, 15)),
    );
    return signedAt + Number(params.get('X-Amz-Expires')) * 1000;
  }

  it('are signed GETs of the key in the bucket', async () => {
    const url = new URL(await store.presignGet(key, windowStart));

    expect(url.hostname).toContain(bucket);
    expect(url.pathname).toBe(`/${encodeURIComponent(sub)}/1732240000000-mug.jpg`);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are the same for every read within a half-lifetime window, so the browser cache works', async () => {
    const early = await store.presignGet(key, windowStart + 1_000);
    const late = await store.presignGet(key, windowStart + (ttlSeconds / 2) * 1000 - 1_000);
    expect(late).toBe(early);
  });

  it('change in the next window', async () => {
    const now = await store.presignGet(key, windowStart + 1_000);
    const next = await store.presignGet(key, windowStart + (ttlSeconds / 2) * 1000 + 1_000);
    expect(next).not.toBe(now);
  });

  it('always have at least half their lifetime left when handed out', async () => {
    for (const offset of [0, 1, 900_000, 1_799_999]) {
      const now = windowStart + offset;
      const url = await store.presignGet(key, now);
      expect(expiresAt(url) - now).toBeGreaterThanOrEqual((ttlSeconds / 2) * 1000);
    }
  });
});

describe('head and readHead', () => {
  it('give the size and stored type of an object', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 1234, ContentType: 'image/png' });

    expect(await store.head(key)).toEqual({ size: 1234, contentType: 'image/png' });
    expect(s3.commandCalls(HeadObjectCommand)[0]?.args[0].input).toEqual({ Bucket: bucket, Key: key });
  });

  it('give undefined when there is no object', async () => {
    s3.on(HeadObjectCommand).rejects(
      new NotFound({ message: 'NotFound', $metadata: { httpStatusCode: 404 } }),
    );
    s3.on(GetObjectCommand).rejects(
      new NoSuchKey({ message: 'NoSuchKey', $metadata: { httpStatusCode: 404 } }),
    );

    expect(await store.head(key)).toBeUndefined();
    expect(await store.readHead(key, 4100)).toBeUndefined();
  });

  it('read only the first bytes of the object (a Range request)', async () => {
    s3.on(GetObjectCommand).resolves({ Body: objectBody(sampleBytes.jpeg) });

    expect(await store.readHead(key, 4100)).toEqual(sampleBytes.jpeg);
    expect(s3.commandCalls(GetObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: bucket,
      Key: key,
      Range: 'bytes=0-4099',
    });
  });

  it('read no bytes of an empty object (InvalidRange)', async () => {
    s3.on(GetObjectCommand).rejects(
      new S3ServiceException({
        name: 'InvalidRange',
        $fault: 'client',
        $metadata: { httpStatusCode: 416 },
        message: 'x',
      }),
    );

    expect(await store.readHead(key, 4100)).toEqual(new Uint8Array(0));
  });

  it('turn an S3 500 into a ServiceUnavailableError, logging what S3 said', async () => {
    s3.on(HeadObjectCommand).rejects(serverError());
    const logs = captureLogs();

    const failure = await store.head(key).catch((error: unknown) => error);
    logs.restore();

    expect(failure).toBeInstanceOf(ServiceUnavailableError);
    expect(failure).toMatchObject(unavailable);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 'ERROR', message: 'photo store unavailable' }),
    );
  });
});

describe('delete', () => {
  it('deletes the key from the bucket', async () => {
    s3.on(DeleteObjectCommand).resolves({});

    await store.delete(key);

    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({ Bucket: bucket, Key: key });
  });

  it('turns an S3 500 into a ServiceUnavailableError', async () => {
    s3.on(DeleteObjectCommand).rejects(serverError());
    const logs = captureLogs();

    const failure = await store.delete(key).catch((error: unknown) => error);
    logs.restore();

    expect(failure).toMatchObject(unavailable);
  });
});

describe('deletePrefix', () => {
  it('lists the folder in the bucket and deletes what it holds', async () => {
    s3.on(ListObjectsV2Command).resolves({
      Contents: [{ Key: `${sub}/1-a.jpg` }, { Key: `${sub}/2-b.jpg` }],
      IsTruncated: false,
    });
    s3.on(DeleteObjectsCommand).resolves({});

    expect(await store.deletePrefix(`${sub}/`)).toBe(2);

    expect(s3.commandCalls(ListObjectsV2Command)[0]?.args[0].input).toMatchObject({
      Bucket: bucket,
      Prefix: `${sub}/`,
    });
    const objects = s3
      .commandCalls(DeleteObjectsCommand)
      .flatMap((c) => c.args[0].input.Delete?.Objects ?? []);
    expect(objects.map((o) => o.Key)).toEqual([`${sub}/1-a.jpg`, `${sub}/2-b.jpg`]);
  });

  it('deletes page by page, at most 1000 per DeleteObjects', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ Key: `${sub}/${from + i}-p.jpg` }));
    s3.on(ListObjectsV2Command)
      .resolvesOnce({ Contents: page(0, 1000), IsTruncated: true, NextContinuationToken: 'next' })
      .resolvesOnce({ Contents: page(1000, 5), IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({});

    expect(await store.deletePrefix(`${sub}/`)).toBe(1005);

    const batches = s3.commandCalls(DeleteObjectsCommand).map((c) => c.args[0].input.Delete?.Objects?.length);
    expect(batches).toEqual([1000, 5]);
    expect(s3.commandCalls(ListObjectsV2Command)[1]?.args[0].input.ContinuationToken).toBe('next');
  });

  it('sends no DeleteObjects for an empty folder', async () => {
    s3.on(ListObjectsV2Command).resolves({ IsTruncated: false });

    expect(await store.deletePrefix(`${sub}/`)).toBe(0);
    expect(s3.commandCalls(DeleteObjectsCommand)).toHaveLength(0);
  });

  it.each(['', '/', sub, `${sub}/1-a`])('refuses the prefix %j: only ever one folder', async (prefix) => {
    await expect(store.deletePrefix(prefix)).rejects.toThrow('Refusing prefix');
    expect(s3.calls()).toHaveLength(0);
  });

  it('fails when S3 reports objects it could not delete', async () => {
    s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: `${sub}/1-a.jpg` }], IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({ Errors: [{ Key: `${sub}/1-a.jpg`, Code: 'AccessDenied' }] });

    await expect(store.deletePrefix(`${sub}/`)).rejects.toThrow('DeleteObjects failed for 1 objects');
  });

  it('turns an unreachable S3 into a ServiceUnavailableError', async () => {
    s3.on(ListObjectsV2Command).rejects(unreachable());
    const logs = captureLogs();

    const failure = await store.deletePrefix(`${sub}/`).catch((error: unknown) => error);
    logs.restore();

    expect(failure).toMatchObject(unavailable);
  });
});
