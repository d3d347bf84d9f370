import { knownBrands } from './known-brands';
import { marketplaceNames, type MarketplaceId } from './marketplaces';
import type { UserFields } from './user-fields';

// Names a marketplace's listing must not hold (docs/marketplaces.md#vinted-uk-and-ireland):
// Vinted hides a listing that "promotes another marketplace" or where "multiple brands are
// mentioned in a single listing". Pure: the patterns and the text without them.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names as whole words (no letter or digit either side), in any case; none for no names. */
export function wholeWords(names: readonly string[]): RegExp | undefined {
  if (names.length === 0) return undefined;
  // Longest first, so "Facebook Marketplace" goes as one name rather than leaving "Marketplace".
  const longestFirst = [...names].sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${longestFirst.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** Every other marketplace's name, and Facebook on its own. */
export function otherMarketplaces(own: MarketplaceId): string[] {
  return marketplaceNames
    .filter((name) => !(own === 'vinted' && name === 'Vinted'))
    .flatMap((name) => (name === 'Facebook Marketplace' ? [name, 'Facebook', 'FB Marketplace'] : [name]));
}

/**
 * The brands a brand field lists ("Nike / Adidas", "Nike, Adidas", "Nike x Sacai"), in its
 * order. "&" and "and" stay: they join one brand's name as often (Marks & Spencer, H&M).
 */
export function brandsOf(field: string): string[] {
  return field
    .split(/\s*[/,|]\s*|\s+[x+]\s+/i)
    .map((brand) => brand.trim())
    .filter((brand) => brand !== '');
}

const has = (text: string, name: string) => wholeWords([name])?.test(text) === true;

/** The known brand the text names first, spelt as the maker does. */
function firstKnownBrandIn(text: string): string | undefined {
  const found = wholeWords(knownBrands)?.exec(text)?.[0]?.toLowerCase();
  return knownBrands.find((brand) => brand.toLowerCase() === found);
}

/**
 * The item's own brand: the first the brand field lists; with none there, the first known
 * brand the title names, else the description (a listing may name that one brand).
 */
export function ownBrand(fields: UserFields): string | undefined {
  const [first] = brandsOf(fields.brand ?? '');
  if (first) return first;
  return firstKnownBrandIn(fields.title ?? '') ?? firstKnownBrandIn(fields.description ?? '');
}

/**
 * Every brand but the item's own: the known brands (domain/known-brands.ts) and the brand
 * field's others. A known brand inside the own brand's name ("Nike SB") is its own.
 */
export function otherBrands(fields: UserFields): string[] {
  const own = ownBrand(fields);
  const isOwn = (brand: string) =>
    own !== undefined && (brand.toLowerCase() === own.toLowerCase() || has(own, brand));
  const fieldOthers = brandsOf(fields.brand ?? '').slice(1);
  return [...knownBrands, ...fieldOthers].filter((brand) => !isOwn(brand));
}

/** The text without the names (until none is left: removing one cannot form another). */
export function withoutNames(text: string, names: RegExp): string {
  let result = text;
  for (let before = ''; before !== result;) {
    before = result;
    result = result.replace(names, '').replace(/[ \t]{2,}/g, ' ');
  }
  return result.trim();
}

/**
 * The text less every sentence that names one of the names, then less any name left: a
 * sentence such as "Nike and Adidas fans will love these." goes whole, since taking the name
 * out of it ("Nike and fans will love these.") reads wrongly.
 */
export function withoutSentencesNaming(text: string, names: RegExp): string {
  const naming = new RegExp(names.source, 'iu');
  const lines = text.split('\n').map((line) =>
    line
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => !naming.test(sentence))
      .join(' '),
  );
  return withoutNames(lines.join('\n').replace(/\n{3,}/g, '\n\n'), names);
}
