// The service worker (/sw.js, built by vite-plugin-pwa from this file): it precaches the
// build's static files, so a repeat visit paints from the cache, and answers the app's
// page navigations with the precached page. Nothing else is handled: the API, /config.json,
// photos and other sites' images go to the network as if there were no worker, and nothing
// is ever put in a cache at run time (docs/architecture/web.md#installable).
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { cachedPageFor, cachedPages, type CachedPage } from './cached-page';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// A new version takes over as soon as it has cached all its files: the page open now keeps
// running (its files stay on the server, which never deletes hashed assets), and the next
// load is the new version. No reload is forced, so nothing typed is lost.
void self.skipWaiting();
clientsClaim();

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const pageHandlers = Object.fromEntries(
  Object.values(cachedPages).map((page) => [page, createHandlerBoundToURL(page)]),
) as Record<CachedPage, ReturnType<typeof createHandlerBoundToURL>>;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && cachedPageFor(url, self.location.origin) !== undefined,
  (options) => pageHandlers[cachedPageFor(options.url, self.location.origin)!](options),
);
