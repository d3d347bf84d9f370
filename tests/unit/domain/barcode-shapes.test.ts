import { describe, expect, it } from 'vitest';
import {
  barcodeFact,
  gs1CheckDigit,
  isValidGs1,
  isValidIsbn10,
  isValidIsbn13,
  normaliseBarcode,
  toIsbn13,
} from '#domain/barcode.ts';

// A code is valid only as a whole (docs/product.md#barcodes): the right number of digits from
// the first to the last character, not a valid code with something before or after it.

const withCheck = (body: string) => `${body}${gs1CheckDigit(body)}`;

describe('the whole-code shapes', () => {
  it('takes GS1 codes of 8, 12, 13 and 14 digits only, check digit or not', () => {
    expect(isValidGs1('96385074')).toBe(true);
    expect(isValidGs1(withCheck('03600029145'))).toBe(true);
    expect(isValidGs1(withCheck('400638133393'))).toBe(true);
    expect(isValidGs1(withCheck('1400638133393'))).toBe(true);
    expect(isValidGs1(withCheck('123456'))).toBe(false);
    expect(isValidGs1(withCheck('96385074'))).toBe(false);
    expect(isValidGs1(withCheck('14006381333930'))).toBe(false);
    expect(isValidGs1(' 96385074')).toBe(false);
  });

  it('takes an ISBN-10 of exactly ten characters', () => {
    expect(isValidIsbn10('0-306-40615-2')).toBe(true);
    expect(isValidIsbn10('03064061527')).toBe(false);
    expect(isValidIsbn10('0306406152Z')).toBe(false);
  });

  it('takes an ISBN-13 of exactly thirteen digits in prefix 978 or 979', () => {
    expect(isValidIsbn13('978-0-306-40615-7')).toBe(true);
    expect(isValidIsbn13('09780306406157')).toBe(false);
    expect(isValidIsbn13(withCheck('9780306406157'))).toBe(false);
  });

  it('gives an ISBN-13 as it is and an ISBN-10 as its ISBN-13', () => {
    expect(toIsbn13('978-0-306-40615-7')).toBe('9780306406157');
    expect(toIsbn13('0-306-40615-2')).toBe('9780306406157');
    expect(toIsbn13('978-0-306-40615-8')).toBeUndefined();
  });
});

describe('a barcode in its stored form and in the prompt', () => {
  it('stores an ISBN as its ISBN-13 and a product code as digits', () => {
    expect(normaliseBarcode({ kind: 'isbn', value: '0-306-40615-2' })).toEqual({
      kind: 'isbn',
      value: '9780306406157',
    });
    expect(normaliseBarcode({ kind: 'product', value: '9638 5074' })).toEqual({
      kind: 'product',
      value: '96385074',
    });
    expect(normaliseBarcode({ kind: 'product', value: '0-306-40615-2' })).toEqual({
      kind: 'product',
      value: '0306406152',
    });
  });

  it('tells the model a book by its ISBN and a product by its code', () => {
    expect(barcodeFact({ kind: 'isbn', value: '9780306406157' })).toBe(
      "The item's barcode reads ISBN 9780306406157; treat it as reliable: the item is the book with this ISBN.",
    );
    expect(barcodeFact({ kind: 'product', value: '96385074' })).toBe(
      "The item's barcode reads product code (EAN/UPC) 96385074; treat it as reliable.",
    );
  });
});
