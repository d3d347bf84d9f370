// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { WindowMemo } from '#lambdas/lib/adapters/window-memo.ts';

function counting() {
  let calls = 0;
  return {
    compute: (value: string) => async () => {
      calls += 1;
      return value;
    },
    calls: () => calls,
  };
}

describe('a memo of one time window', () => {
  it('computes a key once within a window', async () => {
    const memo = new WindowMemo<string>(10);
    const counter = counting();
    expect(await memo.get('a', 1, counter.compute('first'))).toBe('first');
    expect(await memo.get('a', 1, counter.compute('second'))).toBe('first');
    expect(counter.calls()).toBe(1);
  });

  it('forgets everything when the window moves on', async () => {
    const memo = new WindowMemo<string>(10);
    await memo.get('a', 1, async () => 'old');
    expect(await memo.get('a', 2, async () => 'new')).toBe('new');
  });

  it('keeps different keys apart', async () => {
    const memo = new WindowMemo<string>(10);
    await memo.get('a', 1, async () => 'for a');
    expect(await memo.get('b', 1, async () => 'for b')).toBe('for b');
  });

  it('never holds more than its bound', async () => {
    const memo = new WindowMemo<string>(2);
    const counter = counting();
    for (const key of ['a', 'b', 'c']) await memo.get(key, 1, counter.compute(key));
    await memo.get('a', 1, counter.compute('a again'));
    expect(counter.calls()).toBe(4);
  });
});

describe('signed photo URLs', () => {
  it('are the same for every read of one key in one window, and change with the window', async () => {
    const { S3Client } = await import('@aws-sdk/client-s3');
    const { S3PhotoStore } = await import('#lambdas/lib/adapters/s3-photo-store.ts');
    const store = new S3PhotoStore({
      client: new S3Client({
        region: 'eu-west-2',
        credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      }),
      bucket: 'photos',
      uploadUrlTtlSeconds: 300,
      photoUrlTtlSeconds: 3600,
    });
    const at = Date.UTC(2026, 10, 22, 9, 0, 0);
    const first = await store.presignGet('uploads/u/1.jpg', at);
    expect(await store.presignGet('uploads/u/1.jpg', at + 60_000)).toBe(first);
    expect(await store.presignGet('uploads/u/2.jpg', at)).not.toBe(first);
    expect(await store.presignGet('uploads/u/1.jpg', at + 1_800_000)).not.toBe(first);
  });
});
