import { describe, expect, it } from 'vitest';
import { fieldsForCategory } from '#domain/categories.ts';
import { REANALYSE_ASK } from '#domain/description-instruction.ts';
import {
  describeFromFields,
  offlineAnalysis,
  offlineRefinement,
  type Detection,
  type PhotoSighting,
} from '#lambdas/lib/adapters/offline-analyser/offline-listing.ts';
import type { TextLine } from '#lambdas/lib/adapters/offline-analyser/text-reader.ts';

// docs/design.md#ai: the offline answer says only what the photos show.

const centred = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 };
const seen = (label: Detection['label'], score: number, box = centred): Detection => ({ label, score, box });
const photo = (detections: Detection[], colour?: PhotoSighting['colour'], lines: TextLine[] = []) => ({
  detections,
  colour,
  lines,
});
const line = (text: string, height = 0.03): TextLine => ({ text, height });

describe('offlineAnalysis', () => {
  it('names the category and titles the item after its subject and colour', () => {
    const result = offlineAnalysis([photo([seen('cup', 0.8)], 'red')]);
    expect(result.category).toBe('kitchenware');
    expect(result.fields).toMatchObject({
      title: 'Red cup',
      description: 'Red cup. Colour: red.',
      colour: 'red',
    });
    expect(result.enrichment).toBeNull();
  });

  it("answers every field of the category, in the form's order, empty where the photos cannot tell", () => {
    const result = offlineAnalysis([photo([seen('cup', 0.8)], 'red')]);
    expect(Object.keys(result.fields)).toEqual(fieldsForCategory('kitchenware'));
    const told = new Set(['title', 'description', 'colour']);
    for (const name of fieldsForCategory('kitchenware').filter((field) => !told.has(field))) {
      expect(result.fields[name], name).toBe('');
    }
  });

  it('says what it did, that it is offline, and that web research needs an OpenAI key', () => {
    const { detailsText } = offlineAnalysis([photo([seen('cup', 0.8)], 'red'), photo([])]);
    expect(detailsText).toMatch(
      /^Offline analysis on this machine \(no OpenAI key is configured\): 2 photos looked at, no text read\. /,
    );
    expect(detailsText).toContain(
      'The item looks like a cup (80% confidence), mostly red. Category: kitchenware.',
    );
    expect(detailsText).toContain('needs an OpenAI key');
  });

  it('is unknown with an empty title and asks for one when nothing passes the subject rules', () => {
    const result = offlineAnalysis([
      photo([seen('person', 0.95), seen('cup', 0.8, { x: 0, y: 0, width: 0.1, height: 0.1 })]),
    ]);
    expect(result.category).toBe('unknown');
    expect(result.fields.title).toBe('');
    expect(result.fields.description).toBe('');
    expect(result.detailsText).toContain(
      'so the category is unknown: please choose it and give the item a title.',
    );
    expect(result.detailsText).toContain(
      'Also seen, not the item: person (95%, never the item), cup (80%, too small in the photo).',
    );
  });

  it('gives no title for a subject whose class is no category of ours', () => {
    const result = offlineAnalysis([photo([seen('clock', 0.9)], 'black')]);
    expect(result.category).toBe('unknown');
    expect(result.fields.title).toBe('');
    expect(result.detailsText).toContain('That is none of the categories the offline analyser can name');
  });

  it('says electronics for a "cell phone" but never titles it a phone', () => {
    const result = offlineAnalysis([photo([seen('cell phone', 0.9)], 'grey')]);
    expect(result.category).toBe('electronics');
    expect(result.fields.title).toBe('');
  });

  it('takes the cover’s subject first, then the first other photo’s', () => {
    const cupThenBed = offlineAnalysis([photo([seen('cup', 0.5)], 'red'), photo([seen('bed', 0.9)], 'grey')]);
    expect(cupThenBed.fields.title).toBe('Red cup');
    const nothingThenBed = offlineAnalysis([photo([]), photo([seen('bed', 0.9)], 'grey')]);
    expect(nothingThenBed.fields.title).toBe('Grey bed');
  });

  it('puts the text it read in the details and a known brand in the brand field and title', () => {
    const result = offlineAnalysis([
      photo([seen('cup', 0.8)], 'red', [line('DENBY'), line('Made in England')]),
    ]);
    expect(result.fields.brand).toBe('Denby');
    expect(result.fields.title).toBe('Red Denby cup');
    expect(result.detailsText).toContain(
      'Text read in the photos: "DENBY / Made in England". Brand read: Denby.',
    );
    expect(result.detailsText).toContain('1 photo looked at, text read.');
  });

  it('fills no brand and no title from text alone when the item is unknown', () => {
    const result = offlineAnalysis([photo([], undefined, [line('ALMOND', 0.1), line('BISCUITS', 0.1)])]);
    expect(result.category).toBe('unknown');
    expect(result.fields.title).toBe('');
    expect(result.detailsText).toContain('Text read in the photos: "ALMOND / BISCUITS".');
  });

  it('titles electronics with the brand and model read when the object has no title name', () => {
    const lines = [line('FLUKE'), line('Model 115')];
    const result = offlineAnalysis([photo([seen('cell phone', 0.9)], 'grey', lines)]);
    expect(result.fields.title).toBe('Fluke 115');
    expect(result.fields.brand).toBe('Fluke');
    expect(result.detailsText).toContain('Model number read: 115.');
  });

  it('makes an item a book from an ISBN in its text, with title and author from the cover', () => {
    const cover = [line('THE QUIET', 0.065), line('GARDEN', 0.06), line('Margaret Ellis', 0.04)];
    const back = [line('ISBN 978-0-306-40615-7')];
    const result = offlineAnalysis([photo([], undefined, cover), photo([], undefined, back)]);
    expect(result.category).toBe('books');
    expect(result.fields).toMatchObject({
      title: 'The Quiet Garden',
      author: 'Margaret Ellis',
      isbn: '9780306406157',
    });
    expect(result.detailsText).toContain('ISBN read: 9780306406157, so the item is a book.');
    expect(result.detailsText).toContain(
      'Title read from the cover: The Quiet Garden. Author read from the cover: Margaret Ellis.',
    );
  });
});

