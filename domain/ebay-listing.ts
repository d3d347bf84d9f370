import { categoryFieldSets, type CategoryName } from './categories';
import type { CountryCode } from './countries';
import type { CurrencyCode } from './currency';
import type { EbayConditionChoice } from './ebay-condition';
import { marketplaceListing, type ListingInput } from './marketplace-listing';
import { marketplacesFor, type Marketplace } from './marketplaces';
import { checkListingPrice } from './prices';
import type { UserFieldName, UserFields } from './user-fields';

// An item as eBay's Inventory API takes it (docs/product.md#list-on-ebay): the inventory item
// (SKU = the item's id) and its offer. Pure: the adapter sends what this returns, typed there
// against eBay's contracts (contracts/ebay/sell_inventory_v1_oas3.json).

/** eBay's marketplace per country where eBay is offered (Inventory contract's MarketplaceEnum). */
const ebayMarketplaceIds = {
  GB: 'EBAY_GB',
  US: 'EBAY_US',
  CA: 'EBAY_CA',
  AU: 'EBAY_AU',
} as const satisfies Partial<Record<CountryCode, string>>;

export type EbayMarketplaceId = (typeof ebayMarketplaceIds)[keyof typeof ebayMarketplaceIds];

/** The country's eBay marketplace id, where the catalogue offers eBay there. */
export function ebayMarketplaceIdFor(country: CountryCode): EbayMarketplaceId | undefined {
  const offered = marketplacesFor(country).some((marketplace) => marketplace.id === 'ebay');
  return offered && country in ebayMarketplaceIds
    ? ebayMarketplaceIds[country as keyof typeof ebayMarketplaceIds]
    : undefined;
}

/** The catalogue's eBay of the country (its title rule and new-listing page). */
function ebayOf(country: CountryCode): Marketplace | undefined {
  return marketplacesFor(country).find((marketplace) => marketplace.id === 'ebay');
}

/**
 * A live listing's address: `/itm/{listingId}` on the host of the country's eBay (the host of
 * the catalogue's new-listing page, so the item's life accepts it).
 */
export function ebayListingUrl(country: CountryCode, listingId: string): string | undefined {
  const ebay = ebayOf(country);
  return ebay ? new URL(`/itm/${encodeURIComponent(listingId)}`, ebay.url).href : undefined;
}

/** eBay's limits on an aspect's name and value (the Inventory contract's `product.aspects`). */
export const EBAY_ASPECT_NAME_MAX = 40;
export const EBAY_ASPECT_VALUE_MAX = 50;
/** eBay's limit on a location's `postalCode` (the Inventory contract). */
export const EBAY_POSTCODE_MAX = 16;
/** The most item specifics a List on eBay request carries: more than any category requires. */
export const EBAY_ASPECTS_MAX = 30;

/** One aspect of a category, as the Taxonomy API's getItemAspectsForCategory describes it. */
export interface EbayAspectRule {
  /** The localized aspect name ("Brand", "Colour"). */
  name: string;
  required: boolean;
  /** eBay's values, where it lists them. */
  values?: readonly string[];
  /** Only eBay's values are accepted (SELECTION_ONLY); otherwise free text. */
  selectionOnly: boolean;
}

// Our fields that fill an eBay aspect, by the aspect's name in lower case (eBay's UK and AU sites
// say Colour, its US and Canadian ones Color).
const aspectFields: Readonly<Record<string, UserFieldName>> = {
  brand: 'brand',
  size: 'size',
  colour: 'colour',
  color: 'colour',
  material: 'material',
  format: 'format',
  author: 'author',
  publisher: 'publisher',
  isbn: 'isbn',
  'storage capacity': 'storage',
};

/** The value a rule accepts: eBay's spelling of one of its values, or free text when allowed. */
function accepted(rule: EbayAspectRule, value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const listed = rule.values?.find((option) => option.toLowerCase() === text.toLowerCase());
  if (listed) return listed;
  return rule.selectionOnly ? undefined : text;
}

/**
 * The item specifics eBay gets: for each of the category's aspects, the seller's answer in the
 * missing-aspects form, else the item's field that fills it (a field of the item's category).
 */
