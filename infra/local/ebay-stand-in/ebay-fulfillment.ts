import type { components as Fulfillment } from '#lambdas/lib/adapters/ebay/contracts/sell-fulfillment.ts';
import type { EbaySellOperations, SellAnswer, SellRequest } from './ebay-sell-operations';

// The Fulfillment API's getOrders, answered in memory per eBay user from the orders the twin's
// order control made (docs/architecture/twin.md#the-ebay-stand-in). A request reaches here
// after the contract check. The filter, paging and errors follow the contract's getOrders
// (sell_fulfillment_v1_oas3.json: `lastmodifieddate:[<ISO>..<ISO>]` or `creationdate:[...]`,
// limit 1-200 defaulting to 50, offset from 0; errors 30700, 30810, 31000, 31100).

type Order = Fulfillment['schemas']['Order'];

/** The published offer an order buys: its SKU, listing and price. */
export interface OrderedOffer {
  sku: string;
  listingId: string;
  marketplaceId: string;
  title?: string;
  price: { value: string; currency: string };
}

/** The published offer of this SKU among a seller's offers, as an order buys it. */
export function publishedOffer(
  offers: ReturnType<EbaySellOperations['offersOf']>,
  sku: string,
): OrderedOffer | undefined {
  const offer = offers.find((one) => one.details.sku === sku && one.status === 'PUBLISHED');
  const price = offer?.details.pricingSummary?.price;
  if (!offer?.listingId || !price?.value || !price.currency) return undefined;
  return {
    sku,
    listingId: offer.listingId,
    marketplaceId: offer.details.marketplaceId ?? 'EBAY_GB',
    price: { value: price.value, currency: price.currency },
  };
}

export interface OrderChoices {
  /** eBay's orderPaymentStatus; PAID unless a test says otherwise. */
  paymentStatus?: 'PAID' | 'PENDING' | 'FAILED' | 'FULLY_REFUNDED' | 'PARTIALLY_REFUNDED';
  quantity?: number;
}

/** The stand-in's buyer: no real eBay user. */
const STAND_IN_BUYER = 'twin-buyer';

const fail = (errorId: number, message: string): SellAnswer => ({
  status: 400,
  body: { errors: [{ errorId, domain: 'API_FULFILLMENT', category: 'REQUEST', message }] },
});

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** `[start..end]` of a date filter; an end may be absent. */
function rangeOf(text: string): { start: number; end: number } | 'bad-date' {
  const match = /^\[(.*?)\.\.(.*)\]$/.exec(text);
  if (!match || !ISO_TIME.test(match[1]!) || (match[2] !== '' && !ISO_TIME.test(match[2]!)))
    return 'bad-date';
  return { start: Date.parse(match[1]!), end: match[2] ? Date.parse(match[2]) : Number.POSITIVE_INFINITY };
}

export class EbayFulfillment {
  private readonly orders = new Map<string, Order[]>();
  private nextId = 1;

  constructor(private readonly now: () => number = Date.now) {}

  /** A buyer's order for one published offer, made now. */
  makeOrder(user: string, offer: OrderedOffer, choices: OrderChoices = {}): Order {
    const at = new Date(this.now()).toISOString();
    const quantity = choices.quantity ?? 1;
    const cost = {
      value: (Number(offer.price.value) * quantity).toFixed(2),
      currency: offer.price.currency,
    };
    const serial = String(this.nextId++).padStart(5, '0');
    const order: Order = {
      orderId: `27-${serial}-${serial}`,
      creationDate: at,
      lastModifiedDate: at,
      orderPaymentStatus: choices.paymentStatus ?? 'PAID',
      orderFulfillmentStatus: 'NOT_STARTED',
      cancelStatus: { cancelState: 'NONE_REQUESTED', cancelRequests: [] },
      buyer: { username: STAND_IN_BUYER },
      sellerId: user,
      pricingSummary: { priceSubtotal: cost, total: cost },
      lineItems: [
        {
          lineItemId: `${serial}0001`,
          legacyItemId: offer.listingId,
          sku: offer.sku,
          title: offer.title ?? offer.sku,
          quantity,
          lineItemCost: cost,
          total: cost,
          soldFormat: 'FIXED_PRICE',
          listingMarketplaceId: offer.marketplaceId,
          purchaseMarketplaceId: offer.marketplaceId,
          lineItemFulfillmentStatus: 'NOT_STARTED',
          appliedPromotions: [],
          taxes: [],
          refunds: [],
        },
      ],
    };
    this.ordersOf(user).push(order);
    return order;
  }

  /** The seller's orders, oldest first (a test reads them). */
  ordersOf(user: string): Order[] {
    let orders = this.orders.get(user);
    if (!orders) this.orders.set(user, (orders = []));
    return orders;
  }

  answer(request: SellRequest): SellAnswer | undefined {
    if (request.operationId !== 'getOrders') return undefined;
    const { query } = request;
    const limit = Number(query.get('limit') ?? '50');
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
      return fail(31100, `Invalid limit: ${query.get('limit')}`);
    }
    const offset = Number(query.get('offset') ?? '0');
    if (!Number.isInteger(offset) || offset < 0) return fail(31000, `Invalid offset: ${query.get('offset')}`);
    let orders = this.ordersOf(request.user);
    for (const criterion of (query.get('filter') ?? '').split(',').filter(Boolean)) {
      const [name, value = ''] = criterion.split(/:(.*)/s);
      const field =
        name === 'lastmodifieddate'
          ? 'lastModifiedDate'
          : name === 'creationdate'
            ? 'creationDate'
            : undefined;
      if (!field) return fail(30700, `Invalid filter name: ${name}`);
      const range = rangeOf(value);
      if (range === 'bad-date') return fail(30810, 'Invalid date format');
      orders = orders.filter((order) => {
        const time = Date.parse(order[field] ?? '');
        return time >= range.start && time <= range.end;
      });
    }
    const page = orders.slice(offset, offset + limit);
    const href = `/sell/fulfillment/v1/order?${query.toString()}`;
    const next = new URLSearchParams(query);
    next.set('offset', String(offset + limit));
    return {
      status: 200,
      body: {
        href,
        limit,
        offset,
        total: orders.length,
        orders: page,
        ...(offset + limit < orders.length ? { next: `/sell/fulfillment/v1/order?${next.toString()}` } : {}),
      },
    };
  }
}
