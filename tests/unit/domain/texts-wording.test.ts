import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// domain/texts/wording.ts: a text marked `as Spec` is the product's fixed wording, so
// docs/product.md shows it in `code style`; one marked `as Ours` is not fixed, so it is never
// shown there as if it were. (Texts built from values, template literals, are not checked.)

const textsDir = path.resolve('domain/texts');
const product = readFileSync(path.resolve('docs/product.md'), 'utf8');
const codeSpans = new Set([...product.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]));

function marked(kind: 'Spec' | 'Ours'): string[] {
  const found: string[] = [];
  for (const file of readdirSync(textsDir).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(path.join(textsDir, file), 'utf8');
    const pattern = new RegExp(`(['"])((?:(?!\\1)[^\\\\\\n]|\\\\.)*)\\1 as ${kind}\\b`, 'g');
    for (const match of source.matchAll(pattern)) found.push(match[2]!.replace(/\\(.)/g, '$1'));
  }
  return found;
}

describe('the catalogue marks fixed wording', () => {
  it('finds the marked texts', () => {
    expect(marked('Spec').length).toBeGreaterThan(60);
    expect(marked('Ours').length).toBeGreaterThan(60);
  });

  it('shows every `as Spec` text in docs/product.md in code style', () => {
    expect(marked('Spec').filter((text) => !codeSpans.has(text))).toEqual([]);
  });

  it('never shows an `as Ours` text in code style, as if it were fixed', () => {
    // A single lower-case word (`price`, `size`) in code style names a field, not a text.
    const fieldName = /^[a-z_]+$/;
    expect(marked('Ours').filter((text) => codeSpans.has(text) && !fieldName.test(text))).toEqual([]);
  });
});
