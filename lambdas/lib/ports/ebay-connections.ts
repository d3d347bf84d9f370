// Where a seller's eBay connection is kept (docs/architecture/security.md#ebay-tokens). The
// token fields hold what TokenCipher.seal made: a store never sees a token in the clear.

type EbayConnectionStatus = 'connected' | 'needsReconnect';

export interface StoredEbayConnection {
  userId: string;
  /** eBay's user name, as eBay's Identity API gave it at the consent (for the screen). */
  ebayUser?: string;
  /**
   * eBay's immutable user id (Identity API `userId`), the key of eBay's account-deletion
   * notification (docs/architecture/security.md#ebay-tokens). Absent on connections made before
   * the product asked for it.
   */
  ebayUserId?: string;
  /** Sealed (TokenCipher, purpose `ebay-access`). */
  sealedAccessToken: string;
  /** Epoch milliseconds. */
  accessExpiresAt: number;
  /** Sealed (TokenCipher, purpose `ebay-refresh`). */
  sealedRefreshToken: string;
  refreshExpiresAt: number;
  status: EbayConnectionStatus;
  /** ISO date-time of the consent. */
  connectedAt: string;
}

export interface EbayConnections {
  get(userId: string): Promise<StoredEbayConnection | undefined>;
  /** Writes the whole connection (a new consent replaces the old one). */
  put(connection: StoredEbayConnection): Promise<void>;
  /** Keeps a renewed access token; nothing when the connection is gone (disconnected meanwhile). */
  renewAccess(userId: string, sealedAccessToken: string, accessExpiresAt: number): Promise<void>;
  /** eBay refused to renew: the seller must connect again. Nothing when the connection is gone. */
  markNeedsReconnect(userId: string): Promise<void>;
  /** Removes the connection and its eBay user's lookup. Idempotent. */
  remove(userId: string): Promise<void>;
  /**
   * eBay's account-deletion notification: removes the connection of this eBay user (whichever
   * product user holds it) and its lookup. True when there was one; idempotent.
   */
  removeByEbayUser(ebayUserId: string): Promise<boolean>;
}

/** The single-use `state` of eBay's consent redirect, bound to the user who asked for it. */
export interface OAuthStates {
  /** `expiresAt` in epoch seconds. */
  create(state: string, userId: string, expiresAt: number): Promise<void>;
  /**
   * Removes the state and answers true only if it exists, is this user's and has not expired
   * at `nowSeconds`: a replayed, foreign or expired state answers false and changes nothing.
   */
  consume(state: string, userId: string, nowSeconds: number): Promise<boolean>;
}
