import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryNames } from '#domain/categories.ts';
import { conditions } from '#domain/conditions.ts';
import { countryCodes } from '#domain/countries.ts';
import { countryWords } from '#domain/country-words.ts';
import { currencyCodes, formatMoney } from '#domain/currency.ts';
import { DEPOP_HASHTAGS_MAX, marketplaceListing, type ListingInput } from '#domain/marketplace-listing.ts';
import { knownBrands } from '#domain/known-brands.ts';
import { marketplaceNames, marketplacesByCountry } from '#domain/marketplaces.ts';
import { marketplaceTexts } from '#domain/messages.ts';

// Properties of the per-marketplace listings (docs/product.md#where-it-sells): for random items, every
// text keeps its site's limits, Vinted names no other marketplace and one brand at most,
// Depop's hashtags stay within their count, and the only currency written is the item's.

const allMarketplaces = countryCodes.flatMap((code) => marketplacesByCountry[code]);
const brands = ['Nike', 'Adidas', 'Levi’s', 'Zara', 'Marks & Spencer', 'H&M'];

/** Words, spaces, punctuation and now and then a marketplace's or a brand's name, never a currency sign. */
const words = fc.constantFrom(
  'blue',
  'jacket',
  'worn',
  'twice',
  'Great',
  'on',
  'also',
  'see',
  'my',
  'facebook',
  'FB Marketplace',
  'nike',
  'Adidas',
  'Sony',
  ...marketplaceNames,
);
const prose = fc
  .array(fc.tuple(words, fc.constantFrom(' ', ' ', '. ', '! ', '\n', ', ')), { maxLength: 30 })
  .map((parts) => parts.flat().join(''));

const item: fc.Arbitrary<ListingInput> = fc.record({
  category: fc.constantFrom(...categoryNames),
  currency: fc.constantFrom(...currencyCodes),
  country: fc.constantFrom(...countryCodes),
  allowCollection: fc.boolean(),
  fields: fc.record(
    {
      title: prose,
      description: prose,
      condition: fc.constantFrom(...conditions),
      size: fc.constantFrom('S', 'M', 'UK 10', 'EU 42'),
      brand: fc
        .subarray(brands, { minLength: 1, maxLength: 3 })
        .chain((list) => fc.constantFrom(' / ', ', ', ' x ').map((sep) => list.join(sep))),
      colour: fc.constantFrom('Navy blue', 'red', 'Off-white'),
      material: prose,
      price: fc.integer({ min: 1, max: 999_999 }).map((pence) => (pence / 100).toFixed(2)),
    },
    { requiredKeys: [] },
  ),
});

const marketplace = fc.constantFrom(...allMarketplaces);
const otherNames = (own: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(${[...marketplaceNames.filter((n) => n !== own), 'Facebook'].join('|').replace(/\./g, '\\.')})(?![\\p{L}\\p{N}])`,
    'iu',
  );

describe('marketplace listing properties', () => {
  it('keeps every title within its site’s limit, cut only when it had to be', () => {
    fc.assert(
      fc.property(marketplace, item, (site, input) => {
        const listing = marketplaceListing(site, input);
        const max = site.rules.titleMax;
        if (max !== undefined) expect(Array.from(listing.title).length).toBeLessThanOrEqual(max);
        if (listing.titleCut) expect(max).toBeDefined();
        expect(listing.text.includes(listing.title) || site.id === 'depop').toBe(true);
      }),
    );
  });

  it('never names another marketplace on Vinted, and names one brand at most', () => {
    const vinted = marketplacesByCountry.GB[2]!;
    fc.assert(
      fc.property(item, (input) => {
        const listing = marketplaceListing(vinted, input);
        expect(listing.text).not.toMatch(otherNames('Vinted'));
        expect(brands.filter((brand) => listing.text.includes(`Brand: ${brand}`)).length).toBeLessThanOrEqual(
          1,
        );
        const brandLines = listing.text.split('\n').filter((line) => line.startsWith('Brand: '));
        expect(brandLines.length).toBeLessThanOrEqual(1);
        for (const line of brandLines) expect(brands).toContain(line.slice('Brand: '.length));
        const named = [...new Set([...knownBrands, ...brands])].filter((brand) =>
          new RegExp(`(?<![\\p{L}\\p{N}])${brand}(?![\\p{L}\\p{N}])`, 'iu').test(listing.text),
        );
        expect(named.length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('keeps Depop’s hashtags within their count, each one a word once', () => {
    const depop = marketplacesByCountry.GB[1]!;
    fc.assert(
      fc.property(item, (input) => {
        const { hashtags, text } = marketplaceListing(depop, input);
        expect(hashtags.length).toBeLessThanOrEqual(DEPOP_HASHTAGS_MAX);
        expect(new Set(hashtags).size).toBe(hashtags.length);
        for (const tag of hashtags) expect(tag).toMatch(/^#[\p{Ll}\p{N}]+$/u);
        if (hashtags.length > 0) expect(text.endsWith(hashtags.join(' '))).toBe(true);
      }),
    );
  });

  it('writes the price in the item’s currency and no other', () => {
    fc.assert(
      fc.property(marketplace, item, (site, input) => {
        const { text } = marketplaceListing(site, input);
        const price = input.fields.price;
        if (price !== undefined)
          expect(text).toContain(`Price: ${formatMoney(Number(price), input.currency)}`);
        const symbols = (text.match(/[£$€]/g) ?? []).length;
        expect(symbols).toBe(price === undefined ? 0 : 1);
        const expected = formatMoney(1, input.currency).replace(/[\d.]/g, '');
        if (price !== undefined) expect(text).toContain(`Price: ${expected}`);
      }),
    );
  });

  it('says Collection available or Postage only, as the profile allows, in the country’s words', () => {
    fc.assert(
      fc.property(marketplace, item, (site, input) => {
        const { text } = marketplaceListing(site, input);
        const words = countryWords[input.country];
        const pickup = marketplaceTexts.collectionAvailable(words);
        const shipping = marketplaceTexts.postageOnly(words);
        expect(text).toContain(input.allowCollection ? pickup : shipping);
        expect(text).not.toContain(input.allowCollection ? shipping : pickup);
      }),
    );
  });
});
