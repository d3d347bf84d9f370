// @ts-nocheck
// Which navigations the service worker answers from its cache, and with which page: the same
// rule both homes follow for a path that is not a file (CloudFront's viewer-request function,
// infra/constructs/spa-fallback-code.ts, and infra/local/static-site.ts), so a page from the
// cache is the page the network would have sent (docs/architecture/web.md#installable).

/** The precached pages, by the URL the worker precached them under. */
export const cachedPages = { auth: '/auth', app: '/index.html' } as const;

export type CachedPage = (typeof cachedPages)[keyof typeof cachedPages];

/** Paths the site answers with something other than the app: the API and the twin's helpers. */
const notTheApp = ['/api/', '/_local/'];

/**
 * The page for a navigation to `url` on `origin`, or undefined when the network must answer:
 * another origin, the API, the twin's own pages, and any file (a last path segment with a
 * dot, such as /config.json).
 */
export function cachedPageFor(url: URL, origin: string): CachedPage | undefined {
  if (url.origin !== origin) return undefined;
  const { pathname } = url;
  if (notTheApp.some((prefix) => pathname.startsWith(prefix))) return undefined;
  if (pathname === cachedPages.auth) return cachedPages.auth;
  if (pathname.split('/').pop()!.includes('.')) return undefined;
  return cachedPages.app;
}
