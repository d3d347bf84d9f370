import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#lambdas/lib/runtime/api-error.ts';
import { parseSiteDomain, siteIcon } from '#lambdas/link-preview/site-icon.ts';
import { pngBytes } from '#tests/fixtures/files.ts';
import { html, type Route } from '../safe-fetch/loopback-kit';
import { clockAt, startPreviewWorld } from './preview-kit';

// GET /api/favicon?domain= (docs/design.md#api; docs/architecture/backend.md#link-previews): an icon from the page's link tag,
// /favicon.ico as the fallback, never SVG or HTML.

/** A real .ico: one 1x1 entry holding a PNG. */
const icoBytes = Buffer.concat([
  Buffer.from([0, 0, 1, 0, 1, 0]),
  Buffer.from([1, 1, 0, 0, 1, 0, 32, 0]),
  Buffer.from(new Uint32Array([pngBytes.length, 22]).buffer),
  pngBytes,
]);
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

const serve =
  (type: string, body: string | Buffer): Route =>
  (_request, response) =>
    response.writeHead(200, { 'content-type': type }).end(body);

let world: Awaited<ReturnType<typeof startPreviewWorld>> | undefined;
afterEach(async () => {
  await world?.stop();
  world = undefined;
});

const clock = clockAt('2026-11-22T10:00:00Z');

async function iconOf(routes: Record<string, Route>) {
  world = await startPreviewWorld(routes);
  return siteIcon('shop.example', world.deps, clock.now());
}

const homeLinking = (href: string, rel = 'icon') =>
  html(`<html><head><link rel="${rel}" href="${href}"></head></html>`);

describe('the site icon', () => {
  it("comes from the home page's <link rel=icon>", async () => {
    const icon = await iconOf({
      '/': homeLinking('/static/brand.png'),
      '/static/brand.png': serve('image/png', pngBytes),
    });
    expect(icon.contentType).toBe('image/png');
    expect(Buffer.from(icon.bytes).equals(pngBytes)).toBe(true);
    expect(world!.fetches('/favicon.ico')).toBe(0);
  });

  it('comes from <link rel="shortcut icon">', async () => {
    const icon = await iconOf({
      '/': homeLinking('/legacy.ico', 'shortcut icon'),
      '/legacy.ico': serve('image/vnd.microsoft.icon', icoBytes),
    });
    expect(icon.contentType).toBe('image/x-icon');
  });

  it('comes from <link rel="apple-touch-icon">', async () => {
    const icon = await iconOf({
      '/': homeLinking('/apple-touch-icon.png', 'apple-touch-icon'),
      '/apple-touch-icon.png': serve('image/png', pngBytes),
    });
    expect(icon.contentType).toBe('image/png');
  });

  it('falls back to /favicon.ico when the page links no icon', async () => {
    const icon = await iconOf({
      '/': html('<html><head><title>Shop</title></head></html>'),
      '/favicon.ico': serve('image/x-icon', icoBytes),
    });
    expect(icon.contentType).toBe('image/x-icon');
  });

  it('falls back to /favicon.ico when the home page fails', async () => {
    const icon = await iconOf({ '/': html('down', 500), '/favicon.ico': serve('image/x-icon', icoBytes) });
    expect(icon.contentType).toBe('image/x-icon');
  });

  it('refuses an SVG icon (served as SVG) and falls back to /favicon.ico', async () => {
    const icon = await iconOf({
      '/': homeLinking('/icon.svg'),
      '/icon.svg': serve('image/svg+xml', svg),
      '/favicon.ico': serve('image/x-icon', icoBytes),
    });
    expect(icon.contentType).toBe('image/x-icon');
    expect(world!.fetches('/icon.svg')).toBe(1);
  });

  it('refuses SVG bytes sent as image/png', async () => {
    const error = await iconOf({
      '/': homeLinking('/icon.png'),
      '/icon.png': serve('image/png', svg),
      '/favicon.ico': serve('image/png', svg),
    }).catch((thrown: unknown) => thrown as ApiError);
    expect(error).toMatchObject({
      status: 502,
      code: 'upstream_error',
      message: 'This site has no icon we can show.',
    });
  });

  it('refuses an HTML answer at /favicon.ico', async () => {
    const error = await iconOf({ '/favicon.ico': html('<html>Not found</html>') }).catch(
      (thrown: unknown) => thrown as ApiError,
    );
    expect(error).toMatchObject({ status: 502, code: 'upstream_error' });
  });

  it('refuses HTML bytes sent as an image type', async () => {
    const error = await iconOf({
      '/favicon.ico': serve('image/x-icon', '<!doctype html><html></html>'),
    }).catch((thrown: unknown) => thrown as ApiError);
    expect(error).toMatchObject({ status: 502, message: 'This site has no icon we can show.' });
  });

  it('never follows an icon link to a private address', async () => {
    const icon = await iconOf({
      '/': homeLinking('http://169.254.169.254/favicon.png'),
      '/favicon.ico': serve('image/x-icon', icoBytes),
    });
    expect(icon.contentType).toBe('image/x-icon');
    expect(world!.fetches('/favicon.png')).toBe(0);
  });

  it('is cached: a second request within the hour fetches nothing', async () => {
    await iconOf({ '/': homeLinking('/i.png'), '/i.png': serve('image/png', pngBytes) });
    await siteIcon('shop.example', world!.deps, clock.now());
    expect(world!.fetches('/i.png')).toBe(1);
    expect(world!.fetches('/')).toBe(1);
  });
});

