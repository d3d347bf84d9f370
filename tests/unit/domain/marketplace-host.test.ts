import { describe, expect, it } from 'vitest';
import { countryCodes } from '#domain/countries.ts';
import {
  LISTING_URL_MAX_LENGTH,
  lifeMarketplaces,
  lifeMarketplacesFor,
  urlBelongsToHosts,
} from '#domain/marketplace-host.ts';
import { marketplacesFor } from '#domain/marketplaces.ts';

// The live listing's address must be on its marketplace's hosts (docs/product.md#item-life).

describe('lifeMarketplacesFor', () => {
  it("gives the country's catalogue, each with its id and the host of its link without www.", () => {
    for (const code of countryCodes) {
      expect(
        lifeMarketplacesFor(code).map(({ id, name }) => ({ id, name })),
        code,
      ).toEqual(marketplacesFor(code).map(({ id, name }) => ({ id, name })));
    }
    const hosts = (code: string, id: string) => lifeMarketplacesFor(code).find((m) => m.id === id)?.hosts;
    expect(hosts('GB', 'facebook')).toEqual(['facebook.com']);
    expect(hosts('GB', 'vinted')).toEqual(['vinted.co.uk']);
    expect(hosts('GB', 'ebay')).toEqual(['ebay.co.uk']);
    expect(hosts('IE', 'vinted')).toEqual(['vinted.ie']);
    expect(hosts('IE', 'adverts')).toEqual(['adverts.ie']);
    expect(hosts('US', 'ebay')).toEqual(['ebay.com']);
    expect(hosts('US', 'poshmark')).toEqual(['poshmark.com']);
  });

  it("reads an unknown or missing country as the UK's, like the item's other facts", () => {
    expect(lifeMarketplacesFor(undefined)).toEqual(lifeMarketplacesFor('GB'));
    expect(lifeMarketplacesFor('XX')).toEqual(lifeMarketplacesFor('GB'));
    expect(lifeMarketplaces).toEqual(lifeMarketplacesFor('GB'));
  });
});

describe('urlBelongsToHosts', () => {
  const hosts = ['vinted.co.uk', 'vinted.fr'];

  it('accepts https addresses on a host or a subdomain of one, in any case', () => {
    expect(urlBelongsToHosts('https://vinted.co.uk/items/1', hosts)).toBe(true);
    expect(urlBelongsToHosts('https://www.vinted.co.uk/items/1', hosts)).toBe(true);
    expect(urlBelongsToHosts('https://WWW.VINTED.FR/items/1', hosts)).toBe(true);
  });

  it('refuses other hosts and look-alikes', () => {
    expect(urlBelongsToHosts('https://depop.com/items/1', hosts)).toBe(false);
    expect(urlBelongsToHosts('https://notvinted.co.uk/items/1', hosts)).toBe(false);
    expect(urlBelongsToHosts('https://vinted.co.uk.evil.com/items/1', hosts)).toBe(false);
    expect(urlBelongsToHosts('https://vinted.co.uk@evil.com/items/1', hosts)).toBe(false);
  });

  it('refuses other schemes, credentials and text that is no address', () => {
    expect(urlBelongsToHosts('http://www.vinted.co.uk/items/1', hosts)).toBe(false);
    expect(urlBelongsToHosts('https://me@www.vinted.co.uk/items/1', hosts)).toBe(false);
    expect(urlBelongsToHosts('https://:secret@www.vinted.co.uk/items/1', hosts)).toBe(false);
    expect(urlBelongsToHosts('www.vinted.co.uk/items/1', hosts)).toBe(false);
    expect(urlBelongsToHosts('', hosts)).toBe(false);
  });

  it('accepts an address of exactly the maximum length and refuses one character more', () => {
    const prefix = 'https://vinted.co.uk/';
    const longest = prefix + 'a'.repeat(LISTING_URL_MAX_LENGTH - prefix.length);
    expect(LISTING_URL_MAX_LENGTH).toBe(2048);
    expect(urlBelongsToHosts(longest, hosts)).toBe(true);
    expect(urlBelongsToHosts(`${longest}a`, hosts)).toBe(false);
  });

  it('refuses everything when the marketplace has no hosts', () => {
    expect(urlBelongsToHosts('https://vinted.co.uk/items/1', [])).toBe(false);
  });
});
