import ogs from 'open-graph-scraper';
import type { PageDeclarations } from '#domain/link-preview.ts';

// open-graph-scraper reads the tags; it never fetches here. It is given the HTML our safe
// fetcher downloaded (its `html` option), so it opens no connection of its own: its own fetch
// would follow redirects anywhere and read whole bodies with no size cap (DESIGN.md section 6).

export interface PageTags extends PageDeclarations {
  /** The href of the page's icon link, as written (may be relative). */
  icon?: string;
}

const nothing: PageTags = { imageUrls: [], titles: [] };

/**
 * The pictures and titles a page declares, in order of preference: Open Graph, then Twitter
 * card tags; the scraper's fallbacks fill a missing og:title from <title> and a missing
 * og:image from the page's <img> elements with absolute URLs.
 */
export async function readPageTags(html: string): Promise<PageTags> {
  // ogs treats an empty `html` as absent and would then want a `url` to fetch.
  if (html.trim() === '') return nothing;
  const { result } = await ogs({ html });
  return {
    imageUrls: [
      ...(result.ogImage ?? []).map((image) => image.url),
      ...(result.twitterImage ?? []).map((image) => image.url),
    ],
    titles: [result.ogTitle, result.twitterTitle],
    icon: result.favicon,
  };
}
