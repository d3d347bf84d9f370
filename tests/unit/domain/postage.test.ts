import { describe, expect, it } from 'vitest';
import { categoryNames } from '#domain/categories.ts';
import { countryCodes } from '#domain/countries.ts';
import {
  commonCarriers,
  estimatePostage,
  type PostageBand,
  postageBands,
  suggestParcelSize,
} from '#domain/postage.ts';

// The parcel size suggested from the category and the postage estimate from dated, sourced
// carrier bands (docs/marketplaces.md#postage).

const band = (
  carrier: string,
  size: PostageBand['size'],
  priceMinor: number,
  readOn: string,
): PostageBand => ({
  carrier,
  size,
  priceMinor,
  source: `https://${carrier.toLowerCase().replace(/\s/g, '')}.example/prices`,
  readOn,
});

describe('suggestParcelSize', () => {
  it('suggests a size for each known category and none for an unknown one', () => {
    expect(Object.fromEntries(categoryNames.map((name) => [name, suggestParcelSize(name)]))).toEqual({
      'clothing and footwear': 'small',
      books: 'small',
      electronics: 'medium',
      furniture: 'large',
      toys: 'medium',
      kitchenware: 'medium',
      unknown: undefined,
    });
  });
});

describe('the postage bands', () => {
  it('holds no band that was not sourced: none was found on the carriers’ own pages', () => {
    for (const country of countryCodes) expect(postageBands[country]).toEqual([]);
  });

  it('names the common carriers of each country', () => {
    expect(commonCarriers).toEqual({
      GB: ['Royal Mail', 'Evri', 'InPost'],
      US: ['USPS'],
      CA: ['Canada Post'],
      IE: ['An Post'],
      AU: ['Australia Post'],
    });
  });
});

describe('estimatePostage', () => {
  const bands = [
    band('Royal Mail', 'small', 399, '2026-11-27'),
    band('Evri', 'small', 289, '2026-11-20'),
    band('Evri', 'medium', 499, '2026-11-01'),
    band('InPost', 'small', 289, '2026-11-25'),
  ];

  it('gives the lowest and highest price of the size, its carriers once each, as of the oldest day read', () => {
    expect(estimatePostage('small', bands)).toEqual({
      known: true,
      lowMinor: 289,
      highMinor: 399,
      carriers: ['Royal Mail', 'Evri', 'InPost'],
      asOf: '2026-11-20',
    });
  });

  it('gives one price when one band has the size', () => {
    expect(estimatePostage('medium', bands)).toEqual({
      known: true,
      lowMinor: 499,
      highMinor: 499,
      carriers: ['Evri'],
      asOf: '2026-11-01',
    });
  });

  it('does not know a size no band has, nor an unknown size, nor any size with no bands', () => {
    expect(estimatePostage('large', bands)).toEqual({ known: false });
    expect(estimatePostage(undefined, bands)).toEqual({ known: false });
    expect(estimatePostage('small', [])).toEqual({ known: false });
    expect(estimatePostage('small', postageBands.GB)).toEqual({ known: false });
  });
});
