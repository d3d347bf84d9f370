import type { FixturePhoto } from '../fixtures/photos/photos';

// How the offline analyser does on the fixture photos (docs/performance.md#offline-analyser):
// category accuracy, wrong categories, wrong titles (a title naming none of the photo's right
// names) and the share of a seller's wanted title words found. Used by the unit test, which
// holds the analyser to no wrong answer, and by the benchmark, which prints the figures.

export interface Outcome {
  photo: FixturePhoto;
  category: string;
  title: string;
}

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

/** A non-empty title none of whose words is one of the photo's right names. */
export function namesWrongThing({ photo, title }: Outcome): boolean {
  const words = wordsOf(title);
  return words.size > 0 && !photo.names.some((name) => words.has(name));
}

/** A category other than the photo's true one and other than unknown. */
export function wrongCategory({ photo, category }: Outcome): boolean {
  return category !== photo.category && category !== 'unknown';
}

export interface Score {
  photos: number;
  rightCategory: number;
  unknownCategory: number;
  wrongCategory: number;
  titled: number;
  wrongTitles: number;
  wordsWanted: number;
  wordsFound: number;
}

export function score(outcomes: readonly Outcome[]): Score {
  const wanted = outcomes.flatMap(({ photo, title }) => photo.words.map((word) => wordsOf(title).has(word)));
  return {
    photos: outcomes.length,
    rightCategory: outcomes.filter((o) => o.category === o.photo.category).length,
    unknownCategory: outcomes.filter((o) => o.category === 'unknown' && o.photo.category !== 'unknown')
      .length,
    wrongCategory: outcomes.filter(wrongCategory).length,
    titled: outcomes.filter((o) => o.title.trim() !== '').length,
    wrongTitles: outcomes.filter(namesWrongThing).length,
    wordsWanted: wanted.length,
    wordsFound: wanted.filter(Boolean).length,
  };
}
