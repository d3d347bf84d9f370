import { describe, expect, it } from 'vitest';
import {
  conditionFor,
  cutTitle,
  depopHashtags,
  firstBrand,
  listingPrice,
  marketplaceListing,
  type ListingInput,
} from '#domain/marketplace-listing.ts';
import { marketplacesByCountry } from '#domain/marketplaces.ts';

const [facebook, depop, vinted, ebay] = marketplacesByCountry.GB as [never, never, never, never];
/** A US marketplace by id: the tests name a site, not its place in the list. */
const usSite = (id: string) => marketplacesByCountry.US.find((m) => m.id === id)!;
const ebayUs = usSite('ebay');
const mercari = usSite('mercari');

const jacket: ListingInput = {
  category: 'clothing and footwear',
  currency: 'GBP',
  country: 'GB',
  allowCollection: true,
  fields: {
    title: 'Levi’s Trucker Jacket',
    description: 'Classic denim jacket. Also on eBay and Depop! Worn twice.',
    condition: 'Very good condition',
    size: 'M',
    brand: 'Levi’s / Wrangler',
    colour: 'Navy blue',
    price: '25.00',
  },
};

describe('cutTitle', () => {
  it('keeps a title within the limit as it is', () => {
    expect(cutTitle('Blue jacket', 11)).toBe('Blue jacket');
    expect(cutTitle('  Blue jacket ', 11)).toBe('Blue jacket');
  });

  it('cuts at the last word boundary inside the limit', () => {
    expect(cutTitle('Blue denim jacket', 12)).toBe('Blue denim');
    expect(cutTitle('Blue denim jacket', 10)).toBe('Blue denim');
    expect(cutTitle('Blue denim jacket', 9)).toBe('Blue');
    expect(cutTitle('Blue, denim jacket', 9)).toBe('Blue');
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(cutTitle('Supercalifragilistic', 5)).toBe('Super');
  });

  it('counts characters, not code units', () => {
    expect(cutTitle('👕👕 shirt', 8)).toBe('👕👕 shirt');
  });
});

