import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractPrices, priceHint, suggestedPrices } from '#domain/prices.ts';

// Properties of the price rules of docs/product.md#validation and the price hint of point 2.

/** An amount in pence, formatted as the spec's sentence writes it: £1,234.56. */
const withCommas = (pence: number): string => {
  const [pounds, decimals] = (pence / 100).toFixed(2).split('.');
  return `£${(pounds ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
};

/** Text with no digits and no currency sign, so it cannot change an amount beside it. */
const prose = fc.string({
  unit: fc.constantFrom(...'abcdefghij XYZ,.;:!?()-\n'.split('')),
  maxLength: 40,
});

const validPence = fc.integer({ min: 1, max: 999_999 });
const acceptedPrice = validPence.map((pence) => pence / 100);

describe('extractPrices properties', () => {
  it('only ever returns amounts above 0 and below 10000', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const value of extractPrices(text)) {
          expect(value).toBeGreaterThan(0);
          expect(value).toBeLessThan(10000);
        }
      }),
    );
  });

  it('returns amounts sorted ascending without repeats', () => {
    const amountText = fc
      .array(fc.tuple(prose, fc.integer({ min: 0, max: 2_000_000 })))
      .map((parts) => parts.map(([text, pence]) => `${text} ${withCommas(pence)}`).join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), amountText), (text) => {
        const values = extractPrices(text);
        expect(values).toEqual([...new Set(values)].sort((a, b) => a - b));
      }),
    );
  });

  it('finds an amount written as £1,234.56 anywhere in random text', () => {
    fc.assert(
      fc.property(prose, validPence, prose, (before, pence, after) => {
        expect(extractPrices(`${before}${withCommas(pence)}${after}`)).toEqual([pence / 100]);
      }),
    );
  });

  it('finds an amount written with a dollar sign and no commas', () => {
    fc.assert(
      fc.property(prose, validPence, prose, (before, pence, after) => {
        const text = `${before}$${(pence / 100).toFixed(2)}${after}`;
        expect(extractPrices(text)).toEqual([pence / 100]);
      }),
    );
  });

  it('ignores amounts of 10000 and more', () => {
    fc.assert(
      fc.property(prose, fc.integer({ min: 1_000_000, max: 100_000_000 }), (text, pence) => {
        expect(extractPrices(`${text}${withCommas(pence)}`)).toEqual([]);
      }),
    );
  });
});

describe('priceHint properties', () => {
  it('says "Asking price seen online: £X.XX" for any single amount', () => {
    fc.assert(
      fc.property(acceptedPrice, (price) => {
        expect(priceHint([price])).toBe(`Asking price seen online: £${price.toFixed(2)}`);
      }),
    );
  });

  it('gives "£low - £high" for any two or more distinct amounts', () => {
    fc.assert(
      fc.property(fc.uniqueArray(acceptedPrice, { minLength: 2 }), (prices) => {
        const low = Math.min(...prices).toFixed(2);
        const high = Math.max(...prices).toFixed(2);
        expect(priceHint(prices)).toBe(`Asking prices seen online: £${low} - £${high}`);
      }),
    );
  });

  it('does not depend on the order of the amounts', () => {
    fc.assert(
      fc.property(fc.array(acceptedPrice), (prices) => {
        expect(priceHint([...prices].reverse())).toBe(priceHint(prices));
      }),
    );
  });
});

describe('suggestedPrices properties', () => {
  it('suggests at most 5 prices, keeping the lowest and the highest', () => {
    fc.assert(
      fc.property(fc.uniqueArray(acceptedPrice, { minLength: 1 }), (prices) => {
        const suggested = suggestedPrices(prices);
        expect(suggested.length).toBe(Math.min(5, prices.length));
        expect(suggested[0]).toBe(Math.min(...prices));
        expect(suggested[suggested.length - 1]).toBe(Math.max(...prices));
        expect(suggested).toEqual([...new Set(suggested)].sort((a, b) => a - b));
      }),
    );
  });
});
