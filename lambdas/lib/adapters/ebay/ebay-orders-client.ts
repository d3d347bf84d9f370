import type { components } from './contracts/sell-fulfillment';
import type { EbayAccess } from '../../ports/ebay-access';
import type { EbayMoney, EbayOrder, EbayOrderLine, EbayOrders } from '../../ports/ebay-orders';
import { makeEbayClients } from './ebay-client';
import { ok } from './ebay-listings-client';

// EbayOrders on eBay's Fulfillment API (docs/architecture/backend.md#sold-on-ebay): getOrders
// through the typed client (contracts/ebay/sell_fulfillment_v1_oas3.json), the seller's token
// from EbayAccess, the origin from configuration.

type Order = components['schemas']['Order'];
type LineItem = components['schemas']['LineItem'];
type Amount = components['schemas']['Amount'];

/** getOrders' largest page: "If a requested limit is more than 200, the call fails". */
const EBAY_ORDERS_PAGE_LIMIT = 200;

interface EbayOrdersClientOptions {
  apiOrigin: string;
  access: EbayAccess;
  userId: string;
  fetch?: (request: Request) => Promise<Response>;
}

const money = (amount: Amount | undefined): EbayMoney | undefined =>
  amount?.value !== undefined && amount.currency !== undefined
    ? { value: amount.value, currency: amount.currency }
    : undefined;

function lineOf(line: LineItem): EbayOrderLine {
  const cost = money(line.discountedLineItemCost ?? line.lineItemCost);
  const source = line.discountedLineItemCost ?? line.lineItemCost;
  const before =
    source?.convertedFromValue !== undefined && source.convertedFromCurrency !== undefined
      ? { value: source.convertedFromValue, currency: source.convertedFromCurrency }
      : undefined;
  return {
    ...(line.sku ? { sku: line.sku } : {}),
    ...(line.legacyItemId ? { legacyItemId: line.legacyItemId } : {}),
    quantity: line.quantity ?? 1,
    ...(cost ? { cost } : {}),
    ...(before ? { costBeforeConversion: before } : {}),
  };
}

function orderOf(order: Order): EbayOrder | undefined {
  if (!order.orderId || !order.creationDate) return undefined;
  return {
    orderId: order.orderId,
    creationDate: order.creationDate,
    lastModifiedDate: order.lastModifiedDate ?? order.creationDate,
    paymentStatus: order.orderPaymentStatus ?? '',
    ...(order.cancelStatus?.cancelState ? { cancelState: order.cancelStatus.cancelState } : {}),
    lines: (order.lineItems ?? []).map(lineOf),
  };
}

export function ebayOrdersClient(options: EbayOrdersClientOptions): EbayOrders {
  const accessToken = () => options.access.accessTokenFor(options.userId);
  const ebay = makeEbayClients({ apiOrigin: options.apiOrigin, accessToken, fetch: options.fetch });
  return {
    async modifiedSince(since) {
      const orders: EbayOrder[] = [];
      // Paged by limit and offset, as getOrders documents; `total` says when the last page came.
      for (let offset = 0; ; offset += EBAY_ORDERS_PAGE_LIMIT) {
        const page = ok(
          await ebay.fulfillment.GET('/order', {
            params: {
              query: {
                filter: `lastmodifieddate:[${since}..]`,
                limit: String(EBAY_ORDERS_PAGE_LIMIT),
                offset: String(offset),
              },
            },
          }),
        );
        const found = page?.orders ?? [];
        for (const order of found) {
          const read = orderOf(order);
          if (read) orders.push(read);
        }
        if (found.length === 0 || offset + found.length >= (page?.total ?? 0)) return orders;
      }
    },
  };
}
