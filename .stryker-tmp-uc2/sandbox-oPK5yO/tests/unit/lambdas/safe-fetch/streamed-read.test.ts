// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafeFetchError } from '#lambdas/lib/adapters/safe-fetch/safe-fetch-error.ts';
import { createSafeFetcher, type SafeFetcher } from '#lambdas/lib/adapters/safe-fetch/safe-fetcher.ts';
import { html, loopbackConnector, startLoopbackSite, testResolver, type LoopbackSite } from './loopback-kit';

// fetcher.read(): the body handed to a reader as it streams, under the same policy, time limit
// and byte cap as a whole fetch; a reader that stops early ends the download.

let site: LoopbackSite;
let fetcher: SafeFetcher;
let endlessClosed = false;

beforeAll(async () => {
  site = await startLoopbackSite({
    '/page': html('<html><head><title>Lamp</title></head></html>'),
    '/endless': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const pump = () => {
        while (!response.destroyed)
          if (!response.write('x'.repeat(16_384))) return response.once('drain', pump);
      };
      response.on('close', () => (endlessClosed = true));
      pump();
    },
  });
  fetcher = createSafeFetcher({
    resolve: testResolver,
    connector: loopbackConnector(site.port),
    timeoutMs: 3000,
  });
});

afterAll(async () => {
  await fetcher.close();
  await site.close();
});

const text = async (_page: unknown, chunks: AsyncIterable<Uint8Array>) => {
  let all = '';
  for await (const chunk of chunks) all += Buffer.from(chunk).toString();
  return all;
};

describe('reading a body as it streams', () => {
  it('hands the reader the final URL, the media type and the charset before the bytes', async () => {
    const header = await fetcher.read('http://shop.example/page', 'page', async (page) => page);
    expect(header).toEqual({
      url: new URL('http://shop.example/page'),
      mediaType: 'text/html',
      charset: 'utf-8',
    });
  });

  it('ends the download when the reader returns early', async () => {
    const first = await fetcher.read('http://shop.example/endless', 'page', async (_page, chunks) => {
      for await (const chunk of chunks) return chunk.byteLength;
      return 0;
    });
    expect(first).toBeGreaterThan(0);
    await expect.poll(() => endlessClosed).toBe(true);
  });

  it('stops a reader that wants everything at the byte cap', async () => {
    const error = await fetcher
      .read('http://shop.example/endless', 'page', text)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(SafeFetchError);
    expect((error as SafeFetchError).code).toBe('too_large');
  });

  it('refuses what a whole fetch refuses, before any reading', async () => {
    let called = false;
    const reader = async () => (called = true);
    const error = await fetcher.read('http://127.0.0.1/', 'page', reader).catch((thrown: unknown) => thrown);
    expect((error as SafeFetchError).code).toBe('address_not_allowed');
    expect(called).toBe(false);
  });

  it("lets a reader's own error through as it is, not as the site's failure", async () => {
    const bug = new TypeError('a bug in the reader');
    const reader = async () => {
      throw bug;
    };
    await expect(fetcher.read('http://shop.example/page', 'page', reader)).rejects.toBe(bug);
  });
});
