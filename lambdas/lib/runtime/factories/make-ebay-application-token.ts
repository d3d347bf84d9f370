// The app's client secret comes from Secrets Manager in the cloud, read before any grant.
import './ebay-secrets';
import { CachedApplicationToken } from '../../adapters/ebay/application-token';
import { EbayOAuthClient, type EbayAppSettings } from '../../adapters/ebay/ebay-oauth-client';

/** By eBay origin and client id: the twin's tests may start a second stand-in in one process. */
const shared = new Map<string, CachedApplicationToken>();

/**
 * The app's Application access token for this container: one cache shared by every eBay
 * adapter the function builds (notification keys, Taxonomy), so they ask eBay for one token
 * between them, not one each.
 */
export function makeEbayApplicationToken(settings: EbayAppSettings): CachedApplicationToken {
  const key = `${settings.apiOrigin} ${settings.clientId}`;
  let token = shared.get(key);
  if (!token) {
    token = new CachedApplicationToken(new EbayOAuthClient(settings));
    shared.set(key, token);
  }
  return token;
}
