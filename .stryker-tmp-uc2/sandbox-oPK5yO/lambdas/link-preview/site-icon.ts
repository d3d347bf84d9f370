// @ts-nocheck
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, upstreamError } from '../lib/runtime/api-error';
import { logger } from '../lib/runtime/logger';
import { previewCacheKey, type CachedOutcome } from '../lib/ports/preview-cache';
import { findSafeFetchError, SafeFetchError } from '../lib/adapters/safe-fetch/safe-fetch-error';
import { SAFE_FETCH_TIMEOUT_MS, type BodyReader } from '../lib/adapters/safe-fetch/safe-fetcher';
import type { PreviewDeps } from './fetch-open-graph';
import { PREVIEW_CACHE_SECONDS, PREVIEW_FAILURE_CACHE_SECONDS } from './preview-limits';
import { readPageTags } from './read-page-tags';

// GET /api/favicon?domain= (docs/design.md#api): the spec's favicon fallback without a
// third-party service. The icon is found from the home page's <link rel=icon> (or shortcut
// icon, apple-touch-icon) or at /favicon.ico, fetched by the same safe fetcher, and answered
// only if its bytes are a raster image: never SVG (it can carry script), never HTML.

export interface SiteIcon {
  contentType: string;
  bytes: Uint8Array;
}

/** Raster types a browser shows in an <img>, by what file-type reads in the bytes. */
const rasterTypes = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/x-icon',
  'image/bmp',
  'image/avif',
]);

const hostnamePattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/** `www.ebay.co.uk` -> itself; anything with a scheme, port, path or odd characters -> undefined. */
export function parseSiteDomain(raw: string): string | undefined {
  const text = raw.trim().toLowerCase().replace(/\.$/, '');
  if (!/^[^/?#@:\\\s]+$/.test(text)) return undefined;
  let hostname: string;
  try {
    hostname = new URL(`https://${text}/`).hostname;
  } catch {
    return undefined;
  }
  return hostnamePattern.test(hostname) ? hostname : undefined;
}

const after = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

export async function siteIcon(rawDomain: string, deps: PreviewDeps, now: Date): Promise<SiteIcon> {
  const domain = parseSiteDomain(rawDomain);
  if (!domain) throw badRequest('domain: give a site name such as www.example.com.');
  const key = previewCacheKey.icon(domain);

  const cached = await deps.cache.get(key, now);
  if (cached?.kind === 'icon') return { contentType: cached.contentType, bytes: cached.bytes };
  if (cached?.kind === 'failure') throw upstreamError(cached.message);

  let outcome: CachedOutcome;
  try {
    const icon = await findIcon(domain, deps);
    outcome = icon
      ? { kind: 'icon', ...icon }
      : { kind: 'failure', message: 'This site has no icon we can show.' };
  } catch (error) {
    const failure = findSafeFetchError(error);
    if (!failure) throw error;
    if (failure.refused) throw badRequest(failure.message);
    logger.warn('site icon fetch failed', { code: failure.code });
    outcome = { kind: 'failure', message: `Could not fetch this site's icon. ${failure.message}` };
  }
  if (outcome.kind === 'failure') {
    await deps.cache.put(key, outcome, after(now, PREVIEW_FAILURE_CACHE_SECONDS));
    throw upstreamError(outcome.message);
  }
  await deps.cache.put(key, outcome, after(now, PREVIEW_CACHE_SECONDS));
  return { contentType: outcome.contentType, bytes: outcome.bytes };
}

/** The first candidate whose bytes are a raster image; undefined when none is. */
async function findIcon(domain: string, deps: PreviewDeps): Promise<SiteIcon | undefined> {
  // One time budget for the home page and every candidate icon together.
  const signal = AbortSignal.timeout(SAFE_FETCH_TIMEOUT_MS);
  for (const candidate of await iconCandidates(domain, deps, signal)) {
    try {
      const icon = await deps.fetcher.fetch(candidate, 'icon', { signal });
      const type = await fileTypeFromBuffer(icon.body);
      if (type && rasterTypes.has(type.mime))
        return { contentType: type.mime, bytes: new Uint8Array(icon.body) };
    } catch (error) {
      // A refused candidate (a link to a private address) or a missing one: try the next.
      if (!(error instanceof SafeFetchError) || error.code === 'timeout') throw error;
    }
  }
  return undefined;
}

/** The home page's icon link (resolved against where the page ended up), then /favicon.ico. */
async function iconCandidates(domain: string, deps: PreviewDeps, signal: AbortSignal): Promise<string[]> {
  const home = `https://${domain}/`;
  const fallback = new URL('/favicon.ico', home).href;
  try {
    // Only the home page's head is read: the icon link is there.
    const { icon, pageUrl } = await deps.fetcher.read(home, 'page', iconLinkOf, { signal });
    const linked = icon ? safeUrl(icon, pageUrl) : undefined;
    return linked && linked !== fallback ? [linked, fallback] : [fallback];
  } catch (error) {
    // The domain itself refused (a private address) is the caller's error; a home page that
    // fails or is not HTML still leaves /favicon.ico to try.
    if (error instanceof SafeFetchError && (error.refused || error.code === 'timeout')) throw error;
    return [fallback];
  }
}

const iconLinkOf: BodyReader<{ icon?: string; pageUrl: URL }> = async (page, chunks) => ({
  icon: (await readPageTags(page, chunks)).icon,
  pageUrl: page.url,
});

function safeUrl(href: string, base: URL): string | undefined {
  try {
    return new URL(href, base).href;
  } catch {
    return undefined;
  }
}
