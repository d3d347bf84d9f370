import type { CategoryName } from './categories';
import { countryOrDefault, type CountryCode } from './countries';
import {
  ebayConditions,
  ebayUkClothing,
  ebayUsBooks,
  ebayUsClothing,
  facebookConditions,
  type ConditionNames,
  type SiteConditionNames,
} from './marketplace-conditions';

// The marketplace catalogue, per country (docs/marketplaces.md is its source list, with the
// date each help page was read). A rule is here only when the marketplace's own help pages
// state it; a fact that could not be sourced is left out (undefined), never guessed, and the
// screen says so. For a UK seller the spec's three links come first, in the spec's order
// (docs/product.md#what-it-does): Facebook Marketplace, Depop, Vinted.

export type MarketplaceId =
  | 'facebook'
  | 'depop'
  | 'vinted'
  | 'ebay'
  | 'mercari'
  | 'poshmark'
  | 'kijiji'
  | 'donedeal'
  | 'adverts'
  | 'gumtree'
  | 'offerup';

/**
 * What a marketplace asks for that the item may still lack (the "needs" checklist). Every site
 * asks for a title (marketplace-listing.ts), so no site's rules name it.
 */
export type MarketplaceNeed = 'title' | 'price' | 'condition' | 'size' | 'brand' | 'parcelSize';

/** The day the help pages below were read (docs/marketplaces.md). */
export const MARKETPLACE_RULES_READ_ON = '2026-11-27';

/** The day the pages of the marketplaces added in December 2026 were read (docs/marketplaces.md). */
export const ADDED_MARKETPLACES_READ_ON = '2026-12-02';

/** Its own condition names (domain/marketplace-conditions.ts), where its help pages give them. */
interface MarketplaceRules extends SiteConditionNames {
  /** The longest title the site takes, in characters; undefined when not sourced. */
  titleMax?: number;
  /** Listings naming more than one brand are hidden. */
  oneBrand: boolean;
  /** Listings promoting another marketplace are hidden. */
  noOtherMarketplace: boolean;
  /** Hashtags are part of the listing (only relevant ones: irrelevant ones get it removed). */
  hashtags: boolean;
  /**
   * Brand names unrelated to the item are keyword spam: only the item's own brand is named (the
   * brand field's first brand; other brands' sentences and names are left out).
   */
  noUnrelatedBrands: boolean;
  /** What the site asks for at upload, beyond a title, description and photos. */
  needs: readonly MarketplaceNeed[];
}

export interface Marketplace {
  id: MarketplaceId;
  name: string;
  /** The site's new-listing page. */
  url: string;
  /** The categories the site suits; every category when undefined. */
  suits?: readonly CategoryName[];
  rules: MarketplaceRules;
  /** The help pages the rules come from (docs/marketplaces.md). */
  sources: readonly string[];
}

const noRules: MarketplaceRules = {
  oneBrand: false,
  noOtherMarketplace: false,
  noUnrelatedBrands: false,
  hashtags: false,
  needs: ['price'],
};

const FACEBOOK_CONDITIONS_SOURCE = 'https://www.facebook.com/help/2004996079797091';
const EBAY_TITLE_SOURCE =
  'https://developer.ebay.com/devzone/merchant-products/catalog-best-practices/content/titles.html';
const EBAY_CONDITION_SOURCE = 'http://pages.ebay.com/help/attrhelp/contextual/4.html';
const EBAY_CONDITION_IDS =
  'https://developer.ebay.com/api-docs/sell/static/metadata/condition-id-values.html';

const facebook: Marketplace = {
  id: 'facebook',
  name: 'Facebook Marketplace',
  url: 'https://www.facebook.com/marketplace/create',
  rules: { ...noRules, conditionNames: facebookConditions },
  sources: [FACEBOOK_CONDITIONS_SOURCE],
};

const depop: Marketplace = {
  id: 'depop',
  name: 'Depop',
  url: 'https://www.depop.com/sell/',
  suits: ['clothing and footwear'],
  rules: { ...noRules, hashtags: true },
  sources: [
    'https://depophelp.zendesk.com/hc/en-gb/articles/360001773188-Why-has-my-item-been-removed',
    'https://depophelp.zendesk.com/hc/en-gb/articles/4404147103633-Depop-Community-Policies-Safety-Centre-July-2021',
  ],
};

