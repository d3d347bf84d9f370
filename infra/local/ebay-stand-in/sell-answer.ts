import type { components as Inventory } from '#lambdas/lib/adapters/ebay/contracts/sell-inventory.ts';

// What the stand-in's Sell operations share: a seller's stored offer and eBay's error answer
// (docs/architecture/twin.md#the-ebay-stand-in).

export type OfferDetails = Inventory['schemas']['EbayOfferDetailsWithKeys'];
type EbayError = Inventory['schemas']['Error'];

export interface StoredOffer {
  offerId: string;
  details: OfferDetails;
  status: 'UNPUBLISHED' | 'PUBLISHED';
  listingId?: string;
  /** The listings this offer had that were ended (withdrawn), oldest first. */
  endedListings?: string[];
}

export type SellAnswer = { status: number; body?: unknown };

export const sellError = (errorId: number, message: string, parameters: EbayError['parameters'] = []) => ({
  errorId,
  domain: 'API_INVENTORY',
  category: 'REQUEST',
  message,
  parameters,
});

export const fail = (
  status: number,
  errorId: number,
  message: string,
  parameters: EbayError['parameters'] = [],
): SellAnswer => ({ status, body: { errors: [sellError(errorId, message, parameters)] } });
