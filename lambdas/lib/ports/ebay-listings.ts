import type { EbayAllowedCondition } from '#domain/ebay-condition.ts';
import type { EbayErrorLike } from '#domain/ebay-errors.ts';
import type {
  EbayAspectRule,
  EbayInventoryItemBody,
  EbayMarketplaceId,
  EbayOfferBody,
  EbayPolicies,
} from '#domain/ebay-listing.ts';

// One seller's eBay, as List on eBay needs it (docs/architecture/backend.md#list-on-ebay): the
// Taxonomy, Metadata, Account and Inventory calls, each in the product's words. The adapter
// (lib/adapters/ebay/ebay-listings-client.ts) reaches the seller's token through EbayAccess.

export interface EbayCategoryOption {
  categoryId: string;
  name: string;
}

export interface EbayFee {
  feeType: string;
  value: string;
  currency: string;
}

export interface EbayLocationAddress {
  postalCode: string;
  /** ISO 3166 alpha-2 country code. */
  country: string;
}

/** eBay refused a request: its errors, for one sentence to the seller (domain/ebay-errors.ts). */
export class EbayRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly errors: readonly EbayErrorLike[],
  ) {
    super(`eBay refused the request (${status})`);
    this.name = 'EbayRefusedError';
  }
}

export interface EbayListings {
  /** Taxonomy's leaf-category suggestions for the words, most relevant first. */
  categorySuggestions(marketplaceId: EbayMarketplaceId, words: string): Promise<EbayCategoryOption[]>;
  /** Taxonomy's aspects of a leaf category. */
  categoryAspects(marketplaceId: EbayMarketplaceId, categoryId: string): Promise<EbayAspectRule[]>;
  /** Metadata's allowed conditions of a category. */
  allowedConditions(marketplaceId: EbayMarketplaceId, categoryId: string): Promise<EbayAllowedCondition[]>;
  /** The seller's first business policy of each kind on the marketplace; a kind without one is absent. */
  policies(marketplaceId: EbayMarketplaceId): Promise<Partial<EbayPolicies>>;
  hasLocation(key: string): Promise<boolean>;
  createLocation(key: string, address: EbayLocationAddress): Promise<void>;
  putInventoryItem(sku: string, item: EbayInventoryItemBody, language: string): Promise<void>;
  /** The SKU's existing offer on the marketplace, if any. */
  offerIdFor(sku: string, marketplaceId: EbayMarketplaceId): Promise<string | undefined>;
  createOffer(offer: EbayOfferBody, language: string): Promise<string>;
  updateOffer(offerId: string, offer: EbayOfferBody, language: string): Promise<void>;
  listingFees(offerId: string): Promise<EbayFee[]>;
  /** Publishes the offer; the live listing's id. */
  publish(offerId: string): Promise<string>;
  /** Ends the offer's live listing; the offer stays, unpublished, to be published again. */
  withdraw(offerId: string): Promise<void>;
  /** The offer's new price: eBay revises the live listing. */
  updatePrice(sku: string, offerId: string, price: { value: string; currency: string }): Promise<void>;
}
