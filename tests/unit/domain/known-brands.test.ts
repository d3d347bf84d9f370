import { describe, expect, it } from 'vitest';
import { brandIn, knownBrands } from '#domain/known-brands.ts';

describe('brandIn', () => {
  it('finds a known brand as a whole word in any case, spelt as the maker does', () => {
    expect(brandIn('DENBY\nMade in England')).toBe('Denby');
    expect(brandIn('a lego set')).toBe('Lego');
    expect(brandIn('Sony-Ericsson')).toBe('Sony');
  });

  it('finds none inside another word or in no text', () => {
    expect(brandIn('Legolas')).toBeUndefined();
    expect(brandIn('')).toBeUndefined();
  });

  it('gives the first of the list when two are named', () => {
    expect(brandIn('Sony and Canon')).toBe('Canon');
  });

  it('holds no ordinary English word, which would be read as a brand wrongly', () => {
    for (const word of ['Apple', 'Next', 'Gap', 'Boots', 'Shell', 'Penguin']) {
      expect(knownBrands as readonly string[]).not.toContain(word);
    }
  });
});
