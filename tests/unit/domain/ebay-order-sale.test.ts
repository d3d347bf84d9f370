import { describe, expect, it } from 'vitest';
import {
  EBAY_PAID_STATES,
  isPaidEbayOrder,
  saleOfOrderLine,
  type SoldItemLike,
} from '#domain/ebay-order-sale.ts';

// Which eBay order line is a sale of which item (docs/product.md#sold-on-ebay).

const now = new Date('2026-12-03T12:00:00.000Z');
const onEbay = { marketplace: 'ebay', listed_at: '2026-12-02T09:00:00.000Z' };
const item = (changes: Partial<SoldItemLike> = {}): SoldItemLike => ({
  stage: 'saved',
  created_at: '2026-12-01T09:00:00.000Z',
  currency: 'USD',
  user_fields: { price: '40' },
  life: { state: 'listed', postings: [onEbay] },
  ...changes,
});
const paid = { creationDate: '2026-12-03T10:00:00.000Z', paymentStatus: 'PAID' };
const line = { quantity: 1, cost: { value: '39.99', currency: 'USD' } };

describe('an eBay order as a sale', () => {
  it('is a sale only when paid (or partly refunded) and not cancelled', () => {
    expect(EBAY_PAID_STATES).toEqual(['PAID', 'PARTIALLY_REFUNDED']);
    expect(isPaidEbayOrder({ ...paid, paymentStatus: 'PARTIALLY_REFUNDED' })).toBe(true);
    expect(isPaidEbayOrder({ ...paid, paymentStatus: 'PENDING' })).toBe(false);
    expect(isPaidEbayOrder({ ...paid, paymentStatus: 'FULLY_REFUNDED' })).toBe(false);
    expect(isPaidEbayOrder({ ...paid, cancelState: 'CANCELED' })).toBe(false);
    expect(isPaidEbayOrder({ ...paid, cancelState: 'IN_PROGRESS' })).toBe(true);
  });

  it('sells the item on eBay at the line’s price in its currency, dated when the buyer committed', () => {
    expect(saleOfOrderLine(item(), paid, line, now)).toEqual({
      sale: {
        type: 'sell',
        price_minor: 3999,
        currency: 'USD',
        where: 'ebay',
        at: '2026-12-03T10:00:00.000Z',
      },
    });
  });

  it('falls back to the item’s own price, and says so, when eBay gives the price in another currency only', () => {
    const decision = saleOfOrderLine(
      item(),
      paid,
      { quantity: 1, cost: { value: '30.00', currency: 'GBP' } },
      now,
    );
    expect(decision).toMatchObject({ sale: { price_minor: 4000, currency: 'USD' }, note: 'price-of-item' });
  });

  it('says why it records nothing: unpaid, not live on eBay, an order older than the posting, no price', () => {
    expect(saleOfOrderLine(item(), { ...paid, paymentStatus: 'PENDING' }, line, now)).toEqual({
      skip: 'unpaid',
    });
    const sold = item({
      life: {
        state: 'sold',
        sale: { price_minor: 1, currency: 'USD', where: 'ebay', sold_at: paid.creationDate },
        to_take_down: [],
      },
    });
    expect(saleOfOrderLine(sold, paid, line, now)).toEqual({ skip: 'not-live-on-ebay' });
    expect(saleOfOrderLine(item(), { ...paid, creationDate: '2026-12-02T08:00:00.000Z' }, line, now)).toEqual(
      {
        skip: 'before-posting',
      },
    );
    const noPrice = item({ user_fields: {} });
    expect(
      saleOfOrderLine(noPrice, paid, { quantity: 1, cost: { value: '3', currency: 'EUR' } }, now),
    ).toEqual({
      skip: 'no-price',
    });
  });

  it('counts a line of several units as one item at the unit price', () => {
    const three = { quantity: 3, cost: { value: '30.00', currency: 'USD' } };
    expect(saleOfOrderLine(item(), paid, three, now)).toMatchObject({ sale: { price_minor: 1000 } });
  });

  it('takes the amount eBay converted from when that is the item’s currency', () => {
    const converted = {
      quantity: 1,
      cost: { value: '31.00', currency: 'GBP' },
      costBeforeConversion: { value: '39.50', currency: 'USD' },
    };
    expect(saleOfOrderLine(item(), paid, converted, now)).toEqual({
      sale: { type: 'sell', price_minor: 3950, currency: 'USD', where: 'ebay', at: paid.creationDate },
    });
  });

  it('passes over an amount that is no number, to the next one or the item’s own price', () => {
    const blank = { quantity: 1, cost: { value: ' ', currency: 'USD' } };
    expect(saleOfOrderLine(item(), paid, blank, now)).toMatchObject({
      sale: { price_minor: 4000 },
      note: 'price-of-item',
    });
    const words = { quantity: 1, cost: { value: 'twelve', currency: 'USD' } };
    expect(saleOfOrderLine(item(), paid, words, now)).toMatchObject({ note: 'price-of-item' });
  });

  it('sells an order made the very moment the posting went live, and never dates a sale after now', () => {
    const atOnce = { ...paid, creationDate: onEbay.listed_at };
    expect(saleOfOrderLine(item(), atOnce, line, now)).toMatchObject({ sale: { at: onEbay.listed_at } });
    const ahead = { ...paid, creationDate: '2026-12-04T00:00:00.000Z' };
    expect(saleOfOrderLine(item(), ahead, line, now)).toMatchObject({ sale: { at: now.toISOString() } });
  });

  it('records nothing for an item live only on other marketplaces, or never saved', () => {
    const elsewhere = item({ life: { state: 'listed', postings: [{ ...onEbay, marketplace: 'vinted' }] } });
    expect(saleOfOrderLine(elsewhere, paid, line, now)).toEqual({ skip: 'not-live-on-ebay' });
    expect(saleOfOrderLine(item({ stage: 'ready' }), paid, line, now)).toEqual({ skip: 'not-live-on-ebay' });
  });
});
