import { saleOfOrderLine } from '#domain/ebay-order-sale.ts';
import { applyTransition } from '#domain/item-life.ts';
import { lifeMarketplacesFor } from '#domain/marketplace-host.ts';
import { EbayNotConnectedError, EbayReconnectNeededError } from '../lib/ports/ebay-access';
import type { EbayOrder, EbayOrders } from '../lib/ports/ebay-orders';
import type { EbaySellers, PolledSeller } from '../lib/ports/ebay-sellers';
import type { ListingLife } from '../lib/ports/listing-life';
import type { ListingReads } from '../lib/ports/listing-reads';

// Sold on eBay, known without the seller (docs/product.md#sold-on-ebay): each connected
// seller's orders modified since their cursor, each paid line whose SKU is one of the seller's
// items live on eBay recorded as the item's sale (the rule: domain/ebay-order-sale.ts). The
// cursor moves only past orders fully handled, so a failure mid-way reads them again next time,
// which changes nothing twice. One seller's failure never stops the others.

export interface EbayOrdersServices {
  sellers: EbaySellers;
  listings: Pick<ListingReads, 'get'> & ListingLife;
  /** The seller's eBay orders (the adapter on the seller's EbayAccess). */
  ordersFor: (userId: string) => EbayOrders;
}

export interface EbayOrdersPollCounts {
  sellersPolled: number;
  /** eBay or the product failed for the seller: tried again at the next run. */
  sellersFailed: number;
  /** The seller must connect eBay again (a refresh refused now or before): skipped. */
  sellersNeedingReconnect: number;
  salesRecorded: number;
}

/** Why a line recorded nothing, for the log (never the buyer, never a token). */
export interface PollNotice {
  userId: string;
  orderId: string;
  sku?: string;
  note: string;
}

/** A life written only while the item is as read: another change meanwhile is read again. */
const WRITE_ATTEMPTS = 3;

/** The seller changed the item as the sale came in, every time: next run tries again. */
class ItemKeptChangingError extends Error {
  constructor(readonly sku: string) {
    super(`item ${sku} changed during every attempt to record its eBay sale`);
    this.name = 'ItemKeptChangingError';
  }
}

/** Records the sale an order line makes, if any; true when one was recorded. */
async function recordLine(
  services: EbayOrdersServices,
  userId: string,
  order: EbayOrder,
  line: EbayOrder['lines'][number],
  now: Date,
  notice: (note: Omit<PollNotice, 'userId'>) => void,
): Promise<boolean> {
  // A listing the product did not make has another SKU (or none): not the product's to record.
  if (!line.sku) return false;
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const listing = await services.listings.get(userId, line.sku);
    if (!listing) return false;
    const decision = saleOfOrderLine(listing, order, line, now);
    if ('skip' in decision) {
      if (decision.skip === 'no-price')
        notice({ orderId: order.orderId, sku: line.sku, note: decision.skip });
      return false;
    }
    if (decision.note) notice({ orderId: order.orderId, sku: line.sku, note: decision.note });
    const result = applyTransition(listing, decision.sale, now, lifeMarketplacesFor(listing.country));
    if (!result.ok) {
      // The machine refuses it for good (a price out of bounds): said, and passed.
      notice({ orderId: order.orderId, sku: line.sku, note: result.reason });
      return false;
    }
    if (await services.listings.changeLife(listing, result.life, now.toISOString())) return true;
  }
  throw new ItemKeptChangingError(line.sku);
}

/** One seller's new orders; the cursor kept past each order handled, even when a later one fails. */
async function pollSeller(
  services: EbayOrdersServices,
  seller: PolledSeller,
  now: Date,
  notice: (note: PollNotice) => void,
  sold: () => void,
): Promise<void> {
  const since = seller.ordersSince ?? seller.connectedAt;
  const orders = await services.ordersFor(seller.userId).modifiedSince(since);
  // Oldest change first, so the cursor can stop right before the first order not handled.
  orders.sort((a, b) => Date.parse(a.lastModifiedDate) - Date.parse(b.lastModifiedDate));
  let cursor = since;
  try {
    for (const order of orders) {
      for (const line of order.lines) {
        const note = (rest: Omit<PollNotice, 'userId'>) => notice({ userId: seller.userId, ...rest });
        if (await recordLine(services, seller.userId, order, line, now, note)) sold();
      }
      const modified = new Date(order.lastModifiedDate);
      if (!Number.isNaN(modified.getTime()) && modified.toISOString() > cursor)
        cursor = modified.toISOString();
    }
  } finally {
    if (cursor !== since) await services.sellers.moveOrdersCursor(seller.userId, cursor);
  }
}

/**
 * Visits every eBay seller once. `failed` hears each seller whose poll failed (logged by the
 * handler); a seller needing reconnection is counted and skipped.
 */
export async function pollEbayOrders(
  services: EbayOrdersServices,
  now: Date,
  hooks: { failed?: (userId: string, error: unknown) => void; notice?: (note: PollNotice) => void } = {},
): Promise<EbayOrdersPollCounts> {
  const counts: EbayOrdersPollCounts = {
    sellersPolled: 0,
    sellersFailed: 0,
    sellersNeedingReconnect: 0,
    salesRecorded: 0,
  };
  for (const seller of await services.sellers.all()) {
    if (seller.status !== 'connected') {
      counts.sellersNeedingReconnect++;
      continue;
    }
    counts.sellersPolled++;
    try {
      await pollSeller(services, seller, now, hooks.notice ?? (() => {}), () => counts.salesRecorded++);
    } catch (error) {
      // Disconnected since the scan: nothing left to poll.
      if (error instanceof EbayNotConnectedError) continue;
      // EbayAccess has marked the connection: the seller is asked to connect again.
      if (error instanceof EbayReconnectNeededError) counts.sellersNeedingReconnect++;
      else {
        counts.sellersFailed++;
        hooks.failed?.(seller.userId, error);
      }
    }
  }
  return counts;
}
