// @ts-nocheck
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
  it('offers UK, USA, Canada, Ireland and Australia with codes GB, US, CA, IE, AU', () => {
    expect(countries.map((c) => [c.name, c.code])).toEqual([
      ['UK', 'GB'],
      ['USA', 'US'],
      ['Canada', 'CA'],
      ['Ireland', 'IE'],
      ['Australia', 'AU'],
    ]);
  });

  it('shows each country with its flag', () => {
    expect(countries.map((c) => c.flag)).toEqual(['🇬🇧', '🇺🇸', '🇨🇦', '🇮🇪', '🇦🇺']);
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

  it('recognises only the five codes', () => {
    expect(isCountryCode('AU')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
  });
});
