// A seller's eBay access, as the listing features need it (docs/architecture/security.md#ebay-tokens):
// a live access token, renewed before it expires. The tokens never leave the server.

/** A seller's live eBay access token and which eBay marketplace account it is. */
export interface EbayAccess {
  /** The user's current access token, renewed first when near expiry. */
  accessTokenFor(userId: string): Promise<string>;
}

/** The user has not connected eBay (or has disconnected it). */
export class EbayNotConnectedError extends Error {
  constructor() {
    super('eBay is not connected for this user');
    this.name = 'EbayNotConnectedError';
  }
}

/** eBay refused to renew the user's token: the seller must connect again. */
export class EbayReconnectNeededError extends Error {
  constructor() {
    super('eBay refused to renew this user\'s token');
    this.name = 'EbayReconnectNeededError';
  }
}
