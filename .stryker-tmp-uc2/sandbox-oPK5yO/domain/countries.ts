// @ts-nocheck
import { DEFAULT_COUNTRY_CODE } from './constants';

// The five countries of the profile menu's Country dropdown (docs/product.md#screens, docs/product.md#data and docs/product.md#constants-and-limits).
// A profile stores the code (GB); lookups also accept the label (UK), so a value typed
// either way resolves to the same country.

export const countryCodes = ['GB', 'US', 'CA', 'IE', 'AU'] as const;
export type CountryCode = (typeof countryCodes)[number];

export interface Country {
  code: CountryCode;
  /** The label the dropdown shows. */
  name: string;
  flag: string;
  /** ISO 4217 currency, for the AI's price research (docs/design.md#ai). */
  currency: string;
}

const countryByCode: Readonly<Record<CountryCode, Country>> = {
  GB: { code: 'GB', name: 'UK', flag: '🇬🇧', currency: 'GBP' },
  US: { code: 'US', name: 'USA', flag: '🇺🇸', currency: 'USD' },
  CA: { code: 'CA', name: 'Canada', flag: '🇨🇦', currency: 'CAD' },
  IE: { code: 'IE', name: 'Ireland', flag: '🇮🇪', currency: 'EUR' },
  AU: { code: 'AU', name: 'Australia', flag: '🇦🇺', currency: 'AUD' },
};

/** The dropdown's countries, in the order of countryCodes. */
export const countries: readonly Country[] = countryCodes.map((code) => countryByCode[code]);

/** The local-storage key that keeps the chosen country (docs/product.md#data, "Other"). */
export const COUNTRY_STORAGE_KEY = 'country';

/** UK (GB): the country of an empty profile. */
export const defaultCountry: Country = countryByCode[DEFAULT_COUNTRY_CODE];

/** The country a code or label names (case-insensitive, trimmed), if it is one of the five. */
export function findCountry(value: string | null | undefined): Country | undefined {
  // Missing or blank matches no code or label.
  const wanted = value?.trim().toLowerCase();
  return countries.find((c) => c.code.toLowerCase() === wanted || c.name.toLowerCase() === wanted);
}

/** The country a value names, or UK when it is empty or unknown. */
export function countryOrDefault(value: string | null | undefined): Country {
  return findCountry(value) ?? defaultCountry;
}

export function isCountryCode(value: string): value is CountryCode {
  return (countryCodes as readonly string[]).includes(value);
}
