import { categoryFieldSets, type CategoryName } from './categories';
import { isCondition } from './conditions';
import type { CountryCode } from './countries';
import { countryWords } from './country-words';
import { formatMoney, type CurrencyCode } from './currency';
import { conditionNamesFor } from './marketplace-conditions';
import { type Marketplace, type MarketplaceNeed } from './marketplaces';
import {
  brandsOf,
  otherBrands,
  otherMarketplaces,
  wholeWords,
  withoutNames,
  withoutSentencesNaming,
} from './other-names';
import { marketplaceTexts } from './texts/marketplaces';
import { checkListingPrice } from './prices';
import { titleOrUntitled } from './listing-item';
import { userFieldLabels, type UserFieldName, type UserFields } from './user-fields';

// The listing written for one marketplace (docs/product.md#where-it-sells): the site's title,
// description and fields, in the site's order, following the site's rules from the catalogue
// (domain/marketplaces.ts). Pure: the same item gives the same text.

/** At most this many Depop hashtags: one each from the category, the brand and the colour. */
export const DEPOP_HASHTAGS_MAX = 3;

export interface ListingInput {
  fields: UserFields;
  category: CategoryName;
  /** The item's own currency (the one it was analysed in). */
  currency: CurrencyCode;
  /** The item's country, whose words the listing speaks (shipping or postage, pickup or collection). */
  country: CountryCode;
  /** The profile's Allow Collection. */
  allowCollection: boolean;
}

interface ListingLine {
  label: string;
  value: string;
}

export interface NeedItem {
  need: MarketplaceNeed;
  /** A field of the item that fills it; none when it is chosen on the site itself. */
  field?: Extract<UserFieldName, 'title' | 'price' | 'condition' | 'size' | 'brand'>;
}

export interface MarketplaceListing {
  marketplace: Marketplace;
  title: string;
  /** The item's title is longer than the site takes: the title above is cut. */
  titleCut: boolean;
  description: string;
  /** Price, condition and the category's other filled fields, in the site's words. */
  lines: ListingLine[];
  /** The item's condition in the site's words, for the item screen; none when the item has none. */
  condition?: string;
  hashtags: string[];
  /** The whole listing in the site's order, for Copy and Share. */
  text: string;
  /** What the site asks for that the item still lacks. */
  needs: NeedItem[];
}

/**
 * A title cut to at most `max` characters at a word boundary (a single word longer than the
 * limit is cut inside it), without trailing spaces or punctuation left by the cut.
 */
export function cutTitle(title: string, max: number): string {
  const chars = Array.from(title.trim());
  if (chars.length <= max) return chars.join('');
  const head = chars.slice(0, max).join('');
  const nextIsBoundary = /\s/.test(chars[max] ?? '');
  const lastSpace = head.search(/\s\S*$/);
  const cut = nextIsBoundary || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return cut.replace(/[\s,;:\-–—/&+]+$/u, '');
}

/**
 * The first brand of a field that may list several ("Nike / Adidas", "Nike, Adidas", "Nike x
 * Sacai"). "&" and "and" stay: they join one brand's name as often (Marks & Spencer, H&M).
 */
export function firstBrand(brand: string): string {
  return brandsOf(brand)[0] ?? '';
}

/** Whether a site's listing names the item's own brand only (Vinted's one brand, classifieds' no unrelated brands). */
function ownBrandOnly(marketplace: Marketplace): boolean {
  return marketplace.rules.oneBrand || marketplace.rules.noUnrelatedBrands;
}

/** The names a site's listing must not hold: other marketplaces, other brands. */
function forbiddenNames(marketplace: Marketplace, fields: UserFields): RegExp | undefined {
  return wholeWords([
    ...(marketplace.rules.noOtherMarketplace ? otherMarketplaces(marketplace.id) : []),
    ...(ownBrandOnly(marketplace) ? otherBrands(fields) : []),
  ]);
}

