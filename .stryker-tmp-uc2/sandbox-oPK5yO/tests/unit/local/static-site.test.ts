// @ts-nocheck
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite } from '#infra/local/static-site.ts';

const indexHtml = '<!doctype html><title>Snap List Shift</title><div id="root"></div>';
const appJs = 'console.log("app");';
const secret = 'TOP-SECRET-DO-NOT-SERVE';

/** Just enough of a ServerResponse: records writeHead, collects what is piped or ended into it. */
class FakeResponse extends PassThrough {
  status: number | undefined;
  headers: Record<string, string> = {};

  writeHead(status: number, headers: Record<string, string> = {}) {
    this.status = status;
    this.headers = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    return this;
  }
}

async function request(
  serve: ReturnType<typeof createStaticSite>,
  pathname: string,
  acceptEncoding?: string,
) {
  const response = new FakeResponse();
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    response.on('end', resolve);
    response.on('error', reject);
  });
  serve(
    pathname,
    response as unknown as ServerResponse,
    acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  );
  await ended;
  return { status: response.status, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') };
}

let workDir: string;
let serve: ReturnType<typeof createStaticSite>;

beforeAll(() => {
  // <workDir>/site is the root; the secrets sit next to it, one of them in a folder whose
  // name starts with the root's name.
  workDir = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  const root = path.join(workDir, 'site');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), indexHtml);
  writeFileSync(path.join(root, 'assets', 'app-abc.js'), appJs);
  // The build's precompressed copies (web/vite-precompress.ts), marked so a test can tell them apart.
  writeFileSync(path.join(root, 'assets', 'app-abc.js.br'), 'BROTLI');
  writeFileSync(path.join(root, 'assets', 'app-abc.js.gz'), 'GZIP');
  writeFileSync(path.join(root, 'favicon.ico'), 'icon');
  writeFileSync(path.join(root, 'assets', 'zxing_reader-abc.wasm'), 'WASM');
  writeFileSync(path.join(workDir, 'secret.txt'), secret);
  mkdirSync(path.join(workDir, 'site-evil'));
  writeFileSync(path.join(workDir, 'site-evil', 'secret.txt'), secret);
  serve = createStaticSite(root);
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('the local static site', () => {
  it.each(['/', '/some/spa/route', '/listings/01HXYZ/edit', '/index.html'])(
    'answers %s with index.html, never cached',
    async (pathname) => {
      const response = await request(serve, pathname);
      expect(response.status).toBe(200);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves a hashed asset with its content type, cached for good', async () => {
    const response = await request(serve, '/assets/app-abc.js');
    expect(response.status).toBe(200);
    expect(response.body).toBe(appJs);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
  });

  it('serves WebAssembly as application/wasm, which the browser needs to compile it as it streams', async () => {
    const response = await request(serve, '/assets/zxing_reader-abc.wasm');
    expect(response).toMatchObject({ status: 200, body: 'WASM' });
    expect(response.headers['content-type']).toBe('application/wasm');
  });

  it('serves a file outside assets/ without the long cache', async () => {
    const response = await request(serve, '/favicon.ico');
    expect(response).toMatchObject({ status: 200, body: 'icon' });
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker and the web app manifest with their types, revalidated on every load', async () => {
    const root = path.join(workDir, 'site');
    writeFileSync(path.join(root, 'sw.js'), 'self.skipWaiting();');
    writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"Snap List Shift"}');
    const worker = await request(serve, '/sw.js');
    expect(worker).toMatchObject({ status: 200, body: 'self.skipWaiting();' });
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await request(serve, '/manifest.webmanifest');
    expect(manifest).toMatchObject({ status: 200, body: '{"name":"Snap List Shift"}' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset or a folder with index.html, not a listing or an error', async () => {
    for (const pathname of ['/assets/missing.js', '/assets', '/assets/']) {
      const response = await request(serve, pathname);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('tells browsers not to sniff content types', async () => {
    for (const pathname of ['/', '/assets/app-abc.js', '/favicon.ico']) {
      expect((await request(serve, pathname)).headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/..%2fsecret.txt',
    '/..%2Fsecret.txt',
    '/assets/../../secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/../site-evil/secret.txt',
    '/..%5csecret.txt',
    '/secret.txt%00.html',
    '//' + path.join(tmpdir(), 'secret.txt'),
  ])('never serves a file outside the root for %s', async (pathname) => {
    const response = await request(serve, pathname);
    expect(response.body).not.toContain(secret);
    expect(response.status).toBe(200);
    expect(response.body).toBe(indexHtml);
  });

  it('never serves a file outside the root by an absolute or a climbing path', async () => {
    const outside = path.join(workDir, 'secret.txt');
    const climbs = `/${'..%2f'.repeat(outside.split(path.sep).length)}${outside.slice(1)}`;
    for (const pathname of [outside, `/${outside}`, climbs, encodeURIComponent(outside)]) {
      expect((await request(serve, pathname)).body).toBe(indexHtml);
    }
  });

  it('answers a malformed percent-encoding with index.html rather than throwing', async () => {
    const response = await request(serve, '/%E0%A4%A');
    expect(response).toMatchObject({ status: 200, body: indexHtml });
  });

  it('keeps the long cache to the root assets/ folder, wherever the root lives', async () => {
    // A checkout under a folder named "assets" must not make index.html immutable.
    const root = path.join(workDir, 'assets', 'site');
    mkdirSync(path.join(root, 'nested', 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), indexHtml);
    writeFileSync(path.join(root, 'nested', 'assets', 'logo.svg'), '<svg/>');
    const nestedServe = createStaticSite(root);
    for (const pathname of ['/index.html', '/nested/assets/logo.svg']) {
      expect((await request(nestedServe, pathname)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 503 with a helpful message when the web app is not built', async () => {
    const response = await request(createStaticSite(path.join(workDir, 'not-built')), '/');
    expect(response.status).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build:web');
  });
});

describe('a route with a page of its own', () => {
  const authHtml = '<!doctype html><div id="root" inert><main>Sign In</main></div>';

  it('answers /auth with the page the home names for it, never cached, compressed when accepted', async () => {
    const root = path.join(workDir, 'site');
    writeFileSync(path.join(root, 'auth.html'), authHtml);
    writeFileSync(path.join(root, 'auth.html.br'), 'BROTLI-AUTH');
    const withPages = createStaticSite(root, { '/auth': 'auth.html' });
    const response = await request(withPages, '/auth');
    expect(response).toMatchObject({ status: 200, body: authHtml });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect((await request(withPages, '/auth', 'br')).body).toBe('BROTLI-AUTH');
    expect((await request(withPages, '/')).body).toBe(indexHtml);
  });

  it('answers /auth with index.html while the build has not written its page', async () => {
    const withPages = createStaticSite(path.join(workDir, 'site'), { '/auth': 'auth-google.html' });
    expect((await request(withPages, '/auth')).body).toBe(indexHtml);
  });
});

describe('compressed assets', () => {
  it('sends the brotli copy when the browser accepts br, with Content-Encoding and Vary', async () => {
    const response = await request(serve, '/assets/app-abc.js', 'gzip, deflate, br');
    expect(response.body).toBe('BROTLI');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip copy to a browser without brotli', async () => {
    const response = await request(serve, '/assets/app-abc.js', 'gzip');
    expect(response.body).toBe('GZIP');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the file as it is when no encoding is accepted, or br is refused with q=0', async () => {
    expect((await request(serve, '/assets/app-abc.js')).body).toBe(appJs);
    const refused = await request(serve, '/assets/app-abc.js', 'br;q=0');
    expect(refused.body).toBe(appJs);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
