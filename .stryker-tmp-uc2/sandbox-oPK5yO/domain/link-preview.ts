// @ts-nocheck
// The answer of POST /api/fetch-open-graph (docs/product.md#calls): `{image, altImages, title}`,
// built from what a page declares about itself (Open Graph, then Twitter card tags).

export interface LinkPreview {
  /** The main picture: an absolute https URL, or null when the page declares none. */
  image: string | null;
  /** Other pictures the user can choose instead: absolute https URLs, no repeats, never `image`. */
  altImages: string[];
  /** The page's title, trimmed, whitespace collapsed, capped; null when it has none. */
  title: string | null;
}

/** What the page declared, as written in its tags (image URLs may be relative). */
export interface PageDeclarations {
  imageUrls: readonly (string | undefined)[];
  titles: readonly (string | undefined)[];
}

export const PREVIEW_TITLE_MAX_CHARS = 200;
export const PREVIEW_ALT_IMAGES_MAX = 8;

/**
 * An image URL as the browser may load it: relative URLs resolved against the page's final
 * URL (after redirects), and http upgraded to https, as browsers upgrade mixed-content images
 * themselves (the site is https with a strict CSP, which would block an http picture). Most
 * sites serve the same picture over https; when one does not, the card falls back to the
 * site's icon as the picture fails to load. data:, javascript: and the like are dropped.
 */
export function absoluteImageUrl(raw: string | undefined, pageUrl: URL): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text, pageUrl);
    if (url.protocol === 'http:') return `https:${url.href.slice('http:'.length)}`;
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function previewTitle(candidates: readonly (string | undefined)[]): string | null {
  for (const candidate of candidates) {
    const title = candidate?.replace(/\s+/g, ' ').trim();
    if (!title) continue;
    const chars = [...title];
    return chars.length <= PREVIEW_TITLE_MAX_CHARS
      ? title
      : `${chars
          .slice(0, PREVIEW_TITLE_MAX_CHARS - 1)
          .join('')
          .trimEnd()}…`;
  }
  return null;
}

export function buildLinkPreview(declared: PageDeclarations, pageUrl: URL): LinkPreview {
  const images: string[] = [];
  for (const raw of declared.imageUrls) {
    const url = absoluteImageUrl(raw, pageUrl);
    if (url && !images.includes(url)) images.push(url);
  }
  return {
    image: images[0] ?? null,
    altImages: images.slice(1, 1 + PREVIEW_ALT_IMAGES_MAX),
    title: previewTitle(declared.titles),
  };
}