/** One hashtag of a value: its letters and digits, lower case ("Navy blue" -> "#navyblue"). */
function hashtag(value: string | undefined): string | undefined {
  const word = (value ?? '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return word ? `#${word}` : undefined;
}

const categoryTags: Readonly<Record<CategoryName, string | undefined>> = {
  'clothing and footwear': 'clothing',
  books: 'books',
  electronics: 'electronics',
  furniture: 'furniture',
  toys: 'toys',
  kitchenware: 'kitchenware',
  unknown: undefined,
};

/** Depop's hashtags: from the category, the brand and the colour, each once. */
export function depopHashtags(input: ListingInput): string[] {
  const brand = input.fields.brand ? firstBrand(input.fields.brand) : undefined;
  const tags = [hashtag(categoryTags[input.category]), hashtag(brand), hashtag(input.fields.colour)];
  return [...new Set(tags.filter((tag) => tag !== undefined))].slice(0, DEPOP_HASHTAGS_MAX);
}

/**
 * The condition in the site's own words for the item's category where it has them; a condition
 * with no counterpart there keeps the item's words and says it is chosen on the site (never a
 * better grade); else as the item says.
 */
export function conditionFor(marketplace: Marketplace, category: CategoryName, condition: string): string {
  if (!isCondition(condition)) return condition;
  const names = conditionNamesFor(marketplace.rules, category);
  if (!names) return condition;
  return names[condition] ?? marketplaceTexts.conditionOnSite(condition);
}

/** The item's price in its currency, when it has a valid one above 0. */
export function listingPrice(fields: UserFields, currency: CurrencyCode): string | undefined {
  const text = fields.price?.trim() ?? '';
  if (text === '' || !checkListingPrice(text).ok) return undefined;
  return formatMoney(Number(text), currency);
}

// The fields said on lines of their own elsewhere in the text.
const headline: readonly UserFieldName[] = ['title', 'description', 'price', 'condition', 'category'];

const needFields: Readonly<Record<MarketplaceNeed, NeedItem['field']>> = {
  title: 'title',
  price: 'price',
  condition: 'condition',
  size: 'size',
  brand: 'brand',
  parcelSize: undefined,
};

function missingNeeds(marketplace: Marketplace, input: ListingInput, price?: string): NeedItem[] {
  const shown = categoryFieldSets[input.category];
  // Every site asks for a title: an item without one is never said to have everything.
  const title: NeedItem[] = input.fields.title?.trim() ? [] : [{ need: 'title', field: 'title' }];
  return [
    ...title,
    ...marketplace.rules.needs.flatMap((need): NeedItem[] => {
      const field = needFields[need];
      if (!field) return [{ need }];
      // A field the category does not have (a book's size) is not asked for.
      if (field !== 'price' && field !== 'condition' && !shown.includes(field)) return [];
      const missing = field === 'price' ? price === undefined : !input.fields[field]?.trim();
      return missing ? [{ need, field }] : [];
    }),
  ];
}

/** The listing an item makes on one marketplace. */
export function marketplaceListing(marketplace: Marketplace, input: ListingInput): MarketplaceListing {
  const { rules } = marketplace;
  const names = forbiddenNames(marketplace, input.fields);
  const clean = (text: string) => (names ? withoutNames(text, names) : text.trim());
  const fullTitle = clean(titleOrUntitled(input.fields));
  const title = rules.titleMax ? cutTitle(fullTitle, rules.titleMax) : fullTitle;
  const rawDescription = input.fields.description?.trim() ?? '';
  const description = names ? withoutSentencesNaming(rawDescription, names) : rawDescription;
  const price = listingPrice(input.fields, input.currency);
  const ownCondition = input.fields.condition?.trim();
  const condition = ownCondition ? clean(conditionFor(marketplace, input.category, ownCondition)) : undefined;
  const details = categoryFieldSets[input.category]
    .filter((name) => !headline.includes(name))
    .flatMap((name): ListingLine[] => {
      const raw = input.fields[name]?.trim() ?? '';
      const value = clean(name === 'brand' && ownBrandOnly(marketplace) ? firstBrand(raw) : raw);
      return value ? [{ label: userFieldLabels[name], value }] : [];
    });
  const lines: ListingLine[] = [
    ...(price ? [{ label: userFieldLabels.price, value: price }] : []),
    ...(condition ? [{ label: userFieldLabels.condition, value: condition }] : []),
    ...details,
  ];
  const hashtags = rules.hashtags ? depopHashtags(input) : [];
  const words = countryWords[input.country];
  const collection = input.allowCollection
    ? marketplaceTexts.collectionAvailable(words)
    : marketplaceTexts.postageOnly(words);
  const listing = { marketplace, title, titleCut: title !== fullTitle, description, lines, hashtags };
  return {
    ...listing,
    ...(condition ? { condition } : {}),
    text: listingText(listing, collection),
    needs: missingNeeds(marketplace, input, price),
  };
}

type Written = Pick<MarketplaceListing, 'marketplace' | 'title' | 'description' | 'lines' | 'hashtags'>;

/** The whole listing as the site reads it: Depop leads with the description and ends with hashtags. */
function listingText(listing: Written, collection: string): string {
  const detailLines = listing.lines.map(({ label, value }) => `${label}: ${value}`).join('\n');
  const blocks =
    listing.marketplace.id === 'depop'
      ? [listing.description || listing.title, detailLines, collection, listing.hashtags.join(' ')]
      : [listing.title, listing.description, detailLines, collection];
  return blocks.filter((block) => block !== '').join('\n\n');
}
