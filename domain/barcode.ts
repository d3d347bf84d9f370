import { serverTexts } from './messages';

// Barcodes read from an item's photo (docs/product.md#barcodes): an ISBN names a book's
// edition, any other retail code (EAN-13, EAN-8, UPC-A, UPC-E) names a product. Both are
// GS1 numbers whose last digit checks the others; an ISBN-10 has its own mod-11 check.
// The browser reads the code and the server checks it again with these same rules.

/** What the analysis is told: the book's ISBN-13, or a product's retail code. */
export type Barcode = { kind: 'isbn'; value: string } | { kind: 'product'; value: string };

export const barcodeMessages = serverTexts.barcode;

/** Digits only, and an ISBN-10's final X upper-cased; spaces and hyphens dropped. */
function normaliseCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** The GS1 check digit (EAN-8, UPC-A, EAN-13, ITF-14) of the digits before it. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  // Weights run 3, 1, 3, ... from the digit next to the check digit leftwards.
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A GS1 number of 8, 12, 13 or 14 digits whose last digit checks the others. */
export function isValidGs1(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** The ISBN-10 check character (0 to 9, or X for ten) of its first nine digits. */
function isbn10CheckCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

export function isValidIsbn10(text: string): boolean {
  const code = normaliseCode(text);
  return /^\d{9}[\dX]$/.test(code) && isbn10CheckCharacter(code) === code[9];
}

/** An ISBN-13 is an EAN-13 in the "Bookland" prefixes 978 and 979. */
export function isValidIsbn13(text: string): boolean {
  const code = normaliseCode(text);
  return /^97[89]\d{10}$/.test(code) && isValidGs1(code);
}

/** The ISBN-13 of an ISBN-10 (every ISBN-10 has one, in prefix 978). */
export function isbn10To13(isbn10: string): string {
  const body = `978${normaliseCode(isbn10).slice(0, 9)}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** The ISBN-10 of an ISBN-13, which only prefix 978 has. */
export function isbn13To10(isbn13: string): string | undefined {
  const code = normaliseCode(isbn13);
  if (!code.startsWith('978')) return undefined;
  const body = code.slice(3, 12);
  return `${body}${isbn10CheckCharacter(body)}`;
}

/** A valid ISBN (10 or 13) as its ISBN-13; undefined when it is not one. */
export function toIsbn13(text: string): string | undefined {
  const code = normaliseCode(text);
  if (isValidIsbn13(code)) return code;
  if (isValidIsbn10(code)) return isbn10To13(code);
  return undefined;
}

/**
 * What a decoded retail barcode means: an ISBN when it is an EAN-13 in 978/979, a product
 * code for any other valid EAN/UPC; undefined when the digits do not check (a misread).
 * A UPC-E is expanded by the readers only sometimes, so its 8 digits are kept as read.
 */
export function classifyRetailCode(text: string): Barcode | undefined {
  const code = normaliseCode(text);
  if (isValidIsbn13(code)) return { kind: 'isbn', value: code };
  if (isValidGs1(code)) return { kind: 'product', value: code };
  return undefined;
}

/** The server's check of a barcode the browser sent: the error text, or undefined when valid. */
export function barcodeProblem(barcode: Barcode): string | undefined {
  if (barcode.kind === 'isbn') {
    return toIsbn13(barcode.value) === undefined ? barcodeMessages.isbnCheckDigit : undefined;
  }
  return isValidGs1(normaliseCode(barcode.value)) ? undefined : barcodeMessages.productCheckDigit;
}

/** A valid barcode in its stored form (an ISBN as its ISBN-13, digits only). */
export function normaliseBarcode(barcode: Barcode): Barcode {
  if (barcode.kind === 'isbn') return { kind: 'isbn', value: toIsbn13(barcode.value) ?? barcode.value };
  return { kind: 'product', value: normaliseCode(barcode.value) };
}

/** The sentence the identify prompt is given (docs/design.md#ai): a fact the model should rely on. */
export function barcodeFact(barcode: Barcode): string {
  return barcode.kind === 'isbn'
    ? `The item's barcode reads ISBN ${barcode.value}; treat it as reliable: the item is the book with this ISBN.`
    : `The item's barcode reads product code (EAN/UPC) ${barcode.value}; treat it as reliable.`;
}
