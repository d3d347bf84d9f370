// One seller's eBay orders, as the orders poll needs them (docs/architecture/backend.md#sold-on-ebay):
// eBay's Fulfillment API getOrders, in the product's words. The adapter
// (lib/adapters/ebay/ebay-orders-client.ts) reaches the seller's token through EbayAccess.

/** A money amount as eBay gives it: a decimal string in a currency (ISO 4217). */
export interface EbayMoney {
  value: string;
  currency: string;
}

/** One line of an order: what was bought from which listing. */
export interface EbayOrderLine {
  /** The seller's SKU: the item's id for a listing List on eBay made; absent on other listings. */
  sku?: string;
  /** The listing's id on eBay (the `/itm/{id}` of its address). */
  legacyItemId?: string;
  quantity: number;
  /** What the buyer paid for the line before postage and taxes (discount applied, if any). */
  cost?: EbayMoney;
  /** The same in the currency it was converted from, when eBay converted it for the buyer. */
  costBeforeConversion?: EbayMoney;
}

export interface EbayOrder {
  orderId: string;
  /** ISO timestamp: when the buyer committed to buy. */
  creationDate: string;
  /** ISO timestamp: the order's last change, what the poll's cursor follows. */
  lastModifiedDate: string;
  /** eBay's orderPaymentStatus (PAID, PENDING, FAILED, FULLY_REFUNDED, PARTIALLY_REFUNDED). */
  paymentStatus: string;
  /** eBay's cancelStatus.cancelState (NONE_REQUESTED, IN_PROGRESS, CANCELED). */
  cancelState?: string;
  lines: EbayOrderLine[];
}

export interface EbayOrders {
  /**
   * Every order of the seller last modified at or after `since` (ISO), all pages read, in
   * eBay's order.
   */
  modifiedSince(since: string): Promise<EbayOrder[]>;
}
