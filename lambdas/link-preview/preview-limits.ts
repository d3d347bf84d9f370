import { LINK_PREVIEW_CACHE_MS } from '#domain/constants.ts';
import type { RateLimit } from '../lib/ports/rate-limiter';

// Generous for a person, refusing a crawler. A person opening the Review tab with 20 items
// asks for at most 100 previews (5 links each, docs/product.md#screens), and the web app caches each
// for an hour; icons are asked for only when a preview fails. A crawler using us as a proxy
// at one request a second is stopped within 4 minutes.

/** The spec's one hour (docs/product.md#constants-and-limits), on the server too (docs/design.md#data). */
export const PREVIEW_CACHE_SECONDS = LINK_PREVIEW_CACHE_MS / 1000;
/** A dead page is tried again after this long, not once per viewer. */
export const PREVIEW_FAILURE_CACHE_SECONDS = 5 * 60;

export const previewRateLimit: RateLimit = { name: 'link-preview', limit: 200, windowSeconds: 10 * 60 };
export const iconRateLimit: RateLimit = { name: 'site-icon', limit: 200, windowSeconds: 10 * 60 };
