import { SealedEbayAccess } from '../../adapters/ebay/sealed-ebay-access';
import type { EbayAccess } from '../../ports/ebay-access';
import { makeEbayApp } from './make-ebay-app';
import { makeEbayConnections } from './make-ebay-connections';
import { makeTokenCipher } from './make-token-cipher';

/** A seller's live eBay access token, renewed when near expiry (adapters/ebay/sealed-ebay-access.ts). */
export function makeEbayAccess(): EbayAccess {
  return new SealedEbayAccess(makeEbayConnections(), makeTokenCipher(), makeEbayApp());
}