const vintedRules: MarketplaceRules = {
  ...noRules,
  oneBrand: true,
  noOtherMarketplace: true,
  needs: ['price', 'parcelSize'],
};
const vintedSources = [
  'https://www.vinted.co.uk/help/62-why-your-listing-was-hidden-or-deleted',
  'https://www.vinted.co.uk/help/482-shipping-an-item',
  'https://www.vinted.co.uk/catalog-rules',
];
// Vinted's catalogue rules allow clothing, toys, children's furniture, tech accessories,
// homeware and books: furniture and electronics only in part, so they are not "suited".
const vintedSuits: readonly CategoryName[] = ['clothing and footwear', 'books', 'toys', 'kitchenware'];

interface SourcedNames {
  names: ConditionNames;
  source: string;
}

/** eBay: an 80-character title, New or Used, and clothing's and books' own names where sourced for the site. */
const ebay = (url: string, clothing?: SourcedNames, books?: SourcedNames): Marketplace => ({
  id: 'ebay',
  name: 'eBay',
  url,
  rules: {
    ...noRules,
    titleMax: 80,
    conditionNames: ebayConditions,
    ...(clothing ? { clothingConditionNames: clothing.names } : {}),
    ...(books ? { bookConditionNames: books.names } : {}),
    needs: ['price', 'condition'],
  },
  sources: [
    EBAY_TITLE_SOURCE,
    EBAY_CONDITION_SOURCE,
    EBAY_CONDITION_IDS,
    ...[clothing, books].flatMap((set) => (set ? [set.source] : [])),
  ],
});

/** A classified site: the general listing, and its own rules where its help pages give them. */
const classifieds = (
  id: MarketplaceId,
  name: string,
  url: string,
  own?: { rules: Partial<MarketplaceRules>; sources: readonly string[] },
): Marketplace => ({
  id,
  name,
  url,
  rules: { ...noRules, ...own?.rules },
  sources: own?.sources ?? [],
});

// Gumtree Australia forbids keyword spamming ("makes and types of cars not relevant to the
// current ad") and DoneDeal "unrelated brand names" (docs/marketplaces.md#classified-sites).
const GUMTREE_AU_KEYWORDS =
  'https://help.gumtree.com.au/AU/articles/en_US/KB_Article/Please-don-t-use-keyword-spamming-or-keyword-stuffing-techniques-AU';
const GUMTREE_AU_GUIDELINES =
  'https://help.gumtree.com.au/AU/articles/en_US/KB_Article/Advertiser-Guidelines-AU';
const DONEDEAL_HOUSE_RULES =
  'https://hello.donedeal.ie/hc/en-us/articles/38698725631889-DoneDeal-Dealer-House-Rules';

const EBAY_UK_CLOTHING = 'http://pages.ebay.co.uk/help/sell/providing_item_condition.html';
const EBAY_US_BOOKS =
  'https://developer.ebay.com/DevZone/Shopping/docs/CallRef/types/HalfItemConditionCodeType.html';
const EBAY_US_CLOTHING =
  'https://www.ebay.com/sellercenter/resources/seller-updates/2025-january/new-item-conditions';

// The marketplaces added in December 2026 (read on ADDED_MARKETPLACES_READ_ON): each serves its
// country by its own pages; a rule none of those pages states stays out (docs/marketplaces.md).

/** Gumtree UK's own community guidelines (its rules for classified ads are not applied here). */
const gumtreeUk: Marketplace = {
  ...classifieds('gumtree', 'Gumtree', 'https://www.gumtree.com/postad'),
  sources: ['https://www.gumtree.com/info/life/p/gumtree/gumtree-core-values/'],
};

/** OfferUp ships only within the US ("all U.S. states except Alaska, Arkansas, and Hawaii"). */
const offerup: Marketplace = {
  ...classifieds('offerup', 'OfferUp', 'https://offerup.com/post'),
  sources: [
    'https://help.offerup.com/hc/en-us/articles/360039017352-OfferUp-Shipping-Policy',
    'https://help.offerup.com/hc/en-us/articles/24723943166740-How-shipping-works-for-sellers',
  ],
};

/** Poshmark Canada: sellers ship with Canada Post (Poshmark's own blog); fashion only, as in the US. */
const poshmarkCa: Marketplace = {
  id: 'poshmark',
  name: 'Poshmark',
  url: 'https://poshmark.ca/create-listing',
  suits: ['clothing and footwear'],
  rules: noRules,
  sources: ['https://blog.poshmark.com/ship-ship-hoor-eh/', 'https://poshmark.com/faq'],
};

/**
 * Vinted Canada (run by Vinted Canada Ltd., Vancouver). Its catalogue rules were not found, so it
 * suits only clothing, which every Vinted catalogue page read allows; the UK's hiding rules and
 * parcel size are not applied, as no help.vinted.ca page read states them.
 */
