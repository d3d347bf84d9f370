import { describe, expect, it } from 'vitest';
import {
  checkListingPrice,
  currentPrice,
  extractPrices,
  formatPounds,
  parseCustomPrice,
  priceHint,
  priceHintForText,
  priceSlider,
  scanPrices,
  suggestedPrices,
} from '#domain/prices.ts';

// docs/product.md#screens (price hint, price picker), docs/product.md#validation (custom price, extraction) and docs/product.md#constants-and-limits.
describe('extractPrices', () => {
  it('reads £ amounts', () => {
    expect(extractPrices('Sold for £12 and £7.50 on eBay')).toEqual([7.5, 12]);
  });

  it('reads dollar amounts', () => {
    expect(extractPrices('Listed at $45.99')).toEqual([45.99]);
  });

  it('reads thousands commas', () => {
    expect(extractPrices('A sofa went for £1,250.00')).toEqual([1250]);
  });

  it('reads plain digits without commas', () => {
    expect(extractPrices('£2500 or nearest offer')).toEqual([2500]);
  });

  it('counts only amounts above 0', () => {
    expect(extractPrices('£0 or £0.00 or £0.01')).toEqual([0.01]);
  });

  it('counts only amounts below 10000', () => {
    expect(extractPrices('£9,999.99 but not £10,000 or £25000')).toEqual([9999.99]);
  });

  it('de-duplicates and sorts amounts', () => {
    expect(extractPrices('£20, £5, £20.00, $5 and £12')).toEqual([5, 12, 20]);
  });

  it('ignores numbers without a currency sign', () => {
    expect(extractPrices('size 12, 3 pieces, 2021 edition, €40')).toEqual([]);
  });

  it('skips malformed amounts rather than misreading them', () => {
    expect(extractPrices('£12.345 £1,2345 £12.5 £1,23')).toEqual([]);
  });

  it('ends an amount at a full stop that closes the sentence', () => {
    expect(extractPrices('It sold for £40.')).toEqual([40]);
  });

  it('keeps amounts in text order with scanPrices', () => {
    expect(scanPrices('£30, then £10, then £30')).toEqual([30, 10, 30]);
  });
});

describe('priceHint', () => {
  it('shows a no-values-found text for no amount', () => {
    expect(priceHint([])).toBe('No price information found');
  });

  it('shows "Asking price seen online: £12.50" for one amount', () => {
    expect(priceHint([12.5])).toBe('Asking price seen online: £12.50');
  });

  it('shows "£5.00 - £40.00" for several amounts', () => {
    expect(priceHint([40, 5, 12])).toBe('Asking prices seen online: £5.00 - £40.00');
  });

  it('treats a repeated amount as one amount', () => {
    expect(priceHint([8, 8])).toBe('Asking price seen online: £8.00');
  });

  it('builds the hint from the £ amounts of a research text', () => {
    expect(priceHintForText('Similar: £15 (eBay), £22.50 (Vinted)')).toBe(
      'Asking prices seen online: £15.00 - £22.50',
    );
    expect(priceHintForText('No prices here')).toBe('No price information found');
  });

  it('formats pounds with 2 decimals', () => {
    expect(formatPounds(3)).toBe('£3.00');
  });
});

describe('price picker', () => {
  it('suggests every amount when there are at most 5', () => {
    expect(suggestedPrices([30, 10, 20])).toEqual([10, 20, 30]);
  });

  it('suggests at most 5 prices, spread from the lowest to the highest', () => {
    expect(suggestedPrices([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([1, 3, 5, 7, 9]);
  });

  it('has a slider from the lowest to the highest suggested price in steps of 0.5', () => {
    expect(priceSlider([12, 4.5, 30])).toMatchObject({ min: 4.5, max: 30, step: 0.5 });
    expect(priceSlider([12, 4.5, 30])?.stops.slice(0, 3)).toEqual([4.5, 5, 5.5]);
  });

  it('has no slider with one price or none', () => {
    expect(priceSlider([12])).toBeUndefined();
    expect(priceSlider([])).toBeUndefined();
  });

  it('saves a custom price with 2 decimals', () => {
    expect(parseCustomPrice('12.5')).toEqual({ ok: true, price: '12.50' });
    expect(parseCustomPrice(' 7 ')).toEqual({ ok: true, price: '7.00' });
    expect(parseCustomPrice('£3.456')).toEqual({ ok: true, price: '3.46' });
  });

  it.each(['0', '0.00', '0.004', '-5', '', 'abc', '1e3', '12,50', '10000', '9999.995', '25000'])(
    'refuses the custom price %j: it must be above 0 and below 10000',
    (input) => {
      expect(parseCustomPrice(input)).toEqual({ ok: false, error: 'Enter a price above 0 and below 10000.' });
    },
  );

  it('shows the default price 0.00 when none is set', () => {
    expect(currentPrice({})).toBe('0.00');
    expect(currentPrice({ price: '  ' })).toBe('0.00');
    expect(currentPrice({ price: '15-20' })).toBe('0.00');
  });

  it('shows the current price with 2 decimals', () => {
    expect(currentPrice({ price: '12.5' })).toBe('12.50');
    expect(currentPrice({ price: '£1,200' })).toBe('1200.00');
  });
});

describe('checkListingPrice: what a listing may store as its price', () => {
  it.each(['', '0.01', '12', '12.5', '12.50', '9999.99'])('accepts %j', (price) => {
    expect(checkListingPrice(price)).toEqual({ ok: true });
  });

  it.each([
    ['a negative number', '-5'],
    ['0, the start of the accepted range', '0'],
    ['0.00', '0.00'],
    ['NaN', 'NaN'],
    ['an exponent', '1e400'],
    ['markup', 'abc<script>alert(1)</script>'],
    ['3 decimals', '12.345'],
    ['10000, the end of the accepted range', '10000'],
    ['10000.00', '10000.00'],
    ['Infinity', 'Infinity'],
    ['a pound sign', '£12'],
    ['spaces', ' 12 '],
    ['a trailing dot', '12.'],
    ['a comma', '1,200'],
    ['only spaces', '   '],
  ])('refuses %s with a clear message', (_label, price) => {
    expect(checkListingPrice(price)).toEqual({
      ok: false,
      error: 'Enter a price above 0 and below 10000, with at most 2 decimals.',
    });
  });
});
