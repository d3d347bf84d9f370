// @ts-nocheck
import type { LinkPreview } from '#domain/link-preview.ts';

// The server-side cache of link previews and site icons (docs/design.md#data): a popular page
// is fetched once an hour, not once per viewer, and a dead one once every few minutes.

export type CachedOutcome =
  | { kind: 'preview'; preview: LinkPreview }
  | { kind: 'icon'; contentType: string; bytes: Uint8Array }
  /** The far side failed: said again, without a fetch, until the short failure cache ends. */
  | { kind: 'failure'; message: string };

export interface PreviewCache {
  /** The outcome stored under `key`, unless it has expired by `now`. */
  get(key: string, now: Date): Promise<CachedOutcome | undefined>;
  put(key: string, outcome: CachedOutcome, expiresAt: Date): Promise<void>;
}

/** Keys of the two kinds of entry in the one table. */
export const previewCacheKey = {
  page: (normalisedUrl: string) => `page#${normalisedUrl}`,
  icon: (hostname: string) => `icon#${hostname}`,
};
