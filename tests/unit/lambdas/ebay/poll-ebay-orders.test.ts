import { beforeEach, describe, expect, it } from 'vitest';
import type { ItemLife } from '#domain/item-life.ts';
import { pollEbayOrders, type EbayOrdersServices } from '#lambdas/ebay-orders/poll-ebay-orders.ts';
import { EbayReconnectNeededError } from '#lambdas/lib/ports/ebay-access.ts';
import { EbayRefusedError } from '#lambdas/lib/ports/ebay-listings.ts';
import type { EbayOrder, EbayOrderLine } from '#lambdas/lib/ports/ebay-orders.ts';
import type { EbaySellers, PolledSeller } from '#lambdas/lib/ports/ebay-sellers.ts';
import type { StoredListing } from '#lambdas/lib/ports/listings-repository.ts';
import { InMemoryListingsRepository } from '#tests/support/in-memory/in-memory-listings-repository.ts';
import { storedListing } from '#tests/support/listing-builder.ts';

// Sold on eBay, known without the seller (docs/product.md#sold-on-ebay): the orders poll on
// in-memory ports and an eBay in memory, each seller's orders and failures scripted.

const now = new Date('2026-12-03T12:00:00.000Z');
const JACKET = '01JORDERJACKET000000000001';
const MUG = '01JORDERMUG000000000000001';
const alice = 'user-alice';
const bob = 'user-bob';
const onEbay = {
  marketplace: 'ebay',
  listed_at: '2026-12-02T09:00:00.000Z',
  url: 'https://www.ebay.co.uk/itm/110000000001',
};
const onVinted = { marketplace: 'vinted', listed_at: '2026-12-01T09:00:00.000Z' };

class InMemorySellers implements EbaySellers {
  readonly sellers = new Map<string, PolledSeller>();
  async all() {
    return [...this.sellers.values()].map((seller) => ({ ...seller }));
  }
  async moveOrdersCursor(userId: string, since: string) {
    const seller = this.sellers.get(userId);
    if (seller && (seller.ordersSince === undefined || seller.ordersSince < since))
      seller.ordersSince = since;
  }
}

let listings: InMemoryListingsRepository;
let sellers: InMemorySellers;
let orders: Map<string, EbayOrder[]>;
let failures: Map<string, Error>;
let asked: Array<{ userId: string; since: string }>;

const services = (): EbayOrdersServices => ({
  sellers,
  listings,
  ordersFor: (userId) => ({
    modifiedSince: async (since) => {
      asked.push({ userId, since });
      const failure = failures.get(userId);
      if (failure) throw failure;
      return (orders.get(userId) ?? []).filter((order) => order.lastModifiedDate >= since);
    },
  }),
});

const line = (sku: string | undefined, changes: Partial<EbayOrderLine> = {}): EbayOrderLine => ({
  ...(sku ? { sku } : {}),
  legacyItemId: '110000000001',
  quantity: 1,
  cost: { value: '22.50', currency: 'GBP' },
  ...changes,
});

const order = (id: string, lines: EbayOrderLine[], changes: Partial<EbayOrder> = {}): EbayOrder => ({
  orderId: id,
  creationDate: '2026-12-03T10:00:00.000Z',
  lastModifiedDate: '2026-12-03T10:05:00.000Z',
  paymentStatus: 'PAID',
  cancelState: 'NONE_REQUESTED',
  lines,
  ...changes,
});

async function item(id: string, userId: string, life: ItemLife, changes: Partial<StoredListing> = {}) {
  await listings.createOnce(
    storedListing(id, {
      user_id: userId,
      image_key: `${userId}/${id}.jpg`,
      stage: 'saved',
      country: 'GB',
      currency: 'GBP',
      user_fields: { title: 'Denim jacket', price: '25' },
      life,
      ...changes,
    }),
  );
}

const lifeOf = async (userId: string, id: string) => (await listings.get(userId, id))?.life;
const seller = (userId: string, changes: Partial<PolledSeller> = {}): PolledSeller => ({
  userId,
  status: 'connected',
  connectedAt: '2026-12-01T08:00:00.000Z',
  ...changes,
});

beforeEach(async () => {
  listings = new InMemoryListingsRepository();
  sellers = new InMemorySellers();
  orders = new Map();
  failures = new Map();
  asked = [];
  sellers.sellers.set(alice, seller(alice));
  await item(JACKET, alice, { state: 'listed', postings: [onVinted, onEbay] });
});

