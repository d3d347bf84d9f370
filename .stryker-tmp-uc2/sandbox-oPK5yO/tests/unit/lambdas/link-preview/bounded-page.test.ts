// @ts-nocheck
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { replaceServices, resetServices } from '#lambdas/lib/runtime/services.ts';
import { handler } from '#lambdas/link-preview/handler.ts';
import { pngBytes } from '#tests/fixtures/files.ts';
import { InMemoryRateLimiter } from '#tests/support/in-memory/in-memory-rate-limiter.ts';
import { fixtureEvent, invoke, lambdaContext, testErasures, useTestEnv } from '../lambda-test-kit';
import type { Route } from '../safe-fetch/loopback-kit';
import { startPreviewWorld } from './preview-kit';

// A page can no longer hold the link-preview function: it reads the head only, drops the
// download there, and gives up on a head that runs past its bound. Through the handler, with
// the real fetcher (pretend DNS, every socket to a loopback server) and the in-memory cache.

const megabyte = 1024 * 1024;
const goodHead =
  '<html><head><title>Oak chair</title><meta property="og:image" content="/chair.jpg">' +
  '<link rel="icon" href="/icon.png"></head><body>';

/** How each response ended: `finished` when all of it was sent, `dropped` when the client hung up. */
const endings = new Map<string, 'finished' | 'dropped'>();

/** Streams `start`, then `filler` for ever (or up to `limitBytes`), as fast as the client reads. */
const streaming =
  (path: string, start: string, filler: string, limitBytes = Infinity, headers = {}): Route =>
  (_request, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.on('close', () => endings.set(path, response.writableFinished ? 'finished' : 'dropped'));
    response.write(start);
    let sent = start.length;
    const block = filler.repeat(Math.ceil(16_384 / filler.length));
    const pump = () => {
      while (!response.destroyed && sent < limitBytes) {
        sent += block.length;
        if (sent >= limitBytes) return response.end(block);
        if (!response.write(block)) return response.once('drain', pump);
      }
    };
    pump();
  };

/** 1 MB: a title, then 100k nested <div>, unclosed tags and huge attributes, and no </head>. */
const nestedPage = (path: string) =>
  streaming(
    path,
    '<html><head><title>Deep</title>' + '<div>'.repeat(100_000) + '<p><i><b>'.repeat(10_000),
    '<meta content="' + 'a'.repeat(4096),
    megabyte,
  );

let world: Awaited<ReturnType<typeof startPreviewWorld>>;

beforeAll(async () => {
  world = await startPreviewWorld({
    '/nested': nestedPage('/nested'),
    '/nested-twice': nestedPage('/nested-twice'),
    '/endless-body': streaming('/endless-body', goodHead, '<div><span>'),
    '/declares-50mb': streaming('/declares-50mb', goodHead, 'x', 2 * megabyte, {
      'content-length': String(50 * megabyte),
    }),
    '/': streaming('/', goodHead, '<div>'),
    '/icon.png': (_request, response) =>
      response.writeHead(200, { 'content-type': 'image/png' }).end(pngBytes),
  });
});
afterAll(() => world.stop());

beforeEach(() => {
  useTestEnv();
  resetServices();
  replaceServices({
    previewCache: world.cache,
    safeFetcher: world.deps.fetcher,
    rateLimiter: new InMemoryRateLimiter(),
    erasures: testErasures,
    requestLimiter: new InMemoryRateLimiter(),
  });
});

const previewOf = (url: string) =>
  invoke(handler, fixtureEvent('link-preview-fetch-open-graph', { body: { url } }));

describe('a page that would stall a full parse', () => {
  it('answers a 1 MB page of nested, unclosed markup whose head never ends with 502', async () => {
    const reply = await previewOf('https://shop.example/nested');
    expect(reply.status).toBe(502);
    expect(reply.body.error.message).toBe(
      'Could not fetch a preview of this page. The page is too large to preview: its head runs past the first 512 KB.',
    );
  });

  it('caches that answer as a failure: asked again, the page is not fetched again', async () => {
    await previewOf('https://shop.example/nested-twice');
    const again = await previewOf('https://shop.example/nested-twice?utm_source=again');
    expect(again.status).toBe(502);
    expect(again.body.error.message).toMatch(/its head runs past the first 512 KB\.$/);
    expect(world.fetches('/nested-twice')).toBe(1);
  });
});

describe('reading a page stops with its head', () => {
  it('answers from the head of a page whose body never ends, and drops the download', async () => {
    const reply = await previewOf('https://shop.example/endless-body');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      image: 'https://shop.example/chair.jpg',
      altImages: [],
      title: 'Oak chair',
    });
    await expect.poll(() => endings.get('/endless-body')).toBe('dropped');
  });

  it('previews a page that declares 50 MB when its head comes first', async () => {
    const reply = await previewOf('https://shop.example/declares-50mb');
    expect(reply.status).toBe(200);
    expect(reply.body.title).toBe('Oak chair');
  });

  it("finds a site's icon in the head of a home page whose body never ends", async () => {
    const event = fixtureEvent('link-preview-favicon');
    event.queryStringParameters = { domain: 'shop.example' };
    const reply = await handler(event, lambdaContext);
    expect(reply.statusCode).toBe(200);
    expect(Buffer.from(reply.body!, 'base64').equals(pngBytes)).toBe(true);
    await expect.poll(() => endings.get('/')).toBe('dropped');
  });
});
