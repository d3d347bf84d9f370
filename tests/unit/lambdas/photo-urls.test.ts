import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { S3PhotoStore } from '../../../lambdas/lib/s3-photo-store';

const ttlSeconds = 3600;
const client = new S3Client({
  region: 'eu-west-2',
  credentials: { accessKeyId: 'AKIAUNITTESTEXAMPLE', secretAccessKey: 'not-real' },
});
const store = new S3PhotoStore({
  client,
  bucket: 'uploads-test',
  uploadUrlTtlSeconds: 300,
  photoUrlTtlSeconds: ttlSeconds,
});

const key = 'user-1/1732240000000-mug.jpg';
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

describe('signed photo URLs', () => {
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
