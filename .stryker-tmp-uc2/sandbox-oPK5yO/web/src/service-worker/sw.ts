// @ts-nocheck
// The service worker (/sw.js, built by vite-plugin-pwa from this file): it precaches the
// build's static files, so a repeat visit paints from the cache, answers the app's page
// navigations with the precached page, and answers /config.json from its last copy while it
// fetches the current one for the next load (stale-while-revalidate). Nothing else is handled:
// the API, photos and other sites' images go to the network as if there were no worker, and
// nothing else is ever put in a cache at run time (docs/architecture/web.md#installable).
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { cachedPageFor, cachedPages, type CachedPage } from './cached-page';
import { isRuntimeConfig, runtimeConfigCache } from './runtime-config-route';

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

// The runtime config is the same for every visitor of a deployment and changes only with one:
// a load after such a change starts with the previous config (as it runs the previous app
// version, above) and the next load has the new one.
registerRoute(
  ({ request, url }) => request.method === 'GET' && isRuntimeConfig(url, self.location.origin),
  new StaleWhileRevalidate({ cacheName: runtimeConfigCache }),
);
