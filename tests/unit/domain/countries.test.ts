import { describe, expect, it } from 'vitest';
import {
  COUNTRY_STORAGE_KEY,
  countries,
  countryOrDefault,
  defaultCountry,
  findCountry,
  isCountryCode,
} from '#domain/countries.ts';

describe('countries (docs/product.md#screens, docs/product.md#data and docs/product.md#constants-and-limits)', () => {
  // The list itself is checked against docs/product.md#profile by
  // tests/unit/architecture/doc-facts.test.ts.
  it('finds each country offered by its code and by its label, each once', () => {
    for (const country of countries) {
      expect(findCountry(country.code)).toBe(country);
      expect(findCountry(country.name)).toBe(country);
      expect(isCountryCode(country.code)).toBe(true);
    }
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.name.toLowerCase())).size).toBe(countries.length);
  });

  it('defaults to UK (GB)', () => {
    expect(defaultCountry).toMatchObject({ name: 'UK', code: 'GB' });
  });

  it('keeps the country under the local-storage key "country"', () => {
    expect(COUNTRY_STORAGE_KEY).toBe('country');
  });

  it('finds a country by code or label, ignoring case', () => {
    expect(findCountry('ie')?.name).toBe('Ireland');
    expect(findCountry(' USA ')?.code).toBe('US');
    expect(findCountry('FR')).toBeUndefined();
    expect(findCountry('')).toBeUndefined();
  });

  it('falls back to UK for an empty or unknown country', () => {
    expect(countryOrDefault(null).code).toBe('GB');
    expect(countryOrDefault('').code).toBe('GB');
    expect(countryOrDefault('Narnia').code).toBe('GB');
    expect(countryOrDefault('Canada').code).toBe('CA');
  });

  it('recognises only the codes offered, never a label', () => {
    expect(isCountryCode('AU')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
  });
});