export function ebayAspects(
  fields: UserFields,
  category: CategoryName,
  rules: readonly EbayAspectRule[],
  answers: Readonly<Record<string, string>> = {},
): Record<string, string[]> {
  const shown = categoryFieldSets[category];
  const aspects: Record<string, string[]> = {};
  for (const rule of rules) {
    const field = aspectFields[rule.name.toLowerCase()];
    const fromField = field && (category === 'unknown' || shown.includes(field)) ? fields[field] : undefined;
    const value = accepted(rule, answers[rule.name]) ?? accepted(rule, fromField);
    if (value) aspects[rule.name] = [value];
  }
  return aspects;
}

/** A required aspect still without a value, with eBay's values to offer where it lists them. */
export interface MissingAspect {
  name: string;
  values?: readonly string[];
}

/** The category's required aspects the item and the seller's answers leave empty. */
export function missingAspects(
  rules: readonly EbayAspectRule[],
  aspects: Readonly<Record<string, readonly string[]>>,
): MissingAspect[] {
  return rules
    .filter((rule) => rule.required && !aspects[rule.name]?.length)
    .map((rule) => (rule.values?.length ? { name: rule.name, values: rule.values } : { name: rule.name }));
}

export interface EbayItemInput {
  listing: ListingInput;
  /** Photo URLs eBay can fetch, in the item's photo order. */
  photoUrls: readonly string[];
  aspects: Record<string, string[]>;
  condition: EbayConditionChoice;
}

/** The inventory item's body (createOrReplaceInventoryItem): one of it, as the item is one thing. */
export function ebayInventoryItem({ listing, photoUrls, aspects, condition }: EbayItemInput) {
  const written = ebayWritten(listing);
  return {
    condition: condition.condition,
    availability: { shipToLocationAvailability: { quantity: 1 } },
    product: {
      title: written.title,
      description: written.description,
      aspects,
      imageUrls: [...photoUrls],
    },
  };
}

/** The title and description as the eBay version of the listing writes them. */
export function ebayWritten(listing: ListingInput): { title: string; description: string } {
  const ebay = ebayOf(listing.country);
  if (!ebay) throw new Error(`eBay is not offered in ${listing.country}`);
  const written = marketplaceListing(ebay, listing);
  // eBay needs a description: the title stands in for an item without one.
  return { title: written.title, description: written.description || written.title };
}

/** The item's price as eBay's Amount takes it ("12.50"), when it has a valid one. */
export function ebayPrice(fields: UserFields): string | undefined {
  const text = fields.price?.trim() ?? '';
  if (text === '' || !checkListingPrice(text).ok) return undefined;
  return Number(text).toFixed(2);
}

export interface EbayPolicies {
  fulfillmentPolicyId: string;
  paymentPolicyId: string;
  returnPolicyId: string;
}

export interface EbayOfferInput {
  sku: string;
  marketplaceId: EbayMarketplaceId;
  categoryId: string;
  price: string;
  currency: CurrencyCode;
  description: string;
  policies: EbayPolicies;
  merchantLocationKey: string;
}

/** The offer's body (createOffer / updateOffer): one at a fixed price, quantity one. */
export function ebayOffer(input: EbayOfferInput) {
  return {
    sku: input.sku,
    marketplaceId: input.marketplaceId,
    format: 'FIXED_PRICE' as const,
    availableQuantity: 1,
    categoryId: input.categoryId,
    listingDescription: input.description,
    listingPolicies: { ...input.policies },
    merchantLocationKey: input.merchantLocationKey,
    pricingSummary: { price: { value: input.price, currency: input.currency } },
  };
}

/** The bodies the Inventory API takes, as built above. */
export type EbayInventoryItemBody = ReturnType<typeof ebayInventoryItem>;
export type EbayOfferBody = ReturnType<typeof ebayOffer>;

/** The language of the listing's texts per marketplace (the Inventory API's Content-Language). */
export const ebayContentLanguages: Readonly<Record<EbayMarketplaceId, string>> = {
  EBAY_GB: 'en-GB',
  EBAY_US: 'en-US',
  EBAY_CA: 'en-CA',
  EBAY_AU: 'en-AU',
};
