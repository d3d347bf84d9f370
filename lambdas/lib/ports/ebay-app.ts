/** The tokens of a seller's consent, with their expiries (epoch milliseconds). */
interface EbayGrant {
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
}

/** A grant eBay refuses (`invalid_grant`) is an answer: the seller must connect again. */
export type GrantAnswer = { kind: 'granted'; grant: EbayGrant } | { kind: 'refused'; error: string };
export type RefreshAnswer =
  { kind: 'renewed'; accessToken: string; accessExpiresAt: number } | { kind: 'refused'; error: string };

/**
 * The product's eBay app, as the connection needs it: eBay's consent page for a `state`, and
 * its two grants (lambdas/lib/adapters/ebay/ebay-oauth-client.ts). Where the app is not set up,
 * each call throws ServiceUnavailableError with a plain sentence.
 */
export interface EbayApp {
  consentUrl(state: string): string;
  exchangeCode(code: string): Promise<GrantAnswer>;
  refresh(refreshToken: string): Promise<RefreshAnswer>;
  /** Who the seller is on eBay (Identity API getUser), with their new access token. */
  identify(accessToken: string): Promise<EbayIdentity>;
}

/** The seller's eBay user: eBay's immutable id and their user name. */
export interface EbayIdentity {
  ebayUserId: string;
  username: string;
}
