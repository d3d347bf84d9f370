import { describe, expect, it } from 'vitest';
import { countryCodes } from '#domain/countries.ts';
import { allowPickupLabel, countryWords } from '#domain/country-words.ts';
import { marketplaceTexts, messages, moneyTexts, pageTexts } from '#domain/messages.ts';

// Each country's words for sending an item and for the buyer fetching it
// (docs/marketplaces.md#each-countrys-words): a US seller reads shipping and local pickup.

describe('each country’s words', () => {
  it('has words for every country of the catalogue', () => {
    expect(Object.keys(countryWords).sort()).toEqual([...countryCodes].sort());
  });

  it.each([
    ['GB', 'postage', 'collection'],
    ['IE', 'postage', 'collection'],
    ['US', 'shipping', 'local pickup'],
    ['CA', 'shipping', 'local pickup'],
    ['AU', 'postage', 'pick-up'],
  ] as const)('%s says %s and %s', (country, shipping, pickup) => {
    expect(countryWords[country]).toEqual({ shipping, pickup });
  });

  it.each([
    ['GB', 'Allow Collection', 'Collection permission updated successfully'],
    ['IE', 'Allow Collection', 'Collection permission updated successfully'],
    ['US', 'Allow Local Pickup', 'Local pickup permission updated successfully'],
    ['CA', 'Allow Local Pickup', 'Local pickup permission updated successfully'],
    ['AU', 'Allow Pick-up', 'Pick-up permission updated successfully'],
  ] as const)('the %s profile menu says %s, and once saved, %s', (country, label, saved) => {
    expect(allowPickupLabel(country)).toBe(label);
    expect(messages.profileUpdated('allow_collection', country)).toEqual({
      title: 'Profile updated',
      description: saved,
    });
  });

  it('keeps the owner’s wording in the UK: "Allow Collection"', () => {
    expect(allowPickupLabel('GB')).toBe(pageTexts.profileMenu.allowCollection);
    expect(messages.profileUpdated('allow_collection')).toEqual(
      messages.profileUpdated('allow_collection', 'GB'),
    );
  });

  it.each([
    ['GB', 'Collection available', 'Postage only'],
    ['IE', 'Collection available', 'Postage only'],
    ['US', 'Local pickup available', 'Shipping only'],
    ['CA', 'Local pickup available', 'Shipping only'],
    ['AU', 'Pick-up available', 'Postage only'],
  ] as const)('a %s listing says %s or %s', (country, pickup, shippingOnly) => {
    expect(marketplaceTexts.collectionAvailable(countryWords[country])).toBe(pickup);
    expect(marketplaceTexts.postageOnly(countryWords[country])).toBe(shippingOnly);
  });

  it.each([
    ['GB', 'Postage'],
    ['IE', 'Postage'],
    ['US', 'Shipping'],
    ['CA', 'Shipping'],
    ['AU', 'Postage'],
  ] as const)('the %s estimate speaks of %s', (country, word) => {
    const words = countryWords[country];
    expect(moneyTexts.postage('1', '2', 'C', 'D', words)).toBe(`${word} 1 to 2 (C, as of D).`);
    expect(moneyTexts.postage('1', '1', 'C', 'D', words)).toBe(`${word} about 1 (C, as of D).`);
    expect(moneyTexts.postageUnknown('C', words)).toBe(
      `${word}: we do not know it; no price found on the carriers’ own pages (C).`,
    );
  });
});
