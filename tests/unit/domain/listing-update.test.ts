import { describe, expect, it } from 'vitest';
import { applyListingChanges, changedFields, listingChanges } from '#domain/listing-update.ts';

// The one merge rule of `PUT /api/listings/{id}` (docs/product.md#states-and-transitions), read
// by the web's instant update, the DynamoDB update expression and the in-memory store.

describe('what an update changes', () => {
  it('names the stage saved and each field given a value, and nothing else', () => {
    expect(listingChanges({ stage: 'saved', user_fields: { title: 'Lamp', price: '7.50' } })).toEqual({
      stage: 'saved',
      fields: [
        ['title', 'Lamp'],
        ['price', '7.50'],
      ],
    });
  });

  it('sets no stage when the update gives none, and no field left undefined', () => {
    expect(listingChanges({ user_fields: { title: 'Lamp', brand: undefined } })).toEqual({
      fields: [['title', 'Lamp']],
    });
    expect(listingChanges({})).toEqual({ fields: [] });
  });

  it('sets a field to an empty value when the update empties it', () => {
    expect(listingChanges({ user_fields: { brand: '' } })).toEqual({ fields: [['brand', '']] });
  });
});

describe('the listing after an update', () => {
  const current = { stage: 'ready' as const, fields: { title: 'Lamp', price: '5.00', brand: 'Acme' } };

  it("merges the update's fields over the listing's: the others are kept", () => {
    expect(applyListingChanges(current, { user_fields: { price: '6.00' } })).toEqual({
      stage: 'ready',
      fields: { title: 'Lamp', price: '6.00', brand: 'Acme' },
    });
  });

  it('saves the item when the update says so, its fields untouched when it names none', () => {
    expect(applyListingChanges(current, { stage: 'saved' })).toEqual({
      stage: 'saved',
      fields: current.fields,
    });
  });

  it('leaves the listing it was given as it was', () => {
    applyListingChanges(current, { stage: 'saved', user_fields: { title: 'Desk lamp' } });
    expect(current).toEqual({ stage: 'ready', fields: { title: 'Lamp', price: '5.00', brand: 'Acme' } });
  });
});

describe('the fields a save sends', () => {
  it('are those whose value differs from the listing', () => {
    expect(changedFields({ title: 'Lamp', price: '5.00' }, { title: 'Lamp', price: '6.00' })).toEqual({
      price: '6.00',
    });
  });

  it('count an emptied field as changed, and an empty field the listing never had as not', () => {
    expect(changedFields({ title: 'Lamp', brand: 'Acme' }, { title: 'Lamp', brand: '', colour: '' })).toEqual(
      {
        brand: '',
      },
    );
  });

  it('are none when nothing changed', () => {
    expect(changedFields({ title: 'Lamp' }, { title: 'Lamp' })).toEqual({});
  });
});
