import { ebayServerTexts } from '#domain/messages.ts';
import { config } from '../config';
import { ebayListingsClient } from '../../adapters/ebay/ebay-listings-client';
import type { EbayListings } from '../../ports/ebay-listings';
import { ServiceUnavailableError } from '../../ports/service-unavailable';
import { makeEbayAccess } from './make-ebay-access';
import { makeEbayApplicationToken } from './make-ebay-application-token';

/**
 * Each seller's eBay, on the configured eBay's API origin (production, sandbox or the twin's
 * stand-in) and that seller's own token; where the eBay app is not configured, a 503 that says
 * so, in Connect eBay's words (make-ebay-app.ts).
 */
export function makeEbayListings(): (userId: string) => EbayListings {
  const settings = config.ebayApp();
  if (!settings) {
    return () => {
      throw new ServiceUnavailableError('eBay', ebayServerTexts.notSetUp, { cause: 'no eBay app settings' });
    };
  }
  const access = makeEbayAccess();
  const application = makeEbayApplicationToken(settings);
  const applicationToken = () => application.accessToken();
  return (userId) => ebayListingsClient({ apiOrigin: settings.apiOrigin, access, userId, applicationToken });
}
