// @ts-nocheck
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RateLimiter } from '#lambdas/lib/ports/rate-limiter.ts';
import { InMemoryRateLimiter } from '#tests/support/in-memory/in-memory-rate-limiter.ts';
import { replaceServices, resetServices } from '#lambdas/lib/runtime/services.ts';
import { handler } from '#lambdas/link-preview/handler.ts';
import { pngBytes } from '#tests/fixtures/files.ts';
import { fixtureEvent, invoke, lambdaContext, testErasures, useTestEnv } from '../lambda-test-kit';
import { html } from '../safe-fetch/loopback-kit';
import { startPreviewWorld } from './preview-kit';

// The link-preview function as API Gateway calls it, with the real use cases and fetcher
// (pretend DNS, loopback sockets) and in-memory cache and counters.

let world: Awaited<ReturnType<typeof startPreviewWorld>>;

beforeAll(async () => {
  world = await startPreviewWorld({
    '/itm/123456789012': html(
      '<html><head><meta property="og:title" content="Brass lamp"><meta property="og:image" content="/i/1.jpg"></head></html>',
    ),
    '/': html('<html><head><link rel="icon" href="/icon.png"></head></html>'),
    '/icon.png': (_request, response) =>
      response.writeHead(200, { 'content-type': 'image/png' }).end(pngBytes),
  });
});
afterAll(() => world.stop());

function useServices(rateLimiter: RateLimiter = new InMemoryRateLimiter()) {
  replaceServices({
    previewCache: world.cache,
    safeFetcher: world.deps.fetcher,
    rateLimiter,
    erasures: testErasures,
    requestLimiter: new InMemoryRateLimiter(),
  });
}

beforeEach(() => {
  useTestEnv();
  resetServices();
  useServices();
});

const previewOf = (body: unknown) => invoke(handler, fixtureEvent('link-preview-fetch-open-graph', { body }));

describe('POST /api/fetch-open-graph', () => {
  it('answers {image, altImages, title} for a page', async () => {
    const reply = await previewOf({ url: 'https://www.ebay.co.uk/itm/123456789012?utm_source=openai' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      image: 'https://www.ebay.co.uk/i/1.jpg',
      altImages: [],
      title: 'Brass lamp',
    });
  });

  it.each([
    ['no url', {}],
    ['a url that is not a string', { url: 42 }],
    ['an empty url', { url: '' }],
    ['an extra field', { url: 'https://shop.example/', follow: true }],
    ['a relative url', { url: '/itm/1' }],
    ['a url over 2048 characters', { url: `https://shop.example/${'a'.repeat(2048)}` }],
  ])('refuses %s with 400', async (_label, body) => {
    const reply = await previewOf(body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toEqual({ code: 'bad_request', message: expect.any(String) });
  });

  it('refuses a link to the metadata service with 400 and says why', async () => {
    const reply = await previewOf({ url: 'http://169.254.169.254/latest/meta-data/' });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(
      'This link points to a private or reserved network address and cannot be previewed.',
    );
  });

  it('answers 429 with Retry-After and a message saying when to try again', async () => {
    useServices({ consume: async () => ({ allowed: false, retryAfterSeconds: 42 }) });
    const reply = await previewOf({ url: 'https://www.ebay.co.uk/itm/123456789012' });
    expect(reply.status).toBe(429);
    expect(reply.headers['retry-after']).toBe('42');
    expect(reply.body.error).toEqual({
      code: 'too_many_requests',
      message: 'Too many preview requests. Try again in 42 seconds.',
    });
  });
});

describe('GET /api/favicon', () => {
  const iconEvent = (domain: string) => {
    const event = fixtureEvent('link-preview-favicon');
    event.queryStringParameters = { domain };
    return event;
  };

  it("answers the site's icon as an image, typed by its bytes", async () => {
    const result = await handler(iconEvent('www.ebay.co.uk'), lambdaContext);
    expect(result.statusCode).toBe(200);
    expect(result.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
    });
    expect(result.isBase64Encoded).toBe(true);
    expect(Buffer.from(result.body!, 'base64').equals(pngBytes)).toBe(true);
  });

  it('refuses a domain with a path or port with 400', async () => {
    const reply = await invoke(handler, iconEvent('www.ebay.co.uk:8080/x'));
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('bad_request');
  });

  it('answers 429 with a message when the caller asks for too many icons', async () => {
    useServices({ consume: async () => ({ allowed: false, retryAfterSeconds: 1 }) });
    const reply = await invoke(handler, iconEvent('www.ebay.co.uk'));
    expect(reply.status).toBe(429);
    expect(reply.body.error.message).toBe('Too many site icon requests. Try again in 1 second.');
  });
});
