import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countryCodes } from '#domain/countries.ts';
import {
  MARKETPLACE_RULES_READ_ON,
  marketplaceNames,
  marketplaces,
  marketplacesByCountry,
  marketplacesFor,
  suitsCategory,
} from '#domain/marketplaces.ts';

const doc = readFileSync(new URL('../../../docs/marketplaces.md', import.meta.url), 'utf8');

describe('List on these platforms (docs/product.md#what-it-does)', () => {
  it('links a social marketplace, a second-hand fashion app and a second-hand clothing site', () => {
    expect(marketplaces.map(({ name, url }) => ({ name, url }))).toEqual([
      { name: 'Facebook Marketplace', url: 'https://www.facebook.com/marketplace/create' },
      { name: 'Depop', url: 'https://www.depop.com/sell/' },
      { name: 'Vinted', url: 'https://www.vinted.co.uk/items/new' },
    ]);
  });
});

describe('the marketplace catalogue per country (docs/marketplaces.md)', () => {
  it("lists each country's marketplaces, the spec's three first for the UK", () => {
    const names = (code: string) => marketplacesFor(code).map((m) => m.name);
    expect(names('GB')).toEqual(['Facebook Marketplace', 'Depop', 'Vinted', 'eBay']);
    expect(names('US')).toEqual(['Facebook Marketplace', 'eBay', 'Mercari', 'Poshmark', 'Depop']);
    expect(names('CA')).toEqual(['Facebook Marketplace', 'Kijiji', 'eBay']);
    expect(names('IE')).toEqual(['Vinted', 'DoneDeal', 'Adverts.ie', 'Facebook Marketplace']);
    expect(names('AU')).toEqual(['Facebook Marketplace', 'Gumtree', 'eBay']);
  });

  it('reads an unknown or missing country as the UK', () => {
    expect(marketplacesFor('XX')).toBe(marketplacesByCountry.GB);
    expect(marketplacesFor(undefined)).toBe(marketplacesByCountry.GB);
    expect(marketplacesFor('usa')).toBe(marketplacesByCountry.US);
  });

  it("opens each country's own site", () => {
    const url = (code: keyof typeof marketplacesByCountry, id: string) =>
      marketplacesByCountry[code].find((m) => m.id === id)?.url;
    expect(url('GB', 'ebay')).toBe('https://www.ebay.co.uk/sl/sell');
    expect(url('US', 'ebay')).toBe('https://www.ebay.com/sl/sell');
    expect(url('CA', 'ebay')).toBe('https://www.ebay.ca/sl/sell');
    expect(url('AU', 'ebay')).toBe('https://www.ebay.com.au/sl/sell');
    expect(url('IE', 'vinted')).toBe('https://www.vinted.ie/items/new');
  });

  it('holds only the sourced rules: eBay 80 characters, Vinted one brand and no other site', () => {
    const gb = marketplacesByCountry.GB;
    expect(gb.map((m) => m.rules.titleMax)).toEqual([undefined, undefined, undefined, 80]);
    expect(gb.map((m) => m.rules.oneBrand)).toEqual([false, false, true, false]);
    expect(gb.map((m) => m.rules.noOtherMarketplace)).toEqual([false, false, true, false]);
    expect(gb.map((m) => m.rules.hashtags)).toEqual([false, true, false, false]);
    expect(gb.map((m) => m.rules.needs)).toEqual([
      ['price'],
      ['price'],
      ['price', 'parcelSize'],
      ['price', 'condition'],
    ]);
    expect(marketplacesByCountry.US[2]?.rules.needs).toEqual(['price', 'condition', 'brand', 'size']);
  });

  it('says which categories a site suits; every site suits an unknown item', () => {
    const [facebook, depop, vinted] = marketplacesByCountry.GB;
    expect(suitsCategory(depop!, 'clothing and footwear')).toBe(true);
    expect(suitsCategory(depop!, 'books')).toBe(false);
    expect(suitsCategory(depop!, 'unknown')).toBe(true);
    expect(suitsCategory(vinted!, 'electronics')).toBe(false);
    expect(suitsCategory(vinted!, 'books')).toBe(true);
    expect(suitsCategory(facebook!, 'furniture')).toBe(true);
  });

  it('names every marketplace once', () => {
    expect(marketplaceNames).toEqual([
      'Facebook Marketplace',
      'Depop',
      'Vinted',
      'eBay',
      'Mercari',
      'Poshmark',
      'Kijiji',
      'DoneDeal',
      'Adverts.ie',
      'Gumtree',
    ]);
  });

  it('cites every source, with the date read, in docs/marketplaces.md', () => {
    expect(doc).toContain(MARKETPLACE_RULES_READ_ON);
    for (const code of countryCodes) {
      for (const marketplace of marketplacesByCountry[code]) {
        expect(doc).toContain(marketplace.name);
        expect(doc).toContain(marketplace.url);
        for (const source of marketplace.sources) expect(doc).toContain(source);
      }
    }
  });
});
