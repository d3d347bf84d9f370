import { ebayServerTexts } from '#domain/messages.ts';
import { config } from '../config';
// Read at cold start: the app's client secret (and the verification token) from Secrets Manager.
import './ebay-secrets';
import { EbayOAuthClient } from '../../adapters/ebay/ebay-oauth-client';
import type { EbayApp } from '../../ports/ebay-app';
import { ServiceUnavailableError } from '../../ports/service-unavailable';

/**
 * eBay's OAuth for the configured app (production, sandbox or the twin's stand-in, by its
 * origins); where the app is not configured, every call is a 503 that says so.
 */
export function makeEbayApp(): EbayApp {
  const settings = config.ebayApp();
  if (settings) return new EbayOAuthClient(settings);
  const notSetUp = (): never => {
    throw new ServiceUnavailableError('eBay', ebayServerTexts.notSetUp, { cause: 'no eBay app settings' });
  };
  return {
    consentUrl: notSetUp,
    exchangeCode: async () => notSetUp(),
    refresh: async () => notSetUp(),
    identify: async () => notSetUp(),
  };
}
