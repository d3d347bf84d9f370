// @ts-nocheck
import { InMemoryPreviewCache } from '#tests/support/in-memory/in-memory-preview-cache.ts';
import { createSafeFetcher } from '#lambdas/lib/adapters/safe-fetch/safe-fetcher.ts';
import type { PreviewDeps } from '#lambdas/link-preview/fetch-open-graph.ts';
import { loopbackConnector, startLoopbackSite, testResolver, type Route } from '../safe-fetch/loopback-kit';

/**
 * The preview use cases over the real safe fetcher (real address policy, pretend DNS, every
 * socket to one loopback server) and an in-memory cache. `fetches(path)` counts what the
 * server saw, so a test can tell a cached answer from a fetched one.
 */
export async function startPreviewWorld(routes: Record<string, Route>) {
  const site = await startLoopbackSite(routes);
  const fetcher = createSafeFetcher({ resolve: testResolver, connector: loopbackConnector(site.port) });
  const cache = new InMemoryPreviewCache();
  const deps: PreviewDeps = { fetcher, cache };
  return {
    deps,
    cache,
    fetches: (path: string) => site.seen.filter((request) => request.path === path).length,
    stop: async () => {
      await fetcher.close();
      await site.close();
    },
  };
}

/** A clock the test moves by hand. */
export function clockAt(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    advance(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}
