import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EBAY_SCOPES } from '#domain/ebay-connection.ts';
import { EbayStandIn } from '#infra/local/ebay-stand-in/ebay-stand-in.ts';
import { ORDER_CONTROL_PATH } from '#infra/local/ebay-stand-in/twin-order-control.ts';
import { ebayOrdersClient } from '#lambdas/lib/adapters/ebay/ebay-orders-client.ts';

// The stand-in's orders (docs/architecture/twin.md#the-ebay-stand-in): the twin's order control
// over HTTP, and getOrders read by the product's adapter (ebay-orders-client.ts), its filter and
// paging as eBay's Fulfillment contract documents them.

const app = { clientId: 'twin-client', clientSecret: 'twin-secret', ruName: 'Twin-RuName' };
const seller = 'twin-seller';
let now = Date.parse('2026-12-03T09:00:00.000Z');
const standIn = new EbayStandIn({
  app,
  acceptUrl: 'http://localhost:9/a',
  declineUrl: 'http://localhost:9/d',
  now: () => now,
});
let polls = 0;

function tokenFor(user: string): string {
  const { code } = standIn.oauth.issueCode(user, [...EBAY_SCOPES]);
  const basic = `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: app.ruName });
  return (standIn.oauth.token(basic, form).body as { access_token: string }).access_token;
}

const sell = (operationId: string, path: string, body?: unknown) =>
  standIn.sell.answer({ operationId, user: seller, path, query: new URLSearchParams(), body })!;

/** A published offer of the SKU at £25.00, as List on eBay leaves it. */
function publish(sku: string): string {
  sell('createOrReplaceInventoryItem', `/inventory_item/${sku}`, {
    condition: 'USED_EXCELLENT',
    availability: { shipToLocationAvailability: { quantity: 1 } },
    product: {
      title: 'Jacket',
      imageUrls: ['https://p/1'],
      aspects: { Brand: ['x'], Size: ['M'], Department: ['Men'] },
    },
  });
  const { offerId } = sell('createOffer', '/offer', {
    sku,
    marketplaceId: 'EBAY_GB',
    format: 'FIXED_PRICE',
    categoryId: '57988',
    merchantLocationKey: 'home',
    listingPolicies: {
      fulfillmentPolicyId: 'fulfillment-EBAY_GB',
      paymentPolicyId: 'payment-EBAY_GB',
      returnPolicyId: 'return-EBAY_GB',
    },
    pricingSummary: { price: { value: '25.00', currency: 'GBP' } },
  }).body as { offerId: string };
  return (sell('publishOffer', `/offer/${offerId}/publish`).body as { listingId: string }).listingId;
}

const order = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${standIn.baseUrl}${ORDER_CONTROL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

let listingId: string;
const orders = () =>
  ebayOrdersClient({
    apiOrigin: standIn.baseUrl,
    access: { accessTokenFor: async () => tokenFor(seller) },
    userId: 'user-1',
  });

beforeAll(async () => {
  await standIn.start();
  standIn.afterOrder = async () => {
    polls++;
  };
  sell('createInventoryLocation', '/location/home', {
    location: { address: { postalCode: 'SW1A 1AA', country: 'GB' } },
  });
  listingId = publish('01JSKUJACKET');
});
afterAll(() => standIn.stop());
beforeEach(() => {
  polls = 0;
});

describe('the twin’s order control', () => {
  it('lists the seller’s live listings, each with Make an order', async () => {
    const page = await (await fetch(`${standIn.baseUrl}${ORDER_CONTROL_PATH}`)).text();
    expect(page).toContain(`Listing ${listingId}`);
    expect(page).toContain('<button type="submit">Make an order</button>');
    expect(page).toContain('01JSKUJACKET');
  });

  it('makes a paid order for the published offer at its price, then runs the poll', async () => {
    now = Date.parse('2026-12-03T10:00:00.000Z');
    const answer = await order({ sku: '01JSKUJACKET' });
    expect(answer.status).toBe(201);
    const { orderId } = (await answer.json()) as { orderId: string };
    expect(polls).toBe(1);
    expect(standIn.fulfillment.ordersOf(seller).at(-1)).toMatchObject({
      orderId,
      orderPaymentStatus: 'PAID',
      creationDate: '2026-12-03T10:00:00.000Z',
      lineItems: [
        {
          sku: '01JSKUJACKET',
          legacyItemId: listingId,
          quantity: 1,
          lineItemCost: { value: '25.00', currency: 'GBP' },
        },
      ],
    });
  });

  it('makes an order from the page’s form, and says it was made', async () => {
    const answer = await fetch(`${standIn.baseUrl}${ORDER_CONTROL_PATH}`, {
      method: 'POST',
      headers: { origin: standIn.baseUrl },
      body: new URLSearchParams({ sku: '01JSKUJACKET' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(/Order 27-\d+-\d+ made and paid/);
    expect(polls).toBe(1);
  });

  it('answers 404 for a SKU with no published offer, and makes nothing', async () => {
    const before = standIn.fulfillment.ordersOf(seller).length;
    expect((await order({ sku: 'NOT-LISTED' })).status).toBe(404);
    expect(standIn.fulfillment.ordersOf(seller)).toHaveLength(before);
    expect(polls).toBe(0);
  });

  it('refuses a post from another site’s page', async () => {
    const answer = await order({ sku: '01JSKUJACKET' }, { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(polls).toBe(0);
  });
});

describe('getOrders, read by the product’s adapter', () => {
  it('gives the orders modified since the date, with SKU, listing, price and payment status', async () => {
    now = Date.parse('2026-12-03T11:00:00.000Z');
    await order({ sku: '01JSKUJACKET', paymentStatus: 'PENDING' });
    const read = await orders().modifiedSince('2026-12-03T10:30:00.000Z');
    expect(read).toEqual([
      {
        orderId: expect.stringMatching(/^27-/),
        creationDate: '2026-12-03T11:00:00.000Z',
        lastModifiedDate: '2026-12-03T11:00:00.000Z',
        paymentStatus: 'PENDING',
        cancelState: 'NONE_REQUESTED',
        lines: [
          {
            sku: '01JSKUJACKET',
            legacyItemId: listingId,
            quantity: 1,
            cost: { value: '25.00', currency: 'GBP' },
          },
        ],
      },
    ]);
    const sent = standIn.requests.at(-1)!;
    expect(sent).toMatchObject({ operationId: 'getOrders', status: 200 });
    expect(sent.url).toContain('filter=lastmodifieddate%3A%5B2026-12-03T10%3A30%3A00.000Z..%5D');
  });

  it('reads every page: more orders than getOrders’ largest page of 200', async () => {
    now = Date.parse('2026-12-03T12:00:00.000Z');
    for (let i = 0; i < 205; i++) standIn.makeOrder('01JSKUJACKET');
    const read = await orders().modifiedSince('2026-12-03T12:00:00.000Z');
    expect(read).toHaveLength(205);
    const pages = standIn.requests.filter((request) => request.operationId === 'getOrders').slice(-2);
    expect(pages.map((page) => new URL(page.url, 'http://x').searchParams.get('offset'))).toEqual([
      '0',
      '200',
    ]);
  });

  it('answers eBay’s errors for a bad filter, limit or offset', async () => {
    const token = tokenFor(seller);
    const get = async (query: string) => {
      const response = await fetch(`${standIn.baseUrl}/sell/fulfillment/v1/order?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return {
        status: response.status,
        body: (await response.json()) as { errors: Array<{ errorId: number }> },
      };
    };
    expect((await get('filter=lastmodifieddate%3A%5Byesterday..%5D')).body.errors[0]?.errorId).toBe(30810);
    expect((await get('filter=colour%3Ablue')).body.errors[0]?.errorId).toBe(30700);
    expect((await get('limit=201')).body.errors[0]?.errorId).toBe(31100);
    expect((await get('offset=-1')).body.errors[0]?.errorId).toBe(31000);
  });

  it('keeps each eBay user’s orders apart', async () => {
    const other = ebayOrdersClient({
      apiOrigin: standIn.baseUrl,
      access: { accessTokenFor: async () => tokenFor('other-seller') },
      userId: 'user-2',
    });
    expect(await other.modifiedSince('2026-01-01T00:00:00.000Z')).toEqual([]);
  });
});
