import { describe, expect, it } from 'vitest';
import { marketplaceListing, type ListingInput } from '#domain/marketplace-listing.ts';
import { marketplacesByCountry } from '#domain/marketplaces.ts';

// The classified sites' own rules (docs/marketplaces.md#classified-sites): Gumtree Australia
// forbids keyword spamming with makes not relevant to the ad, DoneDeal unrelated brand names.

const byId = (country: keyof typeof marketplacesByCountry, id: string) =>
  marketplacesByCountry[country].find((site) => site.id === id)!;

const drill = (country: 'AU' | 'IE'): ListingInput => ({
  category: 'electronics',
  currency: country === 'AU' ? 'AUD' : 'EUR',
  country,
  allowCollection: true,
  fields: {
    title: 'Makita cordless drill Bosch',
    description:
      'Makita 18V drill with two batteries. Fits Bosch bits too. Ryobi charger not included. Barely used.',
    brand: 'Makita / Ryobi',
  },
});

describe('the classified sites name the item’s own brand only', () => {
  it.each([
    ['Gumtree Australia', byId('AU', 'gumtree'), drill('AU')],
    ['DoneDeal', byId('IE', 'donedeal'), drill('IE')],
  ])('%s leaves out unrelated brand names and the sentences naming them', (_name, site, input) => {
    const listing = marketplaceListing(site, input);
    expect(listing.title).toBe('Makita cordless drill');
    expect(listing.description).toBe('Makita 18V drill with two batteries. Barely used.');
    expect(listing.text).not.toMatch(/bosch|ryobi/i);
    expect(listing.text).toContain('Brand: Makita\n');
  });

  it('keeps every brand on a classified site without the rule (Adverts.ie, Kijiji)', () => {
    const adverts = marketplaceListing(byId('IE', 'adverts'), drill('IE'));
    expect(adverts.title).toBe('Makita cordless drill Bosch');
    const kijiji = marketplaceListing(byId('CA', 'kijiji'), {
      ...drill('IE'),
      country: 'CA',
      currency: 'CAD',
    });
    expect(kijiji.description).toContain('Fits Bosch bits too.');
  });

  it('sources each rule from the site’s own help pages', () => {
    expect(byId('AU', 'gumtree').rules.noUnrelatedBrands).toBe(true);
    expect(byId('AU', 'gumtree').sources[0]).toMatch(/^https:\/\/help\.gumtree\.com\.au\//);
    expect(byId('IE', 'donedeal').rules.noUnrelatedBrands).toBe(true);
    expect(byId('IE', 'donedeal').sources[0]).toMatch(/^https:\/\/hello\.donedeal\.ie\//);
    expect(byId('IE', 'adverts').rules.noUnrelatedBrands).toBe(false);
  });
});
