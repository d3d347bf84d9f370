// @ts-nocheck
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barcodeFact,
  barcodeMessages,
  barcodeProblem,
  classifyRetailCode,
  gs1CheckDigit,
  isbn10To13,
  isbn13To10,
  isValidGs1,
  isValidIsbn10,
  isValidIsbn13,
  normaliseBarcode,
  toIsbn13,
} from '#domain/barcode.ts';

// The barcode rules of docs/product.md#barcodes, on printed codes whose digits are known.

describe('ISBN check digits', () => {
  it('accepts printed ISBNs in both lengths, with or without hyphens', () => {
    expect(isValidIsbn13('978-0-306-40615-7')).toBe(true);
    expect(isValidIsbn13('9781861972712')).toBe(true);
    expect(isValidIsbn10('0-306-40615-2')).toBe(true);
    expect(isValidIsbn10('0-8044-2957-x')).toBe(true); // check character X, any case
  });

  it('refuses a wrong check digit and codes outside the book prefixes', () => {
    expect(isValidIsbn13('9780306406158')).toBe(false);
    expect(isValidIsbn10('0306406153')).toBe(false);
    expect(isValidIsbn13('4006381333931')).toBe(false); // a valid EAN-13, but no book
    expect(isValidIsbn10('03064061X2')).toBe(false);
  });

  it('converts between ISBN-10 and ISBN-13', () => {
    expect(isbn10To13('0306406152')).toBe('9780306406157');
    expect(isbn13To10('978-0-306-40615-7')).toBe('0306406152');
    expect(isbn13To10('9798886451740')).toBeUndefined(); // 979 has no ISBN-10
    expect(toIsbn13('080442957X')).toBe('9780804429573');
    expect(toIsbn13('not an isbn')).toBeUndefined();
  });
});

describe('retail codes', () => {
  it('classifies an EAN-13 in 978/979 as an ISBN and other EAN/UPC as a product code', () => {
    expect(classifyRetailCode('9780306406157')).toEqual({ kind: 'isbn', value: '9780306406157' });
    expect(classifyRetailCode('4006381333931')).toEqual({ kind: 'product', value: '4006381333931' });
    expect(classifyRetailCode('036000291452')).toEqual({ kind: 'product', value: '036000291452' }); // UPC-A
    expect(classifyRetailCode('96385074')).toEqual({ kind: 'product', value: '96385074' }); // EAN-8
  });

  it('ignores a misread whose check digit does not match', () => {
    expect(classifyRetailCode('4006381333932')).toBeUndefined();
    expect(classifyRetailCode('12345')).toBeUndefined();
  });
});

describe('the server check', () => {
  it('answers the message of the failed check, or nothing', () => {
    expect(barcodeProblem({ kind: 'isbn', value: '9780306406158' })).toBe(barcodeMessages.isbnCheckDigit);
    expect(barcodeProblem({ kind: 'isbn', value: '0306406152' })).toBeUndefined();
    expect(barcodeProblem({ kind: 'product', value: '4006381333930' })).toBe(
      barcodeMessages.productCheckDigit,
    );
    expect(barcodeProblem({ kind: 'product', value: '4006381333931' })).toBeUndefined();
  });

  it('stores an ISBN as its ISBN-13 and states it as a fact', () => {
    const stored = normaliseBarcode({ kind: 'isbn', value: '0-306-40615-2' });
    expect(stored).toEqual({ kind: 'isbn', value: '9780306406157' });
    expect(barcodeFact(stored)).toContain('ISBN 9780306406157; treat it as reliable');
    expect(barcodeFact({ kind: 'product', value: '4006381333931' })).toContain('4006381333931');
  });
});

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

describe('barcode properties', () => {
  it('every GS1 body with its computed check digit is valid, and any other last digit is not', () => {
    const body = fc.constantFrom(7, 11, 12).chain((length) => digits(length));
    fc.assert(
      fc.property(body, fc.integer({ min: 1, max: 9 }), (code, shift) => {
        const check = gs1CheckDigit(code);
        expect(isValidGs1(`${code}${check}`)).toBe(true);
        expect(isValidGs1(`${code}${(check + shift) % 10}`)).toBe(false);
      }),
    );
  });

  it('an ISBN-10 and its ISBN-13 convert back and forth and both validate', () => {
    fc.assert(
      fc.property(digits(9), (body) => {
        const isbn13 = isbn10To13(body);
        expect(isValidIsbn13(isbn13)).toBe(true);
        const isbn10 = isbn13To10(isbn13);
        expect(isbn10 !== undefined && isValidIsbn10(isbn10)).toBe(true);
        expect(isbn10?.slice(0, 9)).toBe(body);
        expect(toIsbn13(isbn10 ?? '')).toBe(isbn13);
      }),
    );
  });

  it('changing one digit of a valid ISBN-13 is always caught', () => {
    fc.assert(
      fc.property(
        digits(9),
        fc.integer({ min: 3, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (body, at, by) => {
          const isbn = isbn10To13(body);
          const changed = `${isbn.slice(0, at)}${(Number(isbn[at]) + by) % 10}${isbn.slice(at + 1)}`;
          expect(isValidIsbn13(changed)).toBe(false);
          expect(classifyRetailCode(changed)?.kind).not.toBe('isbn');
        },
      ),
    );
  });
});
