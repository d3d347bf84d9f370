import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countryCodes, type CountryCode } from '#domain/countries.ts';
import {
  ADDED_MARKETPLACES_READ_ON,
  MARKETPLACE_RULES_READ_ON,
  marketplaceNames,
  marketplaces,
  marketplacesByCountry,
  marketplacesFor,
  suitsCategory,
  type MarketplaceId,
} from '#domain/marketplaces.ts';

const doc = readFileSync(new URL('../../../docs/marketplaces.md', import.meta.url), 'utf8');

/** A country's marketplace by id: the tests name a site, not its place in the list. */
const site = (code: CountryCode, id: MarketplaceId) => {
  const found = marketplacesByCountry[code].find((m) => m.id === id);
  if (!found) throw new Error(`${code} offers no ${id}`);
  return found;
};

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
  it("gives every country its own list, each marketplace once, the spec's three first for the UK", () => {
    // The lists themselves are docs/marketplaces.md's table, written from the catalogue and
    // checked by tests/unit/architecture/doc-facts.test.ts: here, what any list must be.
    for (const code of countryCodes) {
      const ids = marketplacesFor(code).map((m) => m.id);
      expect(ids.length, code).toBeGreaterThan(0);
      expect(new Set(ids).size, code).toBe(ids.length);
    }
    expect(
      marketplacesFor('GB')
        .slice(0, 3)
        .map((m) => m.name),
    ).toEqual(['Facebook Marketplace', 'Depop', 'Vinted']);
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
    expect(url('IE', 'ebay')).toBe('https://www.ebay.ie/sl/sell');
    expect(url('CA', 'vinted')).toBe('https://www.vinted.ca/items/new');
    expect(url('CA', 'poshmark')).toBe('https://poshmark.ca/create-listing');
    expect(url('GB', 'gumtree')).toBe('https://www.gumtree.com/postad');
  });

  it('offers each site its own pages show serving the country, with those pages as sources', () => {
    // The additions of 2026-12-02 (docs/marketplaces.md#added-on-2026-12-02): a site is offered
    // in a country only with a page of its own that shows it serving there.
    const ownPage = (code: CountryCode, id: MarketplaceId, host: string) =>
      site(code, id).sources.some((source) => new URL(source).hostname.endsWith(host));
    expect(ownPage('IE', 'ebay', 'ebay.ie')).toBe(true);
    expect(ownPage('AU', 'depop', 'depophelp.zendesk.com')).toBe(true);
    expect(ownPage('CA', 'vinted', 'vinted.ca')).toBe(true);
    expect(ownPage('CA', 'poshmark', 'poshmark.com')).toBe(true);
    expect(ownPage('US', 'offerup', 'offerup.com')).toBe(true);
    expect(ownPage('GB', 'gumtree', 'gumtree.com')).toBe(true);
  });

  it('puts the general sites first and the fashion-only ones after them', () => {
    const order = (code: CountryCode) => marketplacesFor(code).map((m) => m.id);
    expect(order('US').indexOf('offerup')).toBe(order('US').indexOf('ebay') + 1);
    expect(order('GB').indexOf('gumtree')).toBe(order('GB').indexOf('ebay') + 1);
    for (const code of ['CA', 'AU'] as const) {
      const general = marketplacesFor(code).filter((m) => !m.suits);
      const fashion = marketplacesFor(code).filter((m) => m.suits);
      expect(marketplacesFor(code), code).toEqual([...general, ...fashion]);
    }
  });

  it('applies none of Vinted UK’s rules in Canada, and suits only clothing there', () => {
    const canada = site('CA', 'vinted');
    expect(canada.rules).toMatchObject({ oneBrand: false, noOtherMarketplace: false, needs: ['price'] });
    expect(suitsCategory(canada, 'clothing and footwear')).toBe(true);
    expect(suitsCategory(canada, 'books')).toBe(false);
    // Vinted Ireland's own catalogue rules were not found: it keeps the UK's categories.
    expect(site('IE', 'vinted').suits).toEqual(site('GB', 'vinted').suits);
  });

  it('holds only the sourced rules: eBay 80 characters, Vinted one brand and no other site', () => {
    const rules = (id: MarketplaceId) => site('GB', id).rules;
    expect(rules('ebay').titleMax).toBe(80);
    for (const id of ['facebook', 'depop', 'vinted'] as const) expect(rules(id).titleMax).toBeUndefined();
    expect(rules('vinted')).toMatchObject({ oneBrand: true, noOtherMarketplace: true, hashtags: false });
    expect(rules('depop')).toMatchObject({ oneBrand: false, noOtherMarketplace: false, hashtags: true });
    for (const id of ['facebook', 'ebay'] as const) {
      expect(rules(id)).toMatchObject({ oneBrand: false, noOtherMarketplace: false, hashtags: false });
    }
    expect(rules('facebook').needs).toEqual(['price']);
    expect(rules('depop').needs).toEqual(['price']);
    expect(rules('vinted').needs).toEqual(['price', 'parcelSize']);
    expect(rules('ebay').needs).toEqual(['price', 'condition']);
    expect(site('US', 'mercari').rules.needs).toEqual(['price', 'condition', 'brand', 'size']);
  });

  it('says which categories a site suits; every site suits an unknown item', () => {
    const [facebook, depop, vinted] = (['facebook', 'depop', 'vinted'] as const).map((id) => site('GB', id));
    expect(suitsCategory(depop!, 'clothing and footwear')).toBe(true);
    expect(suitsCategory(depop!, 'books')).toBe(false);
    expect(suitsCategory(depop!, 'unknown')).toBe(true);
    expect(suitsCategory(vinted!, 'electronics')).toBe(false);
    expect(suitsCategory(vinted!, 'books')).toBe(true);
    expect(suitsCategory(facebook!, 'furniture')).toBe(true);
  });

  it("names every marketplace once: each country's, and no other", () => {
    const offered = new Set(countryCodes.flatMap((code) => marketplacesFor(code).map((m) => m.name)));
    expect(new Set(marketplaceNames)).toEqual(offered);
    expect(marketplaceNames).toHaveLength(offered.size);
  });

  it('cites every source, with the date read, in docs/marketplaces.md', () => {
    expect(doc).toContain(MARKETPLACE_RULES_READ_ON);
    expect(doc).toContain(ADDED_MARKETPLACES_READ_ON);
    for (const code of countryCodes) {
      for (const marketplace of marketplacesByCountry[code]) {
        expect(doc).toContain(marketplace.name);
        expect(doc).toContain(marketplace.url);
        for (const source of marketplace.sources) expect(doc).toContain(source);
      }
    }
  });
});
