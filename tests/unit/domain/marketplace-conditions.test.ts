import { describe, expect, it } from 'vitest';
import { conditions, type Condition } from '#domain/conditions.ts';
import {
  conditionNamesFor,
  ebayConditions,
  ebayUkClothing,
  ebayUsBooks,
  ebayUsClothing,
  facebookConditions,
  type ConditionNames,
} from '#domain/marketplace-conditions.ts';
import { marketplacesByCountry } from '#domain/marketplaces.ts';
import { marketplaceTexts } from '#domain/texts/marketplaces.ts';

// Each site's own condition names per category (docs/marketplaces.md#condition-names): the
// exact name for each of ours, null where the site has none that fits.

const byId = (country: keyof typeof marketplacesByCountry, id: string) =>
  marketplacesByCountry[country].find((site) => site.id === id)!;

const inOrder = (names: ConditionNames) => conditions.map((condition: Condition) => names[condition]);

describe('each site’s condition names, best first (docs/marketplaces.md#condition-names)', () => {
  it('gives Facebook’s own names, and none for Poor (Used (fair) is its lowest)', () => {
    expect(inOrder(facebookConditions)).toEqual([
      'New',
      'New',
      'Used (like new)',
      'Used (good)',
      'Used (good)',
      'Used (fair)',
      null,
    ]);
  });

  it('gives eBay’s New or Used outside clothing and books; New without tags and Poor chosen on eBay', () => {
    expect(inOrder(ebayConditions)).toEqual(['New', null, 'Used', 'Used', 'Used', 'Used', null]);
  });

  it('gives eBay US’s book grades down to Acceptable, and none for Poor', () => {
    expect(inOrder(ebayUsBooks)).toEqual([
      'Brand New',
      'Brand New',
      'Like New',
      'Very Good',
      'Good',
      'Acceptable',
      null,
    ]);
  });

  it('gives eBay UK’s clothing names, Pre-owned for every worn item (ungraded)', () => {
    expect(inOrder(ebayUkClothing)).toEqual([
      'New with tags',
      'New without tags',
      'Pre-owned',
      'Pre-owned',
      'Pre-owned',
      'Pre-owned',
      'Pre-owned',
    ]);
  });

  it('gives eBay US’s clothing grades, and none below Pre-owned - Fair for Poor', () => {
    expect(inOrder(ebayUsClothing)).toEqual([
      'New with tags',
      'New without tags',
      'Pre-owned - Excellent',
      'Pre-owned - Good',
      'Pre-owned - Good',
      'Pre-owned - Fair',
      null,
    ]);
  });

  it('never maps Poor to a grade of a graded set', () => {
    for (const names of [facebookConditions, ebayConditions, ebayUsBooks, ebayUsClothing]) {
      expect(names['Poor condition']).toBeNull();
    }
  });
});

describe('the names for an item’s category', () => {
  const site = {
    conditionNames: ebayConditions,
    clothingConditionNames: ebayUsClothing,
    bookConditionNames: ebayUsBooks,
  };

  it('takes clothing’s and books’ own sets, and the general set for every other category', () => {
    expect(conditionNamesFor(site, 'clothing and footwear')).toBe(ebayUsClothing);
    expect(conditionNamesFor(site, 'books')).toBe(ebayUsBooks);
    expect(conditionNamesFor(site, 'electronics')).toBe(ebayConditions);
    expect(conditionNamesFor(site, 'unknown')).toBe(ebayConditions);
  });

  it('falls back to the general set where the category has none of its own, and to none at all', () => {
    expect(conditionNamesFor({ conditionNames: ebayConditions }, 'books')).toBe(ebayConditions);
    expect(conditionNamesFor({ conditionNames: ebayConditions }, 'clothing and footwear')).toBe(
      ebayConditions,
    );
    expect(conditionNamesFor({}, 'toys')).toBeUndefined();
  });

  it('gives each eBay site the sets sourced for it', () => {
    expect(byId('US', 'ebay').rules.bookConditionNames).toBe(ebayUsBooks);
    expect(byId('US', 'ebay').rules.clothingConditionNames).toBe(ebayUsClothing);
    expect(byId('GB', 'ebay').rules.clothingConditionNames).toBe(ebayUkClothing);
    expect(byId('GB', 'ebay').rules.bookConditionNames).toBeUndefined();
    expect(byId('AU', 'ebay').rules.clothingConditionNames).toBeUndefined();
    expect(byId('CA', 'ebay').rules.conditionNames).toBe(ebayConditions);
    expect(byId('CA', 'facebook').rules.conditionNames).toBe(facebookConditions);
  });
});

describe('the words for a condition chosen on the site', () => {
  it('keeps the item’s words and says where the site’s name is chosen', () => {
    expect(marketplaceTexts.chooseOnSite).toBe('choose on the site');
    expect(marketplaceTexts.conditionOnSite('Poor condition')).toBe('Poor condition (choose on the site)');
    expect(marketplaceTexts.conditionOn('eBay', 'Pre-owned')).toBe('Condition on eBay: Pre-owned');
  });
});
