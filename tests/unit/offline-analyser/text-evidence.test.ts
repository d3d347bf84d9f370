import { describe, expect, it } from 'vitest';
import {
  coverText,
  textEvidence,
  TITLE_HEIGHT_SHARE,
} from '#lambdas/lib/adapters/offline-analyser/text-evidence.ts';

// docs/design.md#ai: what the words read in the photos honestly tell, and nothing more.

const line = (text: string, height = 0.03) => ({ text, height });

describe('textEvidence', () => {
  it('keeps every line read, cover first', () => {
    expect(textEvidence([[line('ALMOND'), line('BISCUITS')], [line('200 g')]]).lines).toEqual([
      'ALMOND',
      'BISCUITS',
      '200 g',
    ]);
  });

  it('finds a known brand as a whole word in any case, spelt as its maker does', () => {
    expect(textEvidence([[line('made by SONY corp')]]).brand).toBe('Sony');
    expect(textEvidence([[line('Sonyx tape')]]).brand).toBeUndefined();
    expect(textEvidence([[line('Almond biscuits')]]).brand).toBeUndefined();
  });

  it('finds a model number after the word Model, with at least one digit', () => {
    expect(textEvidence([[line('Model: wh-1000xm4')]]).model).toBe('WH-1000XM4');
    expect(textEvidence([[line('Model No. KDL32W705.')]]).model).toBe('KDL32W705');
    expect(textEvidence([[line('model number 115')]]).model).toBe('115');
    expect(textEvidence([[line('Model citizen')]]).model).toBeUndefined();
    expect(textEvidence([[line('KDL32W705')]]).model).toBeUndefined();
  });

  it('finds an ISBN only when its check digit holds', () => {
    expect(textEvidence([[line('ISBN 978-0-306-40615-7')]]).isbn).toBe('9780306406157');
    expect(textEvidence([[line('ISBN-10: 0-306-40615-2')]]).isbn).toBe('9780306406157');
    expect(textEvidence([[line('9 780306 406157')]]).isbn).toBe('9780306406157');
    expect(textEvidence([[line('ISBN 978-0-306-40615-8')]]).isbn).toBeUndefined();
    expect(textEvidence([[line('Tel 9780306406158')]]).isbn).toBeUndefined();
  });

  it('finds nothing in no text', () => {
    expect(textEvidence([])).toEqual({ lines: [] });
  });
});

describe('coverText', () => {
  it('takes the lines in the largest type as the title and a name below it as the author', () => {
    const cover = [line('THE QUIET', 0.065), line('GARDEN', 0.06), line('MARGARET ELLIS', 0.04)];
    expect(coverText(cover)).toEqual({ title: 'The Quiet Garden', author: 'Margaret Ellis' });
  });

  it('counts a line as title type down to 80 % of the tallest, no lower', () => {
    expect(TITLE_HEIGHT_SHARE).toBe(0.8);
    expect(coverText([line('Dune', 0.5), line('Messiah', 0.4)]).title).toBe('Dune Messiah');
    expect(coverText([line('Dune', 0.5), line('Messiah', 0.3999)]).title).toBe('Dune');
  });

  it('takes the author from a "by" line first, keeping its spelling', () => {
    const cover = [line('Tides', 0.1), line('Ann Lee', 0.05), line('by J. R. Smith', 0.03)];
    expect(coverText(cover)).toEqual({ title: 'Tides', author: 'J. R. Smith' });
  });

  it('never takes a price, a code or a one-word line as the author', () => {
    const cover = [line('Tides', 0.1), line('£7.99', 0.05), line('Bestseller', 0.05), line('A NOVEL', 0.04)];
    expect(coverText(cover)).toEqual({ title: 'Tides' });
  });

  it('leaves a title in mixed case as printed, and finds nothing on a blank cover', () => {
    expect(coverText([line('The Hobbit', 0.1)])).toEqual({ title: 'The Hobbit' });
    expect(coverText([])).toEqual({});
  });
});
