import { describe, expect, it } from 'vitest';
import {
  currentPrice,
  parseCustomPrice,
  priceHint,
  nearestStop,
  priceSlider,
  scanPrices,
} from '#domain/prices.ts';

// docs/product.md#screens (price hint, price picker), docs/product.md#validation (custom price, extraction) and docs/product.md#constants-and-limits: the edges
// of the price rules.

describe('amounts in the research text', () => {
  it('keeps only amounts above 0 and below 10000, in the order written', () => {
    expect(scanPrices('£0, then £12, then £10000, then $9999.99, then £12 again')).toEqual([12, 9999.99, 12]);
  });
});

describe('price hint', () => {
  it('counts only amounts above 0 and below 10000', () => {
    expect(priceHint([0, 12.5, 10000])).toBe('Asking price seen online: £12.50');
  });

  it('shows the lowest and the highest of several amounts, whatever their order', () => {
    expect(priceHint([40, 5, 12])).toBe('Asking prices seen online: £5.00 - £40.00');
  });
});

describe('price slider', () => {
  it('is shown for two suggested prices', () => {
    expect(priceSlider([20, 10])).toMatchObject({ min: 10, max: 20, step: 0.5 });
  });

  it('stops at the lowest and the highest price exactly, the other suggested prices, and each 0.5 between', () => {
    expect(priceSlider([4.99, 6.25, 7.49])?.stops).toEqual([4.99, 5, 5.5, 6, 6.25, 6.5, 7, 7.49]);
    expect(priceSlider([10, 12])?.stops).toEqual([10, 10.5, 11, 11.5, 12]);
    expect(priceSlider([0.01, 0.02])?.stops).toEqual([0.01, 0.02]);
    const wide = priceSlider([1, 9999.99])!.stops;
    expect([wide[0], wide[1], wide.at(-2), wide.at(-1)]).toEqual([1, 1.5, 9999.5, 9999.99]);
  });

  it('finds the stop nearest to a saved price, holding prices outside the range at its ends', () => {
    const stops = [4.99, 5, 5.5, 6];
    expect(nearestStop(stops, 4.99)).toBe(0);
    expect(nearestStop(stops, 5.4)).toBe(2);
    expect(nearestStop(stops, 0)).toBe(0);
    expect(nearestStop(stops, 100)).toBe(3);
  });

  it('is shown only for 2 or more prices above 0 and below 10000', () => {
    expect(priceSlider([0, 12, 10000])).toBeUndefined();
  });
});

describe('custom price', () => {
  it.each([
    ['.5', '0.50'],
    ['.75', '0.75'],
    ['12.', '12.00'],
    ['£ 12', '12.00'],
  ])('accepts the decimal number %j', (input, price) => {
    expect(parseCustomPrice(input)).toEqual({ ok: true, price });
  });

  it.each(['12£', '1£2', '£', '.'])('refuses %j: a pound sign may only lead the number', (input) => {
    expect(parseCustomPrice(input)).toEqual({ ok: false, error: 'Enter a price above 0 and below 10000.' });
  });
});

describe('current price', () => {
  it.each([
    [' 12.50 ', '12.50'],
    ['$7', '7.00'],
    ['£ 3.456', '3.46'],
    ['.5', '0.50'],
    ['.75', '0.75'],
    ['2,500.5', '2500.50'],
  ])('shows the saved price %j as %j', (price, shown) => {
    expect(currentPrice({ price })).toBe(shown);
  });

  it.each(['1e3', '0x10', '12£', '12 pounds', 'about 12', 'Infinity', '.'])(
    'shows the default 0.00 for %j, which is not a plain number',
    (price) => {
      expect(currentPrice({ price })).toBe('0.00');
    },
  );
});
