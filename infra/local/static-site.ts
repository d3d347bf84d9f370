import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';

// Serves the built web app the way CloudFront serves it from S3: files as they are, and
// index.html for any other path so the single-page app's router can answer (404 page).
// Text files go out brotli- or gzip-compressed when the browser accepts it, from the .br/.gz
// copies the build wrote beside them (web/vite-precompress.ts); CloudFront
// compresses the same files in the cloud.

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // WebAssembly compiles while it downloads only when served as such (the barcode reader).
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * `pages` maps client-side routes to the page served for them instead of index.html (as
 * CloudFront's viewer-request function does in the cloud): /auth's page carries the sign-in
 * screen as static HTML (domain/auth-page.ts). A page the build did not write falls back to
 * index.html.
 */
export function createStaticSite(rootDir: string, pages: Record<string, string> = {}) {
  const root = path.resolve(rootDir);

  function send(response: ServerResponse, file: string, cache: string, accepted: string | undefined) {
    const encoding = precompressed(file, accepted);
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': cache,
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding.name } : {}),
    });
    createReadStream(encoding ? encoding.file : file).pipe(response);
  }

  return function serve(pathname: string, response: ServerResponse, headers: IncomingHttpHeaders = {}) {
    const accepted = headers['accept-encoding'];
    const index = path.join(root, 'index.html');
    if (!existsSync(index)) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The web app is not built yet: run "npm run build:web".');
      return;
    }
    const file = path.resolve(root, `.${safeDecode(pathname)}`);
    const inside = file.startsWith(`${root}${path.sep}`);
    if (inside && existsSync(file) && statSync(file).isFile()) {
      const hashed = file.startsWith(`${path.join(root, 'assets')}${path.sep}`);
      send(response, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache', accepted);
      return;
    }
    const page = Object.hasOwn(pages, pathname) ? path.join(root, pages[pathname]!) : undefined;
    send(response, page && existsSync(page) ? page : index, 'no-cache', accepted);
  };
}

/** The best precompressed copy of `file` the browser accepts: brotli first, then gzip. */
function precompressed(
  file: string,
  acceptEncoding: string | undefined,
): { name: 'br' | 'gzip'; file: string } | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );
  if (accepted.has('br') && existsSync(`${file}.br`)) return { name: 'br', file: `${file}.br` };
  if (accepted.has('gzip') && existsSync(`${file}.gz`)) return { name: 'gzip', file: `${file}.gz` };
  return undefined;
}

/** A malformed escape such as `/%E0` is a path that matches no file, not a server error. */
function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return '/';
  }
}
