import { describe, expect, it } from 'vitest';
import type { ItemLife } from '#domain/item-life.ts';
import {
  additionalDetails,
  applyUpdate,
  descriptionOrFallback,
  toWebListing,
  saveUpdate,
  titleOrUntitled,
} from '#domain/listing-item.ts';
import { webListing, apiListing } from './fixtures';

// docs/product.md#data (listing and item), point 4 (save transition) and point 2 (fallbacks).
describe('toWebListing', () => {
  it('maps a stored row to the item the app holds', () => {
    const enrichment = { output: [] };
    const row = apiListing({
      stage: 'ready',
      ai_category: 'books',
      ai_details_text: 'A paperback.',
      ai_fields: { title: 'Emma' },
      ai_enrichment: enrichment,
      user_fields: { title: 'Emma', category: 'books' },
    });
    expect(toWebListing(row)).toEqual({
      id: row.id,
      imageUrl: row.image_url,
      photos: row.photos,
      stage: 'ready',
      ai: {
        category: 'books',
        detailsText: 'A paperback.',
        fields: { title: 'Emma' },
        enrichment: { result: enrichment },
      },
      fields: { title: 'Emma', category: 'books' },
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    });
  });

  it('gives a saved item its life, saved when the row has none, and an unsaved one none', () => {
    const listed: ItemLife = {
      state: 'listed',
      postings: [{ marketplace: 'vinted', listed_at: '2026-11-02' }],
    };
    expect(toWebListing(apiListing({ stage: 'saved' })).life).toEqual({ state: 'saved' });
    expect(toWebListing(apiListing({ stage: 'saved', life: listed })).life).toEqual(listed);
    expect(toWebListing(apiListing({ stage: 'ready' }))).not.toHaveProperty('life');
  });

  it('has no ai part until the AI has set a category', () => {
    expect(toWebListing(apiListing())).not.toHaveProperty('ai');
  });

  it('gives an analysed item an empty details text when the AI wrote none', () => {
    const item = toWebListing(apiListing({ stage: 'ready', ai_category: 'books', ai_details_text: null }));
    expect(item.ai?.detailsText).toBe('');
  });

  it('drops an old analysis failure once the item is no longer in analyzing', () => {
    const item = toWebListing(
      apiListing({ stage: 'ready', ai_category: 'books', analysis_error: 'Timed out.' }),
    );
    expect(item).not.toHaveProperty('analysisError');
  });

  it('gives an item being analysed no analysis failure while there is none', () => {
    expect(toWebListing(apiListing({ stage: 'analyzing', analysis_error: null }))).not.toHaveProperty(
      'analysisError',
    );
  });

  it('keeps the analysis failure of an item stuck in analyzing', () => {
    const item = toWebListing(apiListing({ analysis_error: 'The AI service timed out.' }));
    expect(item.analysisError).toBe('The AI service timed out.');
  });
});

describe('saving', () => {
  it('sets the stage to saved and merges the fields', () => {
    const item = webListing({ stage: 'ready', fields: { title: 'Lamp', price: '5.00' } });
    expect(applyUpdate(item, saveUpdate(item, { price: '7.50' }))).toEqual({
      ...item,
      stage: 'saved',
      fields: { title: 'Lamp', price: '7.50' },
      life: { state: 'saved' },
    });
    expect(saveUpdate(item, { price: '7.50' })).toEqual({ stage: 'saved', user_fields: { price: '7.50' } });
  });

  it('sends only the fields that changed: the whole form with one field edited sends that field', () => {
    const item = webListing({ stage: 'ready', fields: { title: 'Lamp', price: '5.00' } });
    expect(saveUpdate(item, { title: 'Lamp', price: '5.00', brand: '', colour: 'Red' })).toEqual({
      stage: 'saved',
      user_fields: { colour: 'Red' },
    });
    expect(saveUpdate(item, { title: 'Lamp', price: '5.00' })).toEqual({ stage: 'saved' });
  });

  it('predicts the stored item for an update as the server applies it: fields merged, stage if given', () => {
    const item = webListing({ stage: 'ready', fields: { title: 'Lamp', price: '5.00' } });
    expect(applyUpdate(item, { user_fields: { price: '6.00' } })).toEqual({
      ...item,
      fields: { title: 'Lamp', price: '6.00' },
    });
    expect(applyUpdate(item, { stage: 'saved' })).toEqual({
      ...item,
      stage: 'saved',
      life: { state: 'saved' },
    });
  });

  it("keeps a saved item's life through a save of its fields", () => {
    const life: ItemLife = { state: 'kept', at: '2026-11-02T00:00:00.000Z', to_take_down: [] };
    const item = webListing({ stage: 'saved', life });
    expect(applyUpdate(item, { stage: 'saved', user_fields: { price: '1.00' } }).life).toBe(life);
  });
});

describe('display fallbacks', () => {
  it('falls back to "Untitled Item" for an item without a title', () => {
    expect(titleOrUntitled({})).toBe('Untitled Item');
    expect(titleOrUntitled({ title: '   ' })).toBe('Untitled Item');
    expect(titleOrUntitled({ title: 'Lamp' })).toBe('Lamp');
  });

  it('falls back to "No description available" for an item without a description', () => {
    expect(descriptionOrFallback({})).toBe('No description available');
    expect(descriptionOrFallback({ description: ' ' })).toBe('No description available');
    expect(descriptionOrFallback({ description: 'Brass lamp' })).toBe('Brass lamp');
  });

  it('shows condition, brand and size in Additional Details when set', () => {
    expect(additionalDetails({ condition: 'Good condition', size: 'M', colour: 'red' })).toEqual([
      { name: 'condition', value: 'Good condition' },
      { name: 'size', value: 'M' },
    ]);
    expect(additionalDetails({ brand: ' ' })).toEqual([]);
  });
});
