// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { marketplaces } from '#domain/marketplaces.ts';

describe('List on these platforms (docs/product.md#what-it-does)', () => {
  it('links a social marketplace, a second-hand fashion app and a second-hand clothing site', () => {
    expect(marketplaces).toEqual([
      { name: 'Facebook Marketplace', url: 'https://www.facebook.com/marketplace/create' },
      { name: 'Depop', url: 'https://www.depop.com/sell/' },
      { name: 'Vinted', url: 'https://www.vinted.co.uk/items/new' },
    ]);
  });
});
