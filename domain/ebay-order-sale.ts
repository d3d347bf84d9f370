import { currencyOrDefault } from './currency';
import { ebayPrice } from './ebay-listing';
import { toMinor } from './fees';
import { lifeOf, type LifeEvent, type LifeSubject } from './item-life';
import type { UserFields } from './user-fields';

// Which eBay order line is a sale of which item (docs/product.md#sold-on-ebay), pure. The
// orders poll (lambdas/ebay-orders/) reads the orders and writes the life; the rules are here.

/**
 * The payment states in which the buyer has paid (eBay's OrderPaymentStatusEnum:
 * https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:OrderPaymentStatusEnum, read
 * 2026-12-03). PARTIALLY_REFUNDED was paid and the item is still the buyer's. PENDING and FAILED
 * are not paid yet: when the payment goes through, eBay modifies the order, and the next poll,
 * which follows the last-modified date, reads it again. FULLY_REFUNDED is money given back: no
 * sale to record.
 */
export const EBAY_PAID_STATES: readonly string[] = ['PAID', 'PARTIALLY_REFUNDED'];

/** eBay's CancelStateEnum value of an order cancelled: no sale, whatever it says of payment. */
const CANCELLED = 'CANCELED';

export interface EbayMoneyLike {
  value: string;
  currency: string;
}

export interface EbayOrderLike {
  creationDate: string;
  paymentStatus: string;
  cancelState?: string;
}

export interface EbayOrderLineLike {
  quantity: number;
  cost?: EbayMoneyLike;
  costBeforeConversion?: EbayMoneyLike;
}

/** The item as the rule reads it: its life, its currency and its own price. */
export interface SoldItemLike extends LifeSubject {
  currency?: string;
  user_fields: UserFields;
}

export type OrderSale =
  | { sale: Extract<LifeEvent, { type: 'sell' }>; note?: 'price-of-item' }
  | { skip: 'unpaid' | 'not-live-on-ebay' | 'before-posting' | 'no-price' };

/** True when eBay says the buyer paid and nobody cancelled: only then is it a sale. */
export function isPaidEbayOrder(order: EbayOrderLike): boolean {
  return EBAY_PAID_STATES.includes(order.paymentStatus) && order.cancelState !== CANCELLED;
}

/** A decimal amount ("12.50") per unit, in minor units; undefined when it is no number. */
function unitMinor(money: EbayMoneyLike, quantity: number): number | undefined {
  const value = Number(money.value);
  if (money.value.trim() === '' || !Number.isFinite(value)) return undefined;
  return Math.round(toMinor(value) / Math.max(1, quantity));
}

/**
 * What the buyer paid for one unit, in the item's currency: the line's cost when eBay gives it
 * in that currency, else the amount it converted from. Neither (eBay converted from a third
 * currency) falls back to the item's own price, the price its offer was published at, and says
 * so, so the sale is still recorded and the other marketplaces' reminders still appear.
 */
function priceOf(
  item: SoldItemLike,
  line: EbayOrderLineLike,
  currency: string,
): { price_minor: number; note?: 'price-of-item' } | undefined {
  for (const money of [line.cost, line.costBeforeConversion]) {
    if (money?.currency === currency) {
      const minor = unitMinor(money, line.quantity);
      if (minor !== undefined) return { price_minor: minor };
    }
  }
  const own = ebayPrice(item.user_fields);
  return own === undefined ? undefined : { price_minor: toMinor(Number(own)), note: 'price-of-item' };
}

/**
 * The `sell` event an order line makes of the item its SKU names, or why it makes none: unpaid
 * or cancelled; the item not live on eBay (sold already, which is what makes an order seen twice
 * change nothing, or never listed there); the order made before the item's eBay posting went
 * live (an old order of a listing since relisted). A quantity above one (the offer has one) is
 * one item sold: the price is per unit. Dated when the buyer committed, never after `now`.
 */
export function saleOfOrderLine(
  item: SoldItemLike,
  order: EbayOrderLike,
  line: EbayOrderLineLike,
  now: Date,
): OrderSale {
  if (!isPaidEbayOrder(order)) return { skip: 'unpaid' };
  const life = lifeOf(item);
  const posting = life?.state === 'listed' ? life.postings.find((p) => p.marketplace === 'ebay') : undefined;
  if (!posting) return { skip: 'not-live-on-ebay' };
  const made = Date.parse(order.creationDate);
  if (!Number.isNaN(made) && made < Date.parse(posting.listed_at)) return { skip: 'before-posting' };
  const currency = currencyOrDefault(item.currency);
  const price = priceOf(item, line, currency);
  if (!price) return { skip: 'no-price' };
  const at = Number.isNaN(made) ? now : new Date(Math.min(made, now.getTime()));
  return {
    sale: { type: 'sell', price_minor: price.price_minor, currency, where: 'ebay', at: at.toISOString() },
    ...(price.note ? { note: price.note } : {}),
  };
}