describe('the eBay orders poll', () => {
  it('records a paid order of the item’s SKU as its sale on eBay, price and date from the order, the other marketplaces to take down', async () => {
    orders.set(alice, [order('27-1', [line(JACKET)])]);
    const counts = await pollEbayOrders(services(), now);
    expect(counts).toEqual({
      sellersPolled: 1,
      sellersFailed: 0,
      sellersNeedingReconnect: 0,
      salesRecorded: 1,
    });
    expect(await lifeOf(alice, JACKET)).toEqual({
      state: 'sold',
      sale: { price_minor: 2250, currency: 'GBP', where: 'ebay', sold_at: '2026-12-03T10:00:00.000Z' },
      to_take_down: [onVinted],
      listed_on: [onVinted, onEbay],
    });
  });

  it('ignores a line whose SKU is no item of the seller’s, and a line with no SKU', async () => {
    orders.set(alice, [order('27-1', [line('SOMEONE-ELSES-SKU'), line(undefined)])]);
    const counts = await pollEbayOrders(services(), now);
    expect(counts.salesRecorded).toBe(0);
    expect((await lifeOf(alice, JACKET))?.state).toBe('listed');
  });

  it('never records a sale on another user’s item, even when the SKU is that item’s id', async () => {
    sellers.sellers.set(bob, seller(bob));
    orders.set(bob, [order('27-9', [line(JACKET)])]);
    await pollEbayOrders(services(), now);
    expect((await lifeOf(alice, JACKET))?.state).toBe('listed');
  });

  it('changes nothing when the same order is read twice', async () => {
    orders.set(alice, [order('27-1', [line(JACKET)])]);
    await pollEbayOrders(services(), now);
    const first = await listings.get(alice, JACKET);
    sellers.sellers.get(alice)!.ordersSince = undefined;
    const counts = await pollEbayOrders(services(), now);
    expect(counts.salesRecorded).toBe(0);
    expect(await listings.get(alice, JACKET)).toEqual(first);
  });

  it('records nothing for an order not paid, cancelled or fully refunded', async () => {
    orders.set(alice, [
      order('27-1', [line(JACKET)], { paymentStatus: 'PENDING' }),
      order('27-2', [line(JACKET)], { paymentStatus: 'FAILED' }),
      order('27-3', [line(JACKET)], { paymentStatus: 'FULLY_REFUNDED' }),
      order('27-4', [line(JACKET)], { cancelState: 'CANCELED' }),
    ]);
    expect((await pollEbayOrders(services(), now)).salesRecorded).toBe(0);
    expect((await lifeOf(alice, JACKET))?.state).toBe('listed');
  });

  it('records an order once paid: the payment changes the order, and the next poll reads it again', async () => {
    orders.set(alice, [order('27-1', [line(JACKET)], { paymentStatus: 'PENDING' })]);
    await pollEbayOrders(services(), now);
    orders.set(alice, [order('27-1', [line(JACKET)], { lastModifiedDate: '2026-12-03T11:00:00.000Z' })]);
    expect((await pollEbayOrders(services(), now)).salesRecorded).toBe(1);
  });

  it('ignores an order made before the item’s eBay posting went live (an old order of a listing since relisted)', async () => {
    orders.set(alice, [order('27-1', [line(JACKET)], { creationDate: '2026-12-02T08:00:00.000Z' })]);
    expect((await pollEbayOrders(services(), now)).salesRecorded).toBe(0);
  });

  it('records nothing on an item not live on eBay: sold elsewhere already, or never listed there', async () => {
    await item(MUG, alice, { state: 'listed', postings: [onVinted] });
    orders.set(alice, [order('27-1', [line(MUG)])]);
    expect((await pollEbayOrders(services(), now)).salesRecorded).toBe(0);
    expect((await lifeOf(alice, MUG))?.state).toBe('listed');
  });

  it('takes the price in the item’s currency: the amount eBay converted from, else the item’s own price', async () => {
    await item(
      MUG,
      alice,
      { state: 'listed', postings: [onEbay] },
      { user_fields: { title: 'Mug', price: '8' } },
    );
    orders.set(alice, [
      order('27-1', [
        line(JACKET, {
          cost: { value: '27.00', currency: 'EUR' },
          costBeforeConversion: { value: '23.00', currency: 'GBP' },
        }),
        line(MUG, { cost: { value: '9.40', currency: 'EUR' } }),
      ]),
    ]);
    await pollEbayOrders(services(), now);
    expect(await lifeOf(alice, JACKET)).toMatchObject({ sale: { price_minor: 2300, currency: 'GBP' } });
    expect(await lifeOf(alice, MUG)).toMatchObject({ sale: { price_minor: 800, currency: 'GBP' } });
  });

  it('records a quantity above one as the one item sold, at the unit price', async () => {
    orders.set(alice, [
      order('27-1', [line(JACKET, { quantity: 2, cost: { value: '45.00', currency: 'GBP' } })]),
    ]);
    await pollEbayOrders(services(), now);
    expect(await lifeOf(alice, JACKET)).toMatchObject({ sale: { price_minor: 2250 } });
  });

  it('dates the sale now when eBay’s clock says the order is in the future', async () => {
    orders.set(alice, [order('27-1', [line(JACKET)], { creationDate: '2026-12-03T12:30:00.000Z' })]);
    await pollEbayOrders(services(), now);
    expect(await lifeOf(alice, JACKET)).toMatchObject({ sale: { sold_at: now.toISOString() } });
  });

  it('starts a seller’s first poll at the consent, then moves the cursor to the last order handled', async () => {
    orders.set(alice, [
      order('27-2', [], { lastModifiedDate: '2026-12-03T11:00:00.000Z' }),
      order('27-1', [line(JACKET)], { lastModifiedDate: '2026-12-03T10:05:00.000Z' }),
    ]);
    await pollEbayOrders(services(), now);
    expect(asked).toEqual([{ userId: alice, since: '2026-12-01T08:00:00.000Z' }]);
    expect(sellers.sellers.get(alice)?.ordersSince).toBe('2026-12-03T11:00:00.000Z');
    await pollEbayOrders(services(), now);
    expect(asked[1]).toEqual({ userId: alice, since: '2026-12-03T11:00:00.000Z' });
  });

  it('moves the cursor only past the orders handled when one fails mid-way, so the next run reads it again', async () => {
    await item(MUG, alice, { state: 'listed', postings: [onEbay] });
    orders.set(alice, [
      order('27-1', [line(JACKET)], { lastModifiedDate: '2026-12-03T10:05:00.000Z' }),
      order('27-2', [line(MUG)], { lastModifiedDate: '2026-12-03T10:30:00.000Z' }),
    ]);
    const get = listings.get.bind(listings);
    listings.get = async (userId, id) => {
      if (id === MUG) throw new Error('DynamoDB is down');
      return get(userId, id);
    };
    const counts = await pollEbayOrders(services(), now);
    expect(counts).toMatchObject({ sellersFailed: 1, salesRecorded: 1 });
    expect(sellers.sellers.get(alice)?.ordersSince).toBe('2026-12-03T10:05:00.000Z');

    listings.get = get;
    expect((await pollEbayOrders(services(), now)).salesRecorded).toBe(1);
    expect((await lifeOf(alice, MUG))?.state).toBe('sold');
    expect(sellers.sellers.get(alice)?.ordersSince).toBe('2026-12-03T10:30:00.000Z');
  });

  it('goes on with the other sellers when eBay refuses one, and counts it failed', async () => {
    sellers.sellers.set(bob, seller(bob));
    failures.set(bob, new EbayRefusedError(500, [{ errorId: 30500, message: 'System error' }]));
    orders.set(alice, [order('27-1', [line(JACKET)])]);
    const failed: string[] = [];
    const counts = await pollEbayOrders(services(), now, { failed: (userId) => failed.push(userId) });
    expect(counts).toEqual({
      sellersPolled: 2,
      sellersFailed: 1,
      sellersNeedingReconnect: 0,
      salesRecorded: 1,
    });
    expect(failed).toEqual([bob]);
    expect(sellers.sellers.get(bob)?.ordersSince).toBeUndefined();
  });

  it('skips a seller who must connect again, and counts one whose refresh eBay refuses now', async () => {
    sellers.sellers.set(bob, seller(bob, { status: 'needsReconnect' }));
    sellers.sellers.set('user-carol', seller('user-carol'));
    failures.set('user-carol', new EbayReconnectNeededError());
    const counts = await pollEbayOrders(services(), now);
    expect(counts).toEqual({
      sellersPolled: 2,
      sellersFailed: 0,
      sellersNeedingReconnect: 2,
      salesRecorded: 0,
    });
    expect(asked.map((ask) => ask.userId)).not.toContain(bob);
  });
});