const vintedCa: Marketplace = {
  id: 'vinted',
  name: 'Vinted',
  url: 'https://www.vinted.ca/items/new',
  suits: ['clothing and footwear'],
  rules: noRules,
  sources: [
    'https://vinted.ca/en/terms-and-conditions',
    'https://help.vinted.ca/hc/en-ca/articles/360020073200-Shipping-with-Canada-Post',
  ],
};

/** Depop Australia: Depop's own help page tells its Australian sellers how to post with Australia Post. */
const depopAu: Marketplace = {
  ...depop,
  sources: [...depop.sources, 'https://depophelp.zendesk.com/hc/en-gb/articles/360044830474'],
};

/** eBay Ireland: its own fee page for private sellers (no Irish clothing names were found). */
const ebayIe: Marketplace = (() => {
  const site = ebay('https://www.ebay.ie/sl/sell');
  return { ...site, sources: [...site.sources, 'https://www.ebay.ie/pages/help/sell/fees.html'] };
})();

/** Each country's marketplaces, in the order the screen lists them. */
export const marketplacesByCountry: Readonly<Record<CountryCode, readonly Marketplace[]>> = {
  GB: [
    facebook,
    depop,
    {
      id: 'vinted',
      name: 'Vinted',
      url: 'https://www.vinted.co.uk/items/new',
      suits: vintedSuits,
      rules: vintedRules,
      sources: vintedSources,
    },
    ebay('https://www.ebay.co.uk/sl/sell', { names: ebayUkClothing, source: EBAY_UK_CLOTHING }),
    gumtreeUk,
  ],
  US: [
    facebook,
    ebay(
      'https://www.ebay.com/sl/sell',
      { names: ebayUsClothing, source: EBAY_US_CLOTHING },
      { names: ebayUsBooks, source: EBAY_US_BOOKS },
    ),
    offerup,
    {
      id: 'mercari',
      name: 'Mercari',
      url: 'https://www.mercari.com/sell/',
      // "Include when necessary: size, brand, condition" (Mercari's seller guidelines).
      rules: { ...noRules, needs: ['price', 'condition', 'brand', 'size'] },
      sources: ['https://www.mercari.com/us/help_center/article/72/'],
    },
    {
      id: 'poshmark',
      name: 'Poshmark',
      url: 'https://poshmark.com/create-listing',
      suits: ['clothing and footwear'],
      rules: noRules,
      sources: ['https://poshmark.com/faq'],
    },
    depop,
  ],
  CA: [
    facebook,
    classifieds('kijiji', 'Kijiji', 'https://www.kijiji.ca/p-post-ad.html'),
    ebay('https://www.ebay.ca/sl/sell'),
    poshmarkCa,
    vintedCa,
  ],
  IE: [
    {
      id: 'vinted',
      name: 'Vinted',
      url: 'https://www.vinted.ie/items/new',
      suits: vintedSuits,
      rules: vintedRules,
      sources: vintedSources,
    },
    classifieds('donedeal', 'DoneDeal', 'https://www.donedeal.ie/publish', {
      rules: { noUnrelatedBrands: true },
      sources: [DONEDEAL_HOUSE_RULES],
    }),
    classifieds('adverts', 'Adverts.ie', 'https://www.adverts.ie/sell'),
    facebook,
    ebayIe,
  ],
  AU: [
    facebook,
    classifieds('gumtree', 'Gumtree', 'https://www.gumtree.com.au/p-post-ad.html', {
      rules: { noUnrelatedBrands: true },
      sources: [GUMTREE_AU_KEYWORDS, GUMTREE_AU_GUIDELINES],
    }),
    ebay('https://www.ebay.com.au/sl/sell'),
    depopAu,
  ],
};

/** The marketplaces of a stored country (an unknown one is UK). */
export function marketplacesFor(country: string | null | undefined): readonly Marketplace[] {
  return marketplacesByCountry[countryOrDefault(country).code];
}

/** Whether a marketplace suits an item of this category (every site suits an unknown one). */
export function suitsCategory(marketplace: Marketplace, category: CategoryName): boolean {
  return category === 'unknown' || !marketplace.suits || marketplace.suits.includes(category);
}

/** The names of every marketplace of the catalogue, for the rule "names no other marketplace". */
export const marketplaceNames: readonly string[] = [
  ...new Set(Object.values(marketplacesByCountry).flatMap((list) => list.map((m) => m.name))),
];

/** The spec's three links (docs/product.md#what-it-does): the first three of the UK's list. */
export const marketplaces: readonly Marketplace[] = marketplacesByCountry.GB.slice(0, 3);
