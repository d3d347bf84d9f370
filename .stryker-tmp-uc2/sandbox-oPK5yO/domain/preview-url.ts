// @ts-nocheck
// The server-side link-preview cache's key (docs/design.md#data and docs/design.md#ai): the same page is the
// same entry whatever tracking parameters a link carries. Research answers put `utm_source`
// on cited URLs, so two viewers of one listing may ask for one page under two spellings.

/** Parses a link to preview: an absolute URL or undefined. */
export function parsePreviewUrl(raw: string): URL | undefined {
  try {
    return new URL(raw.trim());
  } catch {
    return undefined;
  }
}

/**
 * The normalised form: `utm_*` parameters and the fragment dropped (neither changes what the
 * server sends), the rest as the URL parser writes it (host lower-cased, default port gone).
 */
export function normalisePreviewUrl(url: URL): string {
  const normal = new URL(url.href);
  normal.hash = '';
  for (const name of [...normal.searchParams.keys()]) {
    if (name.toLowerCase().startsWith('utm_')) normal.searchParams.delete(name);
  }
  // A bare "?" (an empty query) asks for the same page as none: setting it drops the "?".
  if (normal.search === '') normal.search = '';
  return normal.href;
}
