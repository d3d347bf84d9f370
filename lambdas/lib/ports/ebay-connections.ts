// Where a seller's eBay connection is kept (docs/architecture/security.md#ebay-tokens). The
// token fields hold what TokenCipher.seal made: a store never sees a token in the clear.

type EbayConnectionStatus = 'connected' | 'needsReconnect';

export interface StoredEbayConnection {
  userId: string;
  /** eBay's user name, when eBay gave one (for the screen and the deletion notification). */
  ebayUser?: string;
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
  /** Idempotent. */
  remove(userId: string): Promise<void>;
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
