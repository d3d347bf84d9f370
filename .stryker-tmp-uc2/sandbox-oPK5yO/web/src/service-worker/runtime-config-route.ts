// @ts-nocheck
// The one request the worker caches at run time: this site's /config.json
// (docs/architecture/web.md#installable). Its own cache, so a check of the caches can tell it
// apart from the precache, and no API answer or photo ever shares it.

export const runtimeConfigCache = 'runtime-config';

export const isRuntimeConfig = (url: URL, origin: string): boolean =>
  url.origin === origin && url.pathname === '/config.json' && url.search === '';
