import { describe, expect, it } from 'vitest';
import { countries } from '#domain/countries.ts';
import { currencyOrDefault, currencySymbol, formatMoney, isCurrencyCode } from '#domain/currency.ts';

describe('currencies (docs/product.md#country-and-currency)', () => {
  it('gives each country its currency', () => {
    expect(countries.map((c) => [c.code, c.currency])).toEqual([
      ['GB', 'GBP'],
      ['US', 'USD'],
      ['CA', 'CAD'],
      ['IE', 'EUR'],
      ['AU', 'AUD'],
    ]);
  });

  it.each([
    ['GBP', '£12.50', '£1234.00', '£'],
    ['USD', '$12.50', '$1234.00', '$'],
    ['CAD', '$12.50', '$1234.00', '$'],
    ['EUR', '€12.50', '€1234.00', '€'],
    ['AUD', '$12.50', '$1234.00', '$'],
  ] as const)('writes %s amounts in its own country', (currency, small, large, symbol) => {
    expect(formatMoney(12.5, currency)).toBe(small);
    expect(formatMoney(1234, currency)).toBe(large);
    expect(currencySymbol(currency)).toBe(symbol);
  });

  it('reads an item stored without a currency, or with an unknown one, as pounds', () => {
    expect(currencyOrDefault(undefined)).toBe('GBP');
    expect(currencyOrDefault('JPY')).toBe('GBP');
    expect(currencyOrDefault(12)).toBe('GBP');
    expect(currencyOrDefault('EUR')).toBe('EUR');
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
  });
});
