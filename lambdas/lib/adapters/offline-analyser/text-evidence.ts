import { toIsbn13 } from '#domain/barcode.ts';
import { brandIn } from '#domain/known-brands.ts';
import type { TextLine } from './text-reader';

// What the words read in an item's photos honestly tell (docs/design.md#ai): a known brand,
// a model number after the word "Model", an ISBN whose check digit holds, and, for a book, the
// title and author from its cover (the first photo). Anything else stays empty for the seller.

export interface TextEvidence {
  /** Every line read, photo by photo, cover first: shown to the seller in the details. */
  lines: readonly string[];
  brand?: string;
  model?: string;
  isbn?: string;
}

/** "Model", "Model no.", "Model number" or "Model #", then a code with at least one digit. */
const MODEL = /\bmodel(?:\s*(?:no\.?|number|#))?\s*[:.]?\s*([A-Z0-9][A-Z0-9./-]{1,19})/i;
/**
 * "ISBN" then ten or thirteen digits with hyphens or spaces, or a bare 978/979 number as a
 * barcode prints it under its bars ("9 780306 406157").
 */
const ISBN = /\bISBN(?:-1[03])?\s*:?\s*([0-9][0-9 -]{8,16}[0-9Xx])|\b(9[ -]?7[89][0-9 -]{9,14}[0-9])\b/g;

function isbnIn(text: string): string | undefined {
  for (const match of text.matchAll(ISBN)) {
    const isbn = toIsbn13((match[1] ?? match[2] ?? '').replace(/[ -]/g, ''));
    if (isbn) return isbn;
  }
  return undefined;
}

function modelIn(text: string): string | undefined {
  const code = MODEL.exec(text)?.[1]?.replace(/[.]+$/, '');
  return code && /\d/.test(code) ? code.toUpperCase() : undefined;
}

/** The evidence in the lines read from each photo, cover first. */
export function textEvidence(pages: readonly (readonly TextLine[])[]): TextEvidence {
  const lines = pages.flatMap((page) => page.map((line) => line.text));
  const text = lines.join('\n');
  const brand = brandIn(text);
  const model = modelIn(text);
  const isbn = isbnIn(text);
  return { lines, ...(brand ? { brand } : {}), ...(model ? { model } : {}), ...(isbn ? { isbn } : {}) };
}

/** Title type: lines at least this share of the cover's tallest line's height. */
export const TITLE_HEIGHT_SHARE = 0.8;

/** A line of words only: a title or a name, not a price, a code or a barcode's digits. */
const wordsOnly = (text: string) => /^[\p{L}][\p{L}'’.,:&!? -]*$/u.test(text);
/** Two to four words of two or more letters, each with a capital: how a cover prints a name. */
const looksLikeName = (text: string) => /^\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+){1,3}$/u.test(text);

const titleCase = (text: string) =>
  text === text.toUpperCase()
    ? text
        .toLowerCase()
        .replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, first: string) => gap + first.toUpperCase())
    : text;

export interface CoverText {
  title?: string;
  author?: string;
}

/**
 * A book's title and author from the words on its cover: the title is the lines in the
 * largest type, in reading order; the author is the line after "by", else the largest line
 * below the title's size that reads as a name (two to four capitalised words).
 */
export function coverText(cover: readonly TextLine[]): CoverText {
  const words = cover.filter((line) => wordsOnly(line.text));
  const tallest = Math.max(0, ...words.map((line) => line.height));
  const titleLines = words.filter((line) => line.height >= tallest * TITLE_HEIGHT_SHARE);
  const title = titleCase(titleLines.map((line) => line.text).join(' '));
  const rest = words.filter((line) => !titleLines.includes(line));
  const byLine = rest.find((line) => /^by\s+\S/i.test(line.text))?.text.replace(/^by\s+/i, '');
  const named = [...rest].sort((a, b) => b.height - a.height).find((line) => looksLikeName(line.text))?.text;
  const author = byLine ?? (named ? titleCase(named) : undefined);
  return { ...(title ? { title } : {}), ...(author ? { author } : {}) };
}
