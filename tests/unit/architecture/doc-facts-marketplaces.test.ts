import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { marketplacesByCountry, type Marketplace } from '#domain/marketplaces.ts';
import { factBlockProblems, factBlocksOf } from '../../../scripts/doc-facts/doc-blocks.ts';
import { factBlocks } from '../../../scripts/doc-facts/fact-blocks.ts';
import {
  marketplaceRulesTables,
  marketplacesByCountryTable,
} from '../../../scripts/doc-facts/marketplace-blocks.ts';

// docs/marketplaces.md shows the marketplace catalogue from domain/marketplaces.ts, so the doc
// cannot drift from the code; and a rule added to the catalogue shows up without a change here.

const marketplacesDoc = readFileSync(join(import.meta.dirname, '../../../docs/marketplaces.md'), 'utf8');

describe("docs/marketplaces.md's catalogue", () => {
  it('holds the per-country order and the rules as fact blocks', () => {
    expect(factBlocksOf(marketplacesDoc).map((block) => block.name)).toEqual([
      'marketplaces-by-country',
      'marketplace-rules',
      'fees',
    ]);
  });

  it("fails once its tables and domain/'s catalogue disagree", () => {
    const [first, second, ...rest] = marketplacesByCountry.GB.map((marketplace) => marketplace.name);
    const reordered = marketplacesDoc.replace(
      `| ${[first, second, ...rest].join(', ')} |`,
      `| ${[second, first, ...rest].join(', ')} |`,
    );
    expect(reordered).not.toBe(marketplacesDoc);
    expect(factBlockProblems(reordered, factBlocks)).toEqual([
      'facts:marketplaces-by-country (differs from domain/; run npm run docs:facts)',
    ]);
    const longerTitles = marketplacesDoc.replace(/^(\| eBay \(UK\) \|.*?\| )80( \|)/m, '$190$2');
    expect(longerTitles).not.toBe(marketplacesDoc);
    expect(factBlockProblems(longerTitles, factBlocks)).toEqual([
      'facts:marketplace-rules (differs from domain/; run npm run docs:facts)',
    ]);
  });
});

describe('the marketplace tables', () => {
  const site = (
    id: Marketplace['id'],
    name: string,
    extra: Partial<Marketplace['rules']> = {},
  ): Marketplace => ({
    id,
    name,
    url: `https://${id}.example/sell`,
    rules: {
      oneBrand: false,
      noOtherMarketplace: false,
      noUnrelatedBrands: false,
      hashtags: false,
      needs: ['price'],
      ...extra,
    },
    sources: [],
  });
  const shared = site('facebook', 'Facebook Marketplace');
  const catalogue = {
    ...marketplacesByCountry,
    GB: [shared, site('vinted', 'Vinted', { titleMax: 100, needs: ['price', 'parcelSize'] })],
    US: [shared],
    CA: [],
    IE: [],
    AU: [],
  };

  it('lists each country with its marketplaces in order', () => {
    expect(marketplacesByCountryTable(catalogue).split('\n').slice(2)).toEqual([
      '| UK (GB) | Facebook Marketplace, Vinted |',
      '| USA (US) | Facebook Marketplace |',
      '| Canada (CA) |  |',
      '| Ireland (IE) |  |',
      '| Australia (AU) |  |',
    ]);
  });

  it('writes a site set up alike in several countries once, and a rule not sourced as such', () => {
    expect(marketplaceRulesTables(catalogue).split('\n')).toEqual([
      '| Marketplace (countries) | New-listing page | Suits | One brand only | No other marketplace named | No unrelated brand names | Hashtags | Asks for | Title max (characters) | Sources |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| Facebook Marketplace (UK, USA) | https://facebook.example/sell | every category | no | no | no | no | price | not sourced | none |',
      '| Vinted (UK) | https://vinted.example/sell | every category | no | no | no | no | price, parcelSize | 100 | none |',
    ]);
  });

  it('gives a new rule a column, and a new map-valued rule a table, with no change to the generator', () => {
    const withFees = {
      ...catalogue,
      GB: [
        { ...shared, rules: { ...shared.rules, sellerFeePercent: 0, postage: { small: 2.99, large: 5 } } },
        { ...shared, id: 'ebay', name: 'eBay', rules: { ...shared.rules, postage: { small: 3.5 } } },
      ],
      US: [],
    } as unknown as typeof catalogue;
    const lines = marketplaceRulesTables(withFees).split('\n');
    expect(lines[0]).toContain('| Seller Fee Percent |');
    expect(lines[2]).toMatch(/\| 0 \| none \|$/);
    expect(lines[3]).toMatch(/\| not sourced \| none \|$/);
    expect(lines.slice(5)).toEqual([
      '**Postage** (a set-up not shown here has none sourced):',
      '',
      '|  | Facebook Marketplace (UK) | eBay (UK) |',
      '| --- | --- | --- |',
      '| small | 2.99 | 3.5 |',
      '| large | 5 | not sourced |',
    ]);
  });

  it('writes a condition with no counterpart on a site as chosen there', () => {
    const names = { 'New with tags': 'New', 'Poor condition': null };
    const withNames = {
      ...catalogue,
      GB: [{ ...shared, rules: { ...shared.rules, conditionNames: names } }],
      US: [],
    } as unknown as typeof catalogue;
    expect(marketplaceRulesTables(withNames).split('\n').slice(-2)).toEqual([
      '| New with tags | New |',
      '| Poor condition | choose on the site |',
    ]);
  });
});
