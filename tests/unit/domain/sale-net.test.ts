import { describe, expect, it } from 'vitest';
import type { Sale } from '#domain/item-life.ts';
import { saleNet } from '#domain/sale-net.ts';

// What the seller kept of one sale (docs/product.md#item-life): the price less the fee of that
// marketplace on the sale's day, less the postage paid; never a sum while the fee is unknown.

const sale = (changes: Partial<Sale> = {}): Sale => ({
  price_minor: 2000,
  currency: 'USD',
  where: 'mercari',
  sold_at: '2026-12-01T09:00:00.000Z',
  ...changes,
});

describe('saleNet', () => {
  it('takes Mercari’s 10 % of that day and the postage paid off the price', () => {
    expect(saleNet(sale({ postage_minor: 450 }), 'US')).toEqual({
      priceMinor: 2000,
      postageMinor: 450,
      fee: { known: true, feeMinor: 200, netMinor: 1800, free: false, asOf: '2026-12-02', thirdParty: true },
      keptMinor: 1350,
    });
  });

  it('counts no postage when none was recorded', () => {
    expect(saleNet(sale(), 'US')).toMatchObject({ postageMinor: 0, keptMinor: 1800 });
  });

  it('keeps an old sale’s fee: Mercari in 2023 took 12.9 % + $0.50', () => {
    // 12.9 % of $20.00 is $2.58, plus $0.50: $3.08.
    expect(saleNet(sale({ sold_at: '2023-01-10T09:00:00.000Z', postage_minor: 100 }), 'US')).toMatchObject({
      fee: { known: true, feeMinor: 308 },
      keptMinor: 1592,
    });
  });

  it('knows no kept amount where the fee of that day is unknown', () => {
    expect(saleNet(sale({ sold_at: '2024-06-01T09:00:00.000Z', postage_minor: 100 }), 'US')).toEqual({
      priceMinor: 2000,
      postageMinor: 100,
      fee: { known: false },
      keptMinor: null,
    });
    expect(saleNet(sale({ where: 'ebay' }), 'US').keptMinor).toBeNull();
  });

  it('charges no marketplace fee for a sale made elsewhere', () => {
    expect(saleNet(sale({ where: 'elsewhere', postage_minor: 300 }), 'US')).toMatchObject({
      fee: { known: true, feeMinor: 0, free: true },
      keptMinor: 1700,
    });
  });

  it('takes the fee of the item’s country, UK when the stored country is unknown', () => {
    const ebay = sale({ where: 'ebay', currency: 'GBP', postage_minor: 250 });
    expect(saleNet(ebay, 'GB')).toMatchObject({ fee: { feeMinor: 0, free: true }, keptMinor: 1750 });
    expect(saleNet(ebay, null)).toEqual(saleNet(ebay, 'GB'));
    expect(saleNet(ebay, 'AU').keptMinor).toBeNull();
  });

  it('may keep less than nothing when the postage cost more than the fee left', () => {
    expect(saleNet(sale({ price_minor: 500, postage_minor: 600, where: 'elsewhere' }), 'US').keptMinor).toBe(
      -100,
    );
  });
});
