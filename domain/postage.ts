import type { CategoryName } from './categories';
import type { CountryCode } from './countries';

// A parcel size suggested for an item and a postage estimate from dated price bands of the
// country's common carriers (docs/marketplaces.md#postage). A band is here only when the
// carrier's own price page gives it, with its address and the day it was read; with none, the
// estimate is unknown and the screen says so. Amounts are in the currency's minor unit.

export type ParcelSize = 'small' | 'medium' | 'large';

/**
 * The app's own suggestion of a parcel size from the category (not a carrier's limit): worn
 * things and books fold or stack small, furniture never does; an unknown category has none.
 */
const sizeByCategory: Readonly<Record<CategoryName, ParcelSize | undefined>> = {
  'clothing and footwear': 'small',
  books: 'small',
  toys: 'medium',
  kitchenware: 'medium',
  electronics: 'medium',
  furniture: 'large',
  unknown: undefined,
};

/** The suggested parcel size of an item of this category, or undefined when none is. */
export function suggestParcelSize(category: CategoryName): ParcelSize | undefined {
  return sizeByCategory[category];
}

/** One carrier's price for a parcel size, from the carrier's own page. */
export interface PostageBand {
  carrier: string;
  size: ParcelSize;
  priceMinor: number;
  source: string;
  readOn: string;
}

/** The common carriers of each country, whose own price pages were looked for. */
export const commonCarriers: Readonly<Record<CountryCode, readonly string[]>> = {
  GB: ['Royal Mail', 'Evri', 'InPost'],
  US: ['USPS'],
  CA: ['Canada Post'],
  IE: ['An Post'],
  AU: ['Australia Post'],
};

/**
 * The sourced bands per country. Empty: no carrier's own current price page was found on
 * 2026-11-27 (docs/marketplaces.md#postage), so every estimate is unknown rather than guessed.
 */
export const postageBands: Readonly<Record<CountryCode, readonly PostageBand[]>> = {
  GB: [],
  US: [],
  CA: [],
  IE: [],
  AU: [],
};

export type PostageEstimate =
  { known: true; lowMinor: number; highMinor: number; carriers: string[]; asOf: string } | { known: false };

/**
 * The postage of a parcel size: the lowest and highest sourced price of that size among the
 * bands, the carriers that give one, and the oldest day one was read ("as of"); unknown when
 * the size is unknown or no band has it.
 */
export function estimatePostage(
  size: ParcelSize | undefined,
  bands: readonly PostageBand[],
): PostageEstimate {
  // No band has an undefined size, so an unknown size matches none.
  const matching = bands.filter((band) => band.size === size);
  if (matching.length === 0) return { known: false };
  const prices = matching.map((band) => band.priceMinor);
  return {
    known: true,
    lowMinor: Math.min(...prices),
    highMinor: Math.max(...prices),
    carriers: [...new Set(matching.map((band) => band.carrier))],
    asOf: matching.map((band) => band.readOn).sort()[0] as string,
  };
}
