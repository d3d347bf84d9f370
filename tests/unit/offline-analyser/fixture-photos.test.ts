import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult, ListingAnalyser } from '#lambdas/lib/ports/listing-analyser.ts';
import { loadOfflineAnalyser } from '#lambdas/lib/adapters/offline-analyser/load-offline-analyser.ts';
import { stopTextReader } from '#lambdas/lib/adapters/offline-analyser/text-reader.ts';
import { fixturePhotoPath, fixturePhotos } from '#tests/fixtures/photos/photos.ts';
import { namesWrongThing, score, wrongCategory, type Outcome } from '#tests/support/offline-score.ts';

// docs/performance.md#offline-analyser: the whole offline analysis, detector and text reader,
// on every fixture photo once (tests/fixtures/README.md). No photo may get a wrong category or
// a title that names the wrong thing; where it cannot tell, the category is unknown.

const results = new Map<string, AnalysisResult>();
let analyser: ListingAnalyser;

beforeAll(async () => {
  analyser = await loadOfflineAnalyser();
  for (const photo of fixturePhotos) {
    const bytes = readFileSync(fixturePhotoPath(photo.file));
    const barcode = photo.isbn ? { kind: 'isbn' as const, value: photo.isbn } : undefined;
    results.set(
      photo.file,
      await analyser.analyse([{ bytes, contentType: 'image/jpeg' }], { country: 'GB', barcode }),
    );
  }
}, 240_000);
afterAll(stopTextReader);

const outcomeOf = (photo: (typeof fixturePhotos)[number]): Outcome => ({
  photo,
  category: results.get(photo.file)!.category,
  title: results.get(photo.file)!.fields.title ?? '',
});

describe('the offline analyser on the fixture photos', () => {
  it.each(fixturePhotos.map((photo) => [photo.file, photo.shows, photo] as const))(
    '%s (%s): the right category or unknown, and no title naming the wrong thing',
    (_file, _shows, photo) => {
      const outcome = outcomeOf(photo);
      expect(wrongCategory(outcome), `category ${outcome.category}`).toBe(false);
      expect(namesWrongThing(outcome), `title "${outcome.title}"`).toBe(false);
      if (outcome.category === 'unknown') expect(outcome.title).toBe('');
    },
  );

  it('reads a book’s title and author from its cover, its ISBN from the barcode', () => {
    const book = results.get('book-cover-isbn.jpg')!;
    expect(book.category).toBe('books');
    expect(book.fields).toMatchObject({
      title: 'The Quiet Garden',
      author: 'Margaret Ellis',
      isbn: '9780306406157',
    });
    expect(book.detailsText).toContain('Text read in the photos: "THE QUIET / GARDEN / Margaret Ellis');
  });

  it('reads the brand on a label into the brand field and the title', () => {
    expect(results.get('branded-cup.jpg')!.fields).toMatchObject({
      brand: 'Denby',
      title: 'Orange Denby cup',
    });
  });

  it('leaves a box of biscuits unknown and untitled, the words on its front in the details', () => {
    const box = results.get('biscuit-box.jpg')!;
    expect(box.category).toBe('unknown');
    expect(box.fields.title).toBe('');
    expect(box.detailsText).toContain('Text read in the photos: "ALMOND / BISCUITS');
  });

  it('scores as docs/performance.md says', () => {
    const figures = score(fixturePhotos.map(outcomeOf));
    console.log('offline analyser on the fixture photos:', JSON.stringify(figures));
    expect(figures).toMatchObject({ photos: fixturePhotos.length, wrongCategory: 0, wrongTitles: 0 });
    expect(figures.rightCategory).toBe(10);
    expect(figures.wordsFound).toBe(6);
  });
});
