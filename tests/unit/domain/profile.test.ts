import { describe, expect, it } from 'vitest';
import { profileSettings } from '#domain/profile.ts';

describe('profile defaults (docs/product.md#data)', () => {
  it('is UK when the country is empty', () => {
    expect(profileSettings({ country: '' }).country).toBe('GB');
    expect(profileSettings({ country: null }).country).toBe('GB');
    expect(profileSettings(undefined).country).toBe('GB');
  });

  it('treats allow_collection as true when null', () => {
    expect(profileSettings({ allow_collection: null }).allowCollection).toBe(true);
    expect(profileSettings(null).allowCollection).toBe(true);
  });

  it('keeps the stored settings', () => {
    expect(profileSettings({ country: 'IE', allow_collection: false })).toEqual({
      country: 'IE',
      allowCollection: false,
      postcode: null,
    });
    expect(profileSettings({ country: 'Australia' }).country).toBe('AU');
  });

  it('has no postcode until the seller gives one, then keeps it', () => {
    expect(profileSettings(undefined).postcode).toBeNull();
    expect(profileSettings({ postcode: '' }).postcode).toBeNull();
    expect(profileSettings({ postcode: 'SW1A 1AA' }).postcode).toBe('SW1A 1AA');
  });
});
