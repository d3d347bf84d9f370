import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '#domain/currency.ts';
import {
  currentPrice,
  extractPrices,
  parseCustomPrice,
  priceHint,
  priceHintForText,
} from '#domain/prices.ts';

// The price extraction table (docs/product.md#country-and-currency): each currency's forms, research mixing currencies,
// and the spec's £ cases unchanged for the UK (docs/product.md#country-and-currency).

describe.each<[CurrencyCode, string, number[]]>([
  // The UK reads the spec's forms exactly: a £ or $ sign, then the number.
  ['GBP', '£12 and £1,234.50 and $8 (12 GBP, €5)', [8, 12, 1234.5]],
  ['GBP', '£12.345 £1,2345 £12.5 £0 £10000 £9999.99', [9999.99]],
  ['USD', '$12, US$1,234.50, USD 8, 9 USD, 7.50USD', [7.5, 8, 9, 12, 1234.5]],
  ['USD', 'C$12 CA$13 A$14 AU$15 £16 €17 EUR 18 19 CAD', []],
  ['CAD', '$12, C$13, CA$1,400.00, CAD 15, 16 CAD', [12, 13, 15, 16, 1400]],
  ['CAD', 'US$12 USD 13 A$14 AU$15 £16 €17', []],
  ['AUD', '$12, A$13, AU$14.95, AUD 15, 16 AUD', [12, 13, 14.95, 15, 16]],
  ['AUD', 'US$12 C$13 CA$14 £16 €17 18 USD', []],
  ['EUR', '€12, € 13, EUR 14, 15 €, 16€, 17 EUR, €1,250.00', [12, 13, 14, 15, 16, 17, 1250]],
  ['EUR', '$12 £13 US$14 18 USD 12,50 € €12.345', []],
])('%s research %j', (currency, text, expected) => {
  it('reads only its own amounts', () => {
    expect(extractPrices(text, currency)).toEqual(expected);
  });
});

describe('a research text mixing currencies', () => {
  // Each dollar written with its country (the research asks for the seller's own currency;
  // a bare $ is read as the seller's own dollar).
  const mixed =
    'Sold for US$20 on eBay US, C$25 on Kijiji, A$30 on Gumtree, €18 on DoneDeal and £15 on Vinted.';

  it.each<[CurrencyCode, number[], string]>([
    // The UK keeps the spec's rule (a £ or $ sign), so the dollars count there.
    ['GBP', [15, 20, 25, 30], 'Asking prices seen online: £15.00 - £30.00'],
    ['USD', [20], 'Asking price seen online: $20.00'],
    ['CAD', [25], 'Asking price seen online: $25.00'],
    ['AUD', [30], 'Asking price seen online: $30.00'],
    ['EUR', [18], 'Asking price seen online: €18.00'],
  ])('gives a %s seller one currency only', (currency, amounts, hint) => {
    expect(extractPrices(mixed, currency)).toEqual(amounts);
    expect(priceHintForText(mixed, currency)).toBe(hint);
  });
});

describe('the £ hints, as asking prices (a departure from the spec, docs/product.md#honest-pricing)', () => {
  it('says them byte for byte', () => {
    expect(priceHint([])).toBe('No price information found');
    expect(priceHint([12.5])).toBe('Asking price seen online: £12.50');
    expect(priceHint([15.5, 8])).toBe('Asking prices seen online: £8.00 - £15.50');
    expect(priceHint([1234.5])).toBe('Asking price seen online: £1234.50');
    expect(priceHintForText('about £12.50 or $4')).toBe('Asking prices seen online: £4.00 - £12.50');
  });
});

describe('a custom price typed in another currency', () => {
  it.each<[CurrencyCode, string, string]>([
    ['GBP', '12.50', '12.50'],
    ['GBP', '£12.50', '12.50'],
    ['GBP', 'GBP 12', '12.00'],
    ['USD', '$12', '12.00'],
    ['USD', 'US$12', '12.00'],
    ['USD', '12 USD', '12.00'],
    ['CAD', 'C$12', '12.00'],
    ['CAD', '$12', '12.00'],
    ['AUD', 'AU$ 12', '12.00'],
    ['EUR', '12 €', '12.00'],
    ['EUR', '€12.5', '12.50'],
  ])('accepts a %s price typed %j', (currency, input, price) => {
    expect(parseCustomPrice(input, currency)).toEqual({ ok: true, price });
  });

  it.each<[CurrencyCode, string, string]>([
    ['GBP', '$12', 'This item is priced in GBP: enter the amount in £, e.g. 12.50.'],
    ['GBP', '€12', 'This item is priced in GBP: enter the amount in £, e.g. 12.50.'],
    ['USD', '£12', 'This item is priced in USD: enter the amount in $, e.g. 12.50.'],
    ['USD', 'C$12', 'This item is priced in USD: enter the amount in $, e.g. 12.50.'],
    ['CAD', 'US$12', 'This item is priced in CAD: enter the amount in $, e.g. 12.50.'],
    ['AUD', '12 CAD', 'This item is priced in AUD: enter the amount in $, e.g. 12.50.'],
    ['EUR', '$12', 'This item is priced in EUR: enter the amount in €, e.g. 12.50.'],
    ['EUR', '12 gbp', 'This item is priced in EUR: enter the amount in €, e.g. 12.50.'],
  ])('refuses a %s price typed %j, saying why', (currency, input, error) => {
    expect(parseCustomPrice(input, currency)).toEqual({ ok: false, error });
  });

  it('still refuses an amount out of range in the item’s own currency', () => {
    expect(parseCustomPrice('€0', 'EUR')).toEqual({
      ok: false,
      error: 'Enter a price above 0 and below 10000.',
    });
  });
});

describe('the current price of an item priced in any currency', () => {
  it.each([
    ['€12.5', '12.50'],
    ['US$1,200', '1200.00'],
    ['A$3', '3.00'],
  ])('reads %j as %s', (price, shown) => {
    expect(currentPrice({ price })).toBe(shown);
  });
});
