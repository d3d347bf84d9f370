import { describe, expect, it } from 'vitest';
import { marketplaceListing, type ListingInput } from '#domain/marketplace-listing.ts';
import { marketplacesByCountry } from '#domain/marketplaces.ts';
import { ownBrand } from '#domain/other-names.ts';

// Vinted hides a listing where "multiple brands are mentioned in a single listing"
// (docs/marketplaces.md#vinted-uk-and-ireland): the whole text, not only the brand line.

const byId = (country: 'GB' | 'IE', id: string) =>
  marketplacesByCountry[country].find((site) => site.id === id)!;
const vintedUk = byId('GB', 'vinted');
const vintedIe = byId('IE', 'vinted');
const facebook = byId('GB', 'facebook');

const trainers: ListingInput = {
  category: 'clothing and footwear',
  currency: 'GBP',
  country: 'GB',
  allowCollection: false,
  fields: {
    title: 'Nike Air Max 90 trainers',
    description: 'White Nike Air Max 90, size 9. Nike and Adidas fans will love these. Worn twice.',
    brand: 'Nike',
    size: 'UK 9',
  },
};

describe('Vinted names the item’s own brand only (docs/product.md#where-it-sells)', () => {
  it.each([
    ['Vinted UK', vintedUk],
    ['Vinted Ireland', vintedIe],
  ])('%s leaves out the sentence naming another brand', (_name, vinted) => {
    const listing = marketplaceListing(vinted, trainers);
    expect(listing.description).toBe('White Nike Air Max 90, size 9. Worn twice.');
    expect(listing.text).not.toMatch(/adidas/i);
    expect(listing.text).toContain('Brand: Nike');
  });

  it('keeps every sentence naming only the item’s own brand, in any case', () => {
    const listing = marketplaceListing(vintedUk, {
      ...trainers,
      fields: { ...trainers.fields, description: 'NIKE trainers. Bought from the nike shop.' },
    });
    expect(listing.description).toBe('NIKE trainers. Bought from the nike shop.');
    expect(listing.title).toBe('Nike Air Max 90 trainers');
  });

  it('keeps the item’s own brand when it is the second one named', () => {
    const listing = marketplaceListing(vintedUk, {
      ...trainers,
      fields: {
        title: 'Adidas Samba',
        description: 'Nike and Adidas fans will love these. Adidas Samba, size 9.',
        brand: 'Adidas',
      },
    });
    expect(listing.description).toBe('Adidas Samba, size 9.');
    expect(listing.text).not.toMatch(/nike/i);
  });

  it('takes another brand’s name out of the title and the other fields', () => {
    const listing = marketplaceListing(vintedUk, {
      ...trainers,
      fields: { ...trainers.fields, title: 'Nike trainers not Adidas', material: 'Leather, Reebok laces' },
    });
    expect(listing.title).toBe('Nike trainers not');
    expect(listing.lines).toContainEqual({ label: 'Material', value: 'Leather, laces' });
  });

  it('leaves out the brand field’s other brands wherever the text names them', () => {
    const listing = marketplaceListing(vintedUk, {
      ...trainers,
      fields: {
        title: 'Trucker jacket',
        description: 'Levi’s denim. Fits like Wrangler.',
        brand: 'Levi’s / Wrangler',
      },
    });
    expect(listing.description).toBe('Levi’s denim.');
    expect(listing.text).toContain('Brand: Levi’s');
    expect(listing.text).not.toContain('Wrangler');
  });

  it('with no brand field, keeps the first brand the title or description names', () => {
    const listing = marketplaceListing(vintedUk, {
      ...trainers,
      fields: { title: 'Trainers', description: 'Nike running shoes. Better than Adidas ones.' },
    });
    expect(listing.description).toBe('Nike running shoes.');
  });

  it('leaves the other sites’ text as the seller wrote it', () => {
    expect(marketplaceListing(facebook, trainers).description).toBe(trainers.fields.description);
  });
});

describe('ownBrand', () => {
  it('is the brand field’s first brand, else the first known brand the title, then the description, names', () => {
    expect(ownBrand({ brand: 'Levi’s / Wrangler', title: 'Nike' })).toBe('Levi’s');
    expect(ownBrand({ title: 'Jumper', description: 'running shoes by nike, not adidas' })).toBe('Nike');
    expect(ownBrand({ title: 'Canon lens', description: 'Nikon mount' })).toBe('Canon');
    expect(ownBrand({ title: 'Jumper' })).toBeUndefined();
  });
});
