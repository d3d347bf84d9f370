import { ebayServerTexts } from '#domain/messages.ts';
import { config } from '../config';
// Read at cold start: the app's client secret (and the verification token) from Secrets Manager.
import './ebay-secrets';
import { EbayNotificationKeyClient } from '../../adapters/ebay/ebay-notification-key-client';
import type { EbayNotificationKeys } from '../../ports/ebay-notification-keys';
import { ServiceUnavailableError } from '../../ports/service-unavailable';
import { makeEbayApplicationToken } from './make-ebay-application-token';

/**
 * eBay's notification keys from the configured eBay (production, sandbox or the twin's
 * stand-in); where the app is not configured, a 503 that says so.
 */
export function makeEbayNotificationKeys(): EbayNotificationKeys {
  const settings = config.ebayApp();
  if (settings) return new EbayNotificationKeyClient(settings.apiOrigin, makeEbayApplicationToken(settings));
  return {
    publicKey: async () => {
      throw new ServiceUnavailableError('eBay', ebayServerTexts.notSetUp, { cause: 'no eBay app settings' });
    },
  };
}
