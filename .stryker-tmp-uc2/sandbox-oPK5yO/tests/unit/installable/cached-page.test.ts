// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { spaFallbackCode } from '#infra/constructs/spa-fallback-code.ts';
import { cachedPageFor } from '#web/service-worker/cached-page.ts';

// The service worker's routing rule (web/src/service-worker/cached-page.ts): which navigations
// it answers from its cache. Everything it leaves alone goes to the network untouched, and
// nothing it handles is ever an API answer, the runtime config or a photo.

const origin = 'https://app.example';
const at = (path: string, base = origin) => cachedPageFor(new URL(path, base), origin);

describe('the pages the service worker serves from its cache', () => {
  it.each(['/', '/?tab=list&item=01J0ABC', '/?code=abc&state=xyz', '/no/such/page', '/auth/'])(
    'answers %s with the app page, as both homes do',
    (path) => expect(at(path)).toBe('/index.html'),
  );

  it.each(['/auth', '/auth?next=%2F%3Ftab%3Dlist'])('answers %s with the sign-in page', (path) =>
    expect(at(path)).toBe('/auth'),
  );

  it.each([
    '/api/listings',
    '/api/listings?cursor=abc',
    '/api/listings/01J0ABC',
    '/api/account',
    '/config.json',
    '/_local/outbox',
    '/_local/cognito',
    '/sw.js',
    '/manifest.webmanifest',
    '/assets/index-abc.js',
  ])('leaves %s to the network', (path) => expect(at(path)).toBeUndefined());

  it.each([
    'https://uploads.s3.eu-west-2.amazonaws.com/users/u1/photo.webp?X-Amz-Signature=abc',
    'http://127.0.0.1:4569/uploads/users/u1/photo',
    'https://shop.example/item/picture',
    'https://app.example.evil.example/',
  ])('leaves another origin, such as a photo or a preview image, to the network: %s', (url) =>
    expect(at(url)).toBeUndefined(),
  );
});

/** CloudFront's viewer-request function, run as CloudFront would run it. */
function cloudFrontPage(path: string): string {
  const handler = new Function(
    `${spaFallbackCode({ '/auth': '/auth.html' })}\nreturn handler;`,
  )() as (event: { request: { uri: string } }) => { uri: string };
  return handler({ request: { uri: path } }).uri;
}

describe('the same page the cloud would send', () => {
  it.each(['/', '/auth', '/auth/', '/no/such/page', '/favicon.svg', '/config.json', '/assets/a-1.js'])(
    '%s',
    (path) => {
      const cached = at(path);
      const served = cloudFrontPage(path);
      if (cached === undefined) expect(served).toBe(path);
      else expect(served).toBe(cached === '/auth' ? '/auth.html' : '/index.html');
    },
  );
});
