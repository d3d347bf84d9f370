// @ts-nocheck
import { describe, expect, it } from 'vitest';
import {
  describeFromFields,
  offlineAnalysis,
  offlineRefinement,
  subjectOf,
  type Detection,
} from '#lambdas/lib/adapters/offline-analyser/offline-listing.ts';

const box = { x: 0.1, y: 0.1, width: 0.5, height: 0.5 };
const seen = (label: Detection['label'], score: number): Detection => ({ label, score, box });

describe('offlineAnalysis', () => {
  it('names the category of the most confident object we sell', () => {
    const result = offlineAnalysis([seen('person', 0.8), seen('cup', 0.5), seen('book', 0.4)], 'blue');
    expect(result.category).toBe('kitchenware');
    expect(subjectOf([seen('person', 0.8), seen('cup', 0.5)])?.label).toBe('cup');
  });

  it('fills the title, description and colour from the object and its colour', () => {
    const { fields } = offlineAnalysis([seen('cup', 0.6)], 'blue');
    expect(fields.title).toBe('Blue cup');
    expect(fields.description).toBe('A blue cup.');
    expect(fields.colour).toBe('blue');
  });

  it("returns every field of the category's set and leaves what a photo cannot tell empty", () => {
    const { fields } = offlineAnalysis([seen('laptop', 0.7)], 'grey');
    expect(Object.keys(fields)).toEqual([
      'title',
      'description',
      'condition',
      'brand',
      'storage',
      'colour',
      'accessories',
      'price',
    ]);
    expect(fields).toMatchObject({ condition: '', brand: '', storage: '', accessories: '', price: '' });
  });

  it('says in its details text that it is offline and that web research needs an OpenAI key', () => {
    const { detailsText } = offlineAnalysis([seen('book', 0.7)], 'red');
    expect(detailsText).toMatch(/^Offline analysis on this machine/);
    expect(detailsText).toContain('Web research for related listings with prices needs an OpenAI key');
    expect(detailsText).toContain('book (70% confidence), mostly red');
  });

  it('has no enrichment, so the price hint finds no values', () => {
    expect(offlineAnalysis([seen('book', 0.7)], 'red').enrichment).toBeNull();
  });

  it('is unknown with an empty title when nothing scores 0.3 or more', () => {
    const result = offlineAnalysis([seen('book', 0.29)], 'red');
    expect(result.category).toBe('unknown');
    expect(result.fields).toEqual({
      title: '',
      description: '',
      category: 'unknown',
      condition: '',
      price: '',
    });
    expect(result.detailsText).toContain('No object the detector knows was found');
  });

  it('never titles a listing after a person or an animal', () => {
    const result = offlineAnalysis([seen('cat', 0.9)], 'grey');
    expect(result.category).toBe('unknown');
    expect(result.fields.title).toBe('');
    expect(result.detailsText).toContain('cat (90% confidence)');
  });
});

describe('offlineRefinement', () => {
  const fromPhoto = offlineAnalysis([seen('cup', 0.6)], 'blue');

  it("keeps the user's fields and writes the description from them", () => {
    const result = offlineRefinement(
      fromPhoto,
      {
        title: 'Denby mug',
        brand: 'Denby',
        condition: 'Very good condition',
        material: 'stoneware',
        category: 'kitchenware',
      },
      'Write an engaging marketplace description for this second-hand item.',
    );
    expect(result.category).toBe('kitchenware');
    expect(result.fields.title).toBe('Denby mug');
    expect(result.fields.colour).toBe('blue');
    expect(result.fields.description).toBe(
      'Denby mug by Denby. Condition: Very good condition. Material: stoneware. Colour: blue.',
    );
    expect(result.enrichment).toBeNull();
  });

  it('says it is offline and that following the instruction needs an OpenAI key', () => {
    const result = offlineRefinement(fromPhoto, {}, 'Make it sound vintage');
    expect(result.detailsText).toMatch(/^Offline refine on this machine/);
    expect(result.detailsText).toContain(
      'Following a free-text instruction ("Make it sound vintage") needs an OpenAI key.',
    );
  });

  it("keeps the user's category over the photo's", () => {
    expect(offlineRefinement(fromPhoto, { category: 'toys' }, '').category).toBe('toys');
  });
});

describe('describeFromFields', () => {
  it('makes up nothing: blank fields are left out', () => {
    expect(describeFromFields({ title: 'Red book', author: 'A. Writer', brand: ' ' })).toBe(
      'Red book. Author: A. Writer.',
    );
    expect(describeFromFields({})).toBe('');
  });
});
