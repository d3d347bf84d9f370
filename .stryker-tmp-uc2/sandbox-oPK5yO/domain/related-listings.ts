// @ts-nocheck
import { RELATED_LISTINGS_MAX } from './constants';
import { scanPrices } from './prices';

// Reading the AI's web research (docs/product.md#data, "AI response"): the enrichment has an
// output list; entries of type message hold content entries of type output_text, whose
// annotations of type url_citation cite the pages the research found. Everything here
// accepts `unknown`, because stored or upstream data may be missing or malformed: such
// input gives no links and no text, never an exception.

export interface RelatedListing {
  url: string;
  /** The cited page's title, when the citation carries one. */
  title?: string;
  /** The one £/$ amount written beside the citation, when there is exactly one. */
  price?: number;
}

interface Citation {
  url: string;
  title?: string;
  start: number;
  end: number;
}

interface OutputText {
  text: string;
  citations: Citation[];
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const entries = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : []);
// A missing or fractional index becomes -1, which priceBeside refuses like any negative one.
const index = (value: unknown): number => (Number.isInteger(value) ? Number(value) : -1);

/**
 * An http(s) URL in its normalised form, without its `utm_*` tracking parameters (web
 * search cites pages as `...?utm_source=openai`, so one page cited twice would otherwise
 * count as two links); anything else (javascript:, junk) is dropped.
 */
function webUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    // The URL parser itself drops the spaces and control characters around a URL.
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    for (const name of [...url.searchParams.keys()]) {
      if (name.toLowerCase().startsWith('utm_')) url.searchParams.delete(name);
    }
    return url.href;
  } catch {
    return undefined;
  }
}

function outputTexts(enrichment: unknown): OutputText[] {
  if (!isObject(enrichment)) return [];
  return entries(enrichment.output)
    .filter((entry) => entry.type === 'message')
    .flatMap((message) => entries(message.content))
    .filter((content) => content.type === 'output_text')
    .map((content) => ({
      text: typeof content.text === 'string' ? content.text : '',
      citations: entries(content.annotations).flatMap((annotation): Citation[] => {
        const url = webUrl(annotation.url);
        if (annotation.type !== 'url_citation' || url === undefined) return [];
        const title = typeof annotation.title === 'string' ? annotation.title.trim() : '';
        const start = index(annotation.start_index);
        const end = index(annotation.end_index);
        return [{ url, ...(title ? { title } : {}), start, end }];
      }),
    }));
}

/**
 * The price written beside a citation: the only amount between the start of its sentence
 * (or line, or the previous citation) and the citation's end. None when the indexes are
 * unusable or the span holds no amount or several (a range belongs to no one link).
 */
function priceBeside(text: string, citation: Citation, previousEnd: number): number | undefined {
  const { start, end } = citation;
  if (start < 0 || end < start || end > text.length) return undefined;
  const before = text.slice(0, start);
  const fullStop = before.lastIndexOf('. ');
  // With no full stop before it, the sentence starts at the text's first character.
  const sentenceStart = Math.max(before.lastIndexOf('\n') + 1, fullStop === -1 ? 0 : fullStop + 2);
  const amounts = new Set(scanPrices(text.slice(Math.max(sentenceStart, previousEnd), end)));
  return amounts.size === 1 ? [...amounts][0] : undefined;
}

/**
 * The Related Listings of an AI enrichment: at most 5 distinct http(s) URLs, in the order
 * cited, each with its title and price when known.
 */
export function relatedListings(enrichment: unknown): RelatedListing[] {
  const found = new Map<string, RelatedListing>();
  for (const { text, citations } of outputTexts(enrichment)) {
    let previousEnd = 0;
    for (const citation of [...citations].sort((a, b) => a.start - b.start)) {
      const priceHere = priceBeside(text, citation, previousEnd);
      previousEnd = Math.max(previousEnd, citation.end);
      const known = found.get(citation.url);
      if (!known && found.size >= RELATED_LISTINGS_MAX) continue;
      // A URL cited twice keeps its first place; a later citation may fill a missing detail.
      const title = known?.title ?? citation.title;
      const price = known?.price ?? priceHere;
      found.set(citation.url, {
        url: citation.url,
        ...(title ? { title } : {}),
        ...(price !== undefined ? { price } : {}),
      });
    }
  }
  return [...found.values()];
}

/** All research text of an enrichment, joined by blank lines: the price hint reads this. */
export function researchText(enrichment: unknown): string {
  return outputTexts(enrichment)
    .map((output) => output.text)
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

/** The host name of a URL (for the site-icon fallback), if it is an http(s) URL. */
export function siteDomain(url: string): string | undefined {
  const href = webUrl(url);
  return href === undefined ? undefined : new URL(href).hostname;
}