describe('the offline analysis with a barcode read in the browser', () => {
  it('makes an item with an ISBN a book with its isbn filled, whatever the detector saw', () => {
    const result = offlineAnalysis([photo([seen('cup', 0.9)], 'red')], {
      kind: 'isbn',
      value: '9780306406157',
    });
    expect(result.category).toBe('books');
    expect(result.fields.isbn).toBe('9780306406157');
    expect(result.fields.title).toBe(''); // a cup is not the book's title
    expect(result.detailsText).toContain('Its barcode reads ISBN 9780306406157, so the item is a book.');
    expect(result.detailsText).toContain('Please add its title and author.');
  });

  it('names a product code in the details and keeps what the photo showed', () => {
    const result = offlineAnalysis([photo([seen('cup', 0.9)], 'red')], {
      kind: 'product',
      value: '4006381333931',
    });
    expect(result.category).toBe('kitchenware');
    expect(result.fields.title).toBe('Red cup');
    expect(result.detailsText).toContain('Its barcode reads product code 4006381333931.');
  });
});

describe('offlineRefinement', () => {
  const photos = [photo([seen('cup', 0.8)], 'red', [line('DENBY')]), photo([])];

  it("keeps the user's fields, fills the empty ones from the photos and writes the description", () => {
    const result = offlineRefinement(
      photos,
      { title: 'Espresso cup', condition: 'Good condition' },
      REANALYSE_ASK,
    );
    expect(result.fields).toMatchObject({ title: 'Espresso cup', brand: 'Denby', colour: 'red' });
    expect(result.fields.description).toBe('Espresso cup by Denby. Condition: Good condition. Colour: red.');
    expect(result.enrichment).toBeNull();
  });

  it('says it looked at every photo again and read text, and nothing about instructions for Analyse again', () => {
    const { detailsText } = offlineRefinement(
      photos,
      {},
      `${REANALYSE_ASK} The barcode reads ISBN 9780306406157.`,
    );
    expect(detailsText).toMatch(
      /^Offline refine on this machine \(no OpenAI key is configured\): 2 photos looked at again, text read in 1 of 2; your fields were kept/,
    );
    expect(detailsText).not.toContain('instruction');
  });

  it('says following any other instruction needs an OpenAI key', () => {
    const { detailsText } = offlineRefinement(photos, {}, 'Make it sound exciting\nmore');
    expect(detailsText).toContain(
      'Following a free-text instruction ("Make it sound exciting") needs an OpenAI key.',
    );
  });

  it("keeps the user's category over the photos'", () => {
    const result = offlineRefinement(photos, { category: 'toys' }, REANALYSE_ASK);
    expect(result.category).toBe('toys');
    expect(Object.keys(result.fields)).toEqual(fieldsForCategory('toys'));
  });
});

describe('describeFromFields', () => {
  it('makes up nothing: blank fields are left out', () => {
    expect(describeFromFields({ title: 'Red book', author: 'A. Writer', brand: ' ' })).toBe(
      'Red book. Author: A. Writer.',
    );
    expect(describeFromFields({})).toBe('');
  });

  it('names the brand once: not again when the title holds it', () => {
    expect(describeFromFields({ title: 'Red cup', brand: 'Denby' })).toBe('Red cup by Denby.');
    expect(describeFromFields({ title: 'Red Denby cup', brand: 'Denby' })).toBe('Red Denby cup.');
    expect(describeFromFields({ brand: 'Denby' })).toBe('By Denby.');
  });
});
