import type { StoredEbayConnection } from './ebay-connections';

// The sellers the orders poll visits (docs/architecture/backend.md#sold-on-ebay): every eBay
// connection, with the cursor of the orders already handled. No token here: each seller's
// token is reached through EbayAccess, as for every other call to eBay.

export interface PolledSeller {
  userId: string;
  status: StoredEbayConnection['status'];
  /** ISO date-time of the consent: where a seller's first poll starts. */
  connectedAt: string;
  /** ISO date-time: orders modified from here on are still to read. Absent before the first poll. */
  ordersSince?: string;
}

export interface EbaySellers {
  /** Every seller with an eBay connection, whatever its status. */
  all(): Promise<PolledSeller[]>;
  /**
   * Moves the seller's cursor forward to `since`; never back, and nothing when the connection
   * is gone (disconnected meanwhile), so a cursor never outlives its connection.
   */
  moveOrdersCursor(userId: string, since: string): Promise<void>;
}
