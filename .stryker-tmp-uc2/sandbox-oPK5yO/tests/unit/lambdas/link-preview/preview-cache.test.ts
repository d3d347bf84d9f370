// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '#lambdas/lib/runtime/api-error.ts';
import { fetchOpenGraph } from '#lambdas/link-preview/fetch-open-graph.ts';
import { html } from '../safe-fetch/loopback-kit';
import { clockAt, startPreviewWorld } from './preview-kit';

// The server cache (docs/product.md#constants-and-limits: one hour; docs/architecture/backend.md#link-previews: failures 5 minutes).

let world: Awaited<ReturnType<typeof startPreviewWorld>>;
let clock: ReturnType<typeof clockAt>;
let pageUp = true;

beforeEach(async () => {
  pageUp = true;
  clock = clockAt('2026-11-22T10:00:00Z');
  world = await startPreviewWorld({
    '/item': html('<html><head><meta property="og:title" content="Teak chair"></head></html>'),
    '/flaky': (request, response) =>
      (pageUp ? html('<title>Back again</title>') : html('<title>oops</title>', 503))(request, response),
  });
});
afterEach(() => world.stop());

const preview = (url: string) => fetchOpenGraph(url, world.deps, clock.now());
const failure = (url: string) =>
  preview(url).then(
    (): ApiError => {
      throw new Error(`${url} gave a preview`);
    },
    (error: unknown) => error as ApiError,
  );

describe('the one-hour preview cache', () => {
  it('answers a second request within the hour from the cache, without a fetch', async () => {
    await preview('https://shop.example/item');
    clock.advance(59 * 60);
    expect((await preview('https://shop.example/item')).title).toBe('Teak chair');
    expect(world.fetches('/item')).toBe(1);
  });

  it('fetches again once the hour is over', async () => {
    await preview('https://shop.example/item');
    clock.advance(60 * 60);
    await preview('https://shop.example/item');
    expect(world.fetches('/item')).toBe(2);
  });

  it('treats the same page with utm_* parameters or a fragment as the same entry', async () => {
    await preview('https://shop.example/item?utm_source=openai');
    await preview('https://SHOP.example/item#photos');
    expect(world.fetches('/item')).toBe(1);
  });

  it('fetches the page without its utm_* parameters', async () => {
    await preview('https://shop.example/item?utm_source=openai&utm_medium=web');
    expect(world.fetches('/item')).toBe(1);
  });
});

describe('a failed preview', () => {
  it('is a 502 with a clear message', async () => {
    pageUp = false;
    const error = await failure('https://shop.example/flaky');
    expect(error).toMatchObject({ status: 502, code: 'upstream_error' });
    expect(error.message).toBe('Could not fetch a preview of this page. The site answered with status 503.');
  });

  it('is not retried within its five-minute cache, even when the page is back', async () => {
    pageUp = false;
    await failure('https://shop.example/flaky');
    pageUp = true;
    clock.advance(4 * 60);
    expect(await failure('https://shop.example/flaky')).toMatchObject({ status: 502 });
    expect(world.fetches('/flaky')).toBe(1);
  });

  it('is retried after its five-minute cache', async () => {
    pageUp = false;
    await failure('https://shop.example/flaky');
    pageUp = true;
    clock.advance(5 * 60);
    expect((await preview('https://shop.example/flaky')).title).toBe('Back again');
    expect(world.fetches('/flaky')).toBe(2);
  });
});

describe('a link the policy refuses', () => {
  it('is a 400 with the reason, and nothing is cached', async () => {
    const error = await failure('http://169.254.169.254/latest/meta-data/');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request' });
    expect(error.message).toMatch(/private or reserved network address/);
    expect(world.cache.entries.size).toBe(0);
  });

  it('is a 400 when the url is not an absolute URL', async () => {
    expect(await failure('shop.example/item')).toMatchObject({ status: 400, code: 'bad_request' });
  });
});
