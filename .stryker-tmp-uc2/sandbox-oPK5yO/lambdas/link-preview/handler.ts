// @ts-nocheck
import { signedInCaller } from '../lib/runtime/caller';
import { callerBoundary } from '../lib/runtime/factories/caller-boundary';
import { makePreviewCache } from '../lib/runtime/factories/make-preview-cache';
import { makePreviewRateLimiter } from '../lib/runtime/factories/make-preview-rate-limiter';
import { makeSafeFetcher } from '../lib/runtime/factories/make-safe-fetcher';
import { json, parseBody, withApiHandler } from '../lib/runtime/http';
import { routeTo } from '../lib/runtime/routing';
import { defineServices } from '../lib/runtime/services';
import { fetchOpenGraph } from './fetch-open-graph';
import { iconResult } from './icon-result';
import { previewBody } from './preview-body';
import { iconRateLimit, previewRateLimit } from './preview-limits';
import { enforceRateLimit } from './rate-limit-guard';
import { siteIcon } from './site-icon';

const services = defineServices({
  ...callerBoundary,
  previewCache: makePreviewCache,
  safeFetcher: makeSafeFetcher,
  rateLimiter: makePreviewRateLimiter,
});

const deps = () => ({ fetcher: services.safeFetcher, cache: services.previewCache });

/** Related Listings' previews and site icons (docs/product.md#calls; docs/design.md#api and docs/design.md#security). */
export const handler = withApiHandler<'link-preview'>(async (event) => {
  const caller = await signedInCaller(event, services);
  const now = new Date();
  return routeTo(event, {
    fetchOpenGraph: async () => {
      const { url } = parseBody(event, previewBody);
      await enforceRateLimit(services.rateLimiter, previewRateLimit, caller.userId, 'preview', now);
      return json(200, await fetchOpenGraph(url, deps(), now));
    },

    getFavicon: async () => {
      const domain = event.queryStringParameters?.domain ?? '';
      await enforceRateLimit(services.rateLimiter, iconRateLimit, caller.userId, 'site icon', now);
      return iconResult(await siteIcon(domain, deps(), now));
    },
  });
});
