import type { PageDeclarations } from '#domain/link-preview.ts';
import type { HeadElement, PageHead } from './page-head-reader';
import { readPageHead } from './read-page-head';

// What a page declares about itself in its head, read the way open-graph-scraper read it
// before this reader replaced it (same tags, same order of preference), from the head only.

export interface PageTags extends PageDeclarations {
  /** The href of the page's icon link, as written (may be relative). */
  icon?: string;
}

/** Per list of pictures, as open-graph-scraper kept. */
const IMAGES_PER_LIST_MAX = 10;

/** A meta's name (`property`, else `name`, lower-cased) and its value (`content`, else `value`). */
function metaOf(element: HeadElement): { key: string; value: string } | undefined {
  if (element.name !== 'meta') return undefined;
  const key = element.attributes.get('property') || element.attributes.get('name');
  const value = element.attributes.get('content') || element.attributes.get('value');
  return key && value ? { key: key.toLowerCase(), value } : undefined;
}

function metaValues(head: PageHead, key: string): string[] {
  const values: string[] = [];
  for (const element of head.elements) {
    const meta = metaOf(element);
    if (meta?.key === key) values.push(meta.value);
  }
  return values;
}

/** The first list that has anything, capped. */
function firstList(...lists: string[][]): string[] {
  return (lists.find((list) => list.length > 0) ?? []).slice(0, IMAGES_PER_LIST_MAX);
}

const relTokens = (element: HeadElement) =>
  (element.attributes.get('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** Which link is the icon, most wanted first (open-graph-scraper's order). */
const iconLinkTests: ((element: HeadElement) => boolean)[] = [
  (link) => relTokens(link).includes('shortcut') && relTokens(link).includes('icon'),
  (link) => relTokens(link).includes('icon'),
  (link) => relTokens(link).includes('mask-icon'),
  (link) => relTokens(link).includes('apple-touch-icon'),
  (link) => link.attributes.get('type') === 'image/png',
  (link) => link.attributes.get('type') === 'image/ico',
  (link) => link.attributes.get('type') === 'image/x-icon',
];

function iconOf(head: PageHead): string | undefined {
  const links = head.elements.filter((element) => element.name === 'link' && element.attributes.get('href'));
  for (const test of iconLinkTests) {
    const link = links.find(test);
    if (link) return link.attributes.get('href');
  }
  return head.elements.map(metaOf).find((meta) => meta?.key.includes('appicon'))?.value;
}

/**
 * The pictures and titles a head declares, in order of preference. Pictures: og:image (its
 * secure_url list when given, else og:image, else og:image:url), then twitter:image (else
 * twitter:image:src). Titles: og:title, <title>, <meta name=title>, twitter:title.
 */
function tagsOfHead(head: PageHead): PageTags {
  return {
    imageUrls: [
      ...firstList(
        metaValues(head, 'og:image:secure_url'),
        metaValues(head, 'og:image'),
        metaValues(head, 'og:image:url'),
      ),
      ...firstList(metaValues(head, 'twitter:image'), metaValues(head, 'twitter:image:src')),
    ],
    titles: [
      metaValues(head, 'og:title')[0],
      head.title,
      metaValues(head, 'title')[0],
      metaValues(head, 'twitter:title')[0],
    ],
    icon: iconOf(head),
  };
}

/** Reads a page's head from its bytes as they arrive, and what it declares. */
export async function readPageTags(
  page: { charset?: string },
  chunks: AsyncIterable<Uint8Array>,
): Promise<PageTags> {
  return tagsOfHead(await readPageHead(chunks, page.charset));
}