describe('the listing per marketplace (docs/product.md#where-it-sells)', () => {
  it('ends with collection or postage in the words of the item’s country', () => {
    const ending = (input: ListingInput) => marketplaceListing(facebook, input).text.split('\n\n').at(-1);
    expect(ending(jacket)).toBe('Collection available');
    expect(ending({ ...jacket, allowCollection: false })).toBe('Postage only');
    expect(ending({ ...jacket, country: 'US' })).toBe('Local pickup available');
    expect(ending({ ...jacket, country: 'US', allowCollection: false })).toBe('Shipping only');
    expect(ending({ ...jacket, country: 'CA' })).toBe('Local pickup available');
    expect(ending({ ...jacket, country: 'AU' })).toBe('Pick-up available');
    expect(ending({ ...jacket, country: 'IE', allowCollection: false })).toBe('Postage only');
  });

  it('writes Vinted one brand and no other marketplace, with the parcel size still to choose', () => {
    const listing = marketplaceListing(vinted, jacket);
    expect(listing.text).toBe(
      [
        'Levi’s Trucker Jacket',
        'Classic denim jacket. Worn twice.',
        'Price: £25.00\nCondition: Very good condition\nSize: M\nBrand: Levi’s\nColour: Navy blue',
        'Collection available',
      ].join('\n\n'),
    );
    expect(listing.needs).toEqual([{ need: 'parcelSize' }]);
    expect(listing.hashtags).toEqual([]);
  });

  it('leads Depop with the description and ends it with hashtags from category, brand and colour', () => {
    const listing = marketplaceListing(depop, { ...jacket, allowCollection: false });
    expect(listing.text).toBe(
      [
        'Classic denim jacket. Also on eBay and Depop! Worn twice.',
        'Price: £25.00\nCondition: Very good condition\nSize: M\nBrand: Levi’s / Wrangler\nColour: Navy blue',
        'Postage only',
        '#clothing #levis #navyblue',
      ].join('\n\n'),
    );
    expect(listing.needs).toEqual([]);
  });

  it("writes Facebook's and eBay's own condition names", () => {
    expect(marketplaceListing(facebook, jacket).lines[1]).toEqual({
      label: 'Condition',
      value: 'Used (good)',
    });
    expect(marketplaceListing(ebay, jacket).lines[1]?.value).toBe('Pre-owned');
    expect(marketplaceListing(ebayUs, jacket).lines[1]?.value).toBe('Pre-owned - Good');
    const book = { ...jacket, category: 'books' as const };
    expect(marketplaceListing(ebay, book).lines[1]?.value).toBe('Used');
    expect(marketplaceListing(ebayUs, book).lines[1]?.value).toBe('Very Good');
  });

  it('writes a condition the site has no counterpart for in the item’s words, to choose on the site', () => {
    const poor = { ...jacket, fields: { ...jacket.fields, condition: 'Poor condition' } };
    expect(marketplaceListing(facebook, poor).lines[1]?.value).toBe('Poor condition (choose on the site)');
    expect(marketplaceListing(facebook, poor).text).toContain(
      'Condition: Poor condition (choose on the site)',
    );
    expect(marketplaceListing(ebayUs, poor).lines[1]?.value).toBe('Poor condition (choose on the site)');
    expect(marketplaceListing(facebook, poor).condition).toBe('Poor condition (choose on the site)');
    expect(marketplaceListing(ebayUs, jacket).condition).toBe('Pre-owned - Good');
    const none = { ...jacket, fields: { ...jacket.fields, condition: ' ' } };
    expect(marketplaceListing(facebook, none)).not.toHaveProperty('condition');
  });

  it('cuts an eBay title longer than 80 characters and says so', () => {
    const long = 'Vintage Levi’s Type III Trucker Denim Jacket Mid Wash Made in USA Size Medium Mens Rare';
    const listing = marketplaceListing(ebay, { ...jacket, fields: { ...jacket.fields, title: long } });
    expect(listing.title).toBe(
      'Vintage Levi’s Type III Trucker Denim Jacket Mid Wash Made in USA Size Medium',
    );
    expect(listing.titleCut).toBe(true);
    expect(
      marketplaceListing(facebook, { ...jacket, fields: { ...jacket.fields, title: long } }).titleCut,
    ).toBe(false);
  });

  it('lists what a site still needs, with the field that fills it', () => {
    const bare: ListingInput = { ...jacket, fields: { title: 'Jacket' } };
    expect(marketplaceListing(mercari, bare).needs).toEqual([
      { need: 'price', field: 'price' },
      { need: 'condition', field: 'condition' },
      { need: 'brand', field: 'brand' },
      { need: 'size', field: 'size' },
    ]);
    // A book has no size or brand field: Mercari does not ask for them.
    expect(marketplaceListing(mercari, { ...bare, category: 'books' }).needs).toEqual([
      { need: 'price', field: 'price' },
      { need: 'condition', field: 'condition' },
    ]);
    expect(marketplaceListing(ebay, bare).needs).toEqual([
      { need: 'price', field: 'price' },
      { need: 'condition', field: 'condition' },
    ]);
  });

  it('never says an item without a title has everything a site asks for', () => {
    const complete = marketplaceListing(ebay, jacket);
    expect(complete.needs).toEqual([]);
    for (const title of ['', '   ']) {
      const untitled = marketplaceListing(ebay, { ...jacket, fields: { ...jacket.fields, title } });
      expect(untitled.needs).toEqual([{ need: 'title', field: 'title' }]);
    }
  });

  it('leaves a Vinted paragraph naming another marketplace out, and the name out of the title', () => {
    const listing = marketplaceListing(vinted, {
      ...jacket,
      fields: {
        title: 'Jacket  eBay  Levi’s, as on Facebook',
        description: 'Line one.\n\nSee my Depop! Or Gumtree.\n\nLine three. Vinted only.',
      },
    });
    expect(listing.title).toBe('Jacket Levi’s, as on');
    expect(listing.description).toBe('Line one.\n\nLine three. Vinted only.');
    expect(marketplaceListing(vinted, { ...jacket, fields: { title: 'eBayeBay Kijiji-free' } }).title).toBe(
      'eBayeBay -free',
    );
  });

  it('cuts a title just before a space, and drops punctuation the cut leaves', () => {
    expect(cutTitle('Denim jacket, blue', 13)).toBe('Denim jacket');
    expect(cutTitle('Denim jacket - blue', 14)).toBe('Denim jacket');
    expect(cutTitle('Denim jacket blue', 12)).toBe('Denim jacket');
  });

  it('writes the price in the item’s currency', () => {
    expect(marketplaceListing(facebook, { ...jacket, currency: 'EUR' }).lines[0]?.value).toBe('€25.00');
    expect(marketplaceListing(facebook, { ...jacket, currency: 'USD' }).text).toContain('Price: $25.00');
  });

  it('writes Untitled Item for an item without a title', () => {
    expect(marketplaceListing(facebook, { ...jacket, fields: {} }).text).toBe(
      'Untitled Item\n\nCollection available',
    );
  });
});

describe('the pieces', () => {
  it('takes the first of several brands', () => {
    expect(firstBrand('Nike / Adidas')).toBe('Nike');
    expect(firstBrand('Nike,Adidas')).toBe('Nike');
    expect(firstBrand('Nike | Adidas')).toBe('Nike');
    expect(firstBrand('Nike x Sacai')).toBe('Nike');
    expect(firstBrand('Nike + Sacai')).toBe('Nike');
    expect(firstBrand('Marks & Spencer')).toBe('Marks & Spencer');
    expect(firstBrand('H&M')).toBe('H&M');
    expect(firstBrand('Xbox')).toBe('Xbox');
    expect(firstBrand('Zara')).toBe('Zara');
  });

  it('makes at most three hashtags, each once', () => {
    expect(depopHashtags({ ...jacket, fields: { brand: 'Toys', colour: 'toys' }, category: 'toys' })).toEqual(
      ['#toys'],
    );
    expect(depopHashtags({ ...jacket, fields: {}, category: 'unknown' })).toEqual([]);
    expect(depopHashtags({ ...jacket, fields: { brand: '!!!' } })).toEqual(['#clothing']);
  });

  it('keeps a condition the site has no words for, or one that is not ours, in the item’s words', () => {
    expect(conditionFor(facebook, 'toys', 'Poor condition')).toBe('Poor condition (choose on the site)');
    expect(conditionFor(depop, 'toys', 'Good condition')).toBe('Good condition');
    expect(conditionFor(facebook, 'toys', 'Like new-ish')).toBe('Like new-ish');
  });

  it('gives no price for an empty, invalid or out-of-range one', () => {
    expect(listingPrice({}, 'GBP')).toBeUndefined();
    expect(listingPrice({ price: '15-20' }, 'GBP')).toBeUndefined();
    expect(listingPrice({ price: '10000' }, 'GBP')).toBeUndefined();
    expect(listingPrice({ price: ' 9.5 ' }, 'AUD')).toBe('$9.50');
  });
});
