// The seller's eBay connection (docs/architecture/security.md#ebay-tokens): what the product asks eBay for, and when it renews
// the seller's access token. The scopes are the least the features need, named in eBay's own
// contracts (contracts/ebay/, each operation's `security`): listing, offers and merchant
// location (Inventory), reading business policies (Account, read-only: the product never
// creates policies for the seller), reading orders (Fulfillment, read-only), and who the seller
// is on eBay (Identity, read-only: the user id eBay's account-deletion notification names; the
// scope from eBay's Identity API contract, getUser's `security`, read 2026-12-03:
// https://developer.ebay.com/api-docs/master/commerce/identity/openapi/3/commerce_identity_v1_oas3.yaml).

export const EBAY_SCOPES = [
  'https://api.ebay.com/oauth/api_scope/sell.inventory',
  'https://api.ebay.com/oauth/api_scope/sell.account.readonly',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment.readonly',
  'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly',
] as const;

/**
 * The product's page eBay's consent sends the seller back to: the RuName's accept and decline
 * URLs, on the site's own origin (docs/operator-guide.md#ebay, the twin's stand-in alike).
 */
export const EBAY_RETURN_PATH = '/settings/ebay';

/**
 * An access token is renewed when this little of its life remains, so a request that starts
 * just before expiry does not reach eBay with a dead token (eBay's tokens live 7,200 s).
 */
export const EBAY_REFRESH_MARGIN_SECONDS = 300;

/** Whether an eBay access token expiring at `expiresAtMs` must be renewed before use at `nowMs`. */
export function ebayTokenNeedsRefresh(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs - nowMs <= EBAY_REFRESH_MARGIN_SECONDS * 1000;
}

/** When a token eBay gave with `expires_in` seconds at `nowMs` stops working. */
export function ebayTokenExpiresAt(nowMs: number, expiresInSeconds: number): number {
  return nowMs + expiresInSeconds * 1000;
}

/** What the seller reads when eBay's sign-in service does not answer. */
export const EBAY_UNAVAILABLE = 'eBay is not answering just now. Try again in a minute.';

/**
 * How long a Connect eBay `state` stays usable: long enough to sign in to eBay and agree,
 * short enough that a leaked consent link soon stops working. Used once, then gone.
 */
export const EBAY_STATE_TTL_SECONDS = 600;
