// @ts-nocheck
import type { LinkPreview } from '#domain/link-preview.ts';
import { normalisePreviewUrl, parsePreviewUrl } from '#domain/preview-url.ts';
import { badRequest, upstreamError } from '../lib/runtime/api-error';
import { logger } from '../lib/runtime/logger';
import { previewCacheKey, type PreviewCache } from '../lib/ports/preview-cache';
import { findSafeFetchError } from '../lib/adapters/safe-fetch/safe-fetch-error';
import type { SafeFetcher } from '../lib/adapters/safe-fetch/safe-fetcher';
import { previewOfPage } from './page-preview';
import { PREVIEW_CACHE_SECONDS, PREVIEW_FAILURE_CACHE_SECONDS } from './preview-limits';

export interface PreviewDeps {
  fetcher: SafeFetcher;
  cache: PreviewCache;
}

const seconds = (now: Date, count: number) => new Date(now.getTime() + count * 1000);

/**
 * POST /api/fetch-open-graph (docs/product.md#calls): the preview of one page, from the cache when
 * it was made within the hour; a failure is remembered for a few minutes so a dead page is
 * not fetched once per viewer. Links our policy refuses are the caller's 400, never cached.
 */
export async function fetchOpenGraph(rawUrl: string, deps: PreviewDeps, now: Date): Promise<LinkPreview> {
  const url = parsePreviewUrl(rawUrl);
  if (!url) throw badRequest('url: give the full address of a page, starting with https://.');
  const key = previewCacheKey.page(normalisePreviewUrl(url));

  const cached = await deps.cache.get(key, now);
  if (cached?.kind === 'preview') return cached.preview;
  if (cached?.kind === 'failure') throw upstreamError(cached.message);

  try {
    const preview = await deps.fetcher.read(normalisePreviewUrl(url), 'page', previewOfPage);
    await deps.cache.put(key, { kind: 'preview', preview }, seconds(now, PREVIEW_CACHE_SECONDS));
    return preview;
  } catch (error) {
    const failure = findSafeFetchError(error);
    if (!failure) throw error;
    if (failure.refused) throw badRequest(failure.message);
    logger.warn('preview fetch failed', { code: failure.code });
    const message = `Could not fetch a preview of this page. ${failure.message}`;
    await deps.cache.put(key, { kind: 'failure', message }, seconds(now, PREVIEW_FAILURE_CACHE_SECONDS));
    throw upstreamError(message);
  }
}