describe('the domain parameter', () => {
  it.each(['www.ebay.co.uk', 'Shop.Example', 'vinted.example.'])('accepts %s', (domain) => {
    expect(parseSiteDomain(domain)).toBe(domain.toLowerCase().replace(/\.$/, ''));
  });

  it.each([
    '',
    'localhost',
    'https://shop.example',
    'shop.example/path',
    'shop.example:8080',
    'user@shop.example',
    'shop example',
  ])('refuses %j', (domain) => {
    expect(parseSiteDomain(domain)).toBeUndefined();
  });
});

describe('the site icon, cached and refused', () => {
  const noIcon = { status: 502, code: 'upstream_error', message: 'This site has no icon we can show.' };
  const fail = (thrown: unknown) => thrown;

  it('keeps an icon for exactly an hour', async () => {
    await iconOf({ '/': homeLinking('/i.png'), '/i.png': serve('image/png', pngBytes) });
    const [entry, ...others] = [...world!.cache.entries.values()];
    expect(others).toEqual([]);
    expect(entry!.outcome).toMatchObject({ kind: 'icon', contentType: 'image/png' });
    expect(entry!.expiresAt.toISOString()).toBe('2026-11-22T11:00:00.000Z');
  });

  it('keeps a failure for 5 minutes and answers it again without fetching', async () => {
    expect(await iconOf({ '/favicon.ico': html('<html>Not found</html>') }).catch(fail)).toMatchObject(
      noIcon,
    );
    const [entry] = [...world!.cache.entries.values()];
    expect(entry!.outcome).toEqual({ kind: 'failure', message: noIcon.message });
    expect(entry!.expiresAt.toISOString()).toBe('2026-11-22T10:05:00.000Z');
    expect(await siteIcon('shop.example', world!.deps, clock.now()).catch(fail)).toMatchObject(noIcon);
    expect(world!.fetches('/favicon.ico')).toBe(1);
  });

  it('tries /favicon.ico once when the page links to it', async () => {
    expect(
      await iconOf({
        '/': homeLinking('/favicon.ico'),
        '/favicon.ico': html('<html>Not found</html>'),
      }).catch(fail),
    ).toMatchObject(noIcon);
    expect(world!.fetches('/favicon.ico')).toBe(1);
  });

  it('refuses a domain that is not a site name with a 400, fetching nothing', async () => {
    world = await startPreviewWorld({});
    expect(await siteIcon('https://shop.example', world.deps, clock.now()).catch(fail)).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'domain: give a site name such as www.example.com.',
    });
    expect(world.cache.entries.size).toBe(0);
  });

  it('refuses a domain at a private address with a 400, caching nothing', async () => {
    world = await startPreviewWorld({ '/favicon.ico': serve('image/x-icon', icoBytes) });
    expect(await siteIcon('private.example', world.deps, clock.now()).catch(fail)).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'This link points to a private or reserved network address and cannot be previewed.',
    });
    expect(world.cache.entries.size).toBe(0);
    expect(world.fetches('/favicon.ico')).toBe(0);
  });
});
