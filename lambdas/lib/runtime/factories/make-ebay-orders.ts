import { ebayServerTexts } from '#domain/messages.ts';
import { config } from '../config';
import { ebayOrdersClient } from '../../adapters/ebay/ebay-orders-client';
import type { EbayOrders } from '../../ports/ebay-orders';
import { ServiceUnavailableError } from '../../ports/service-unavailable';
import { makeEbayAccess } from './make-ebay-access';

/**
 * Each seller's eBay orders, on the configured eBay API origin (production, sandbox or the
 * twin's stand-in) and that seller's own token; with no eBay app configured there is no seller
 * to poll, and a call says so (make-ebay-listings.ts does the same).
 */
export function makeEbayOrders(): (userId: string) => EbayOrders {
  const settings = config.ebayApp();
  if (!settings) {
    return () => {
      throw new ServiceUnavailableError('eBay', ebayServerTexts.notSetUp, { cause: 'no eBay app settings' });
    };
  }
  const access = makeEbayAccess();
  return (userId) => ebayOrdersClient({ apiOrigin: settings.apiOrigin, access, userId });
}
