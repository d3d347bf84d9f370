import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  factBlockProblems,
  factBlocksOf,
  markdownFiles,
  writeFactBlocks,
} from '../../../scripts/doc-facts/doc-blocks.ts';
import { factBlocks } from '../../../scripts/doc-facts/fact-blocks.ts';

// A product fact (the user fields, the category field sets, the conditions, the countries)
// lives once in domain/; the docs show it in a fact block written from there
// (scripts/doc-facts/fact-blocks.ts). This fails when a doc's block says something else than
// domain/ does, so a change to a list and its doc go together (`npm run docs:facts`).

const root = join(import.meta.dirname, '../../..');
const docs = markdownFiles(join(root, 'docs')).map((file) => ({
  path: relative(root, file),
  markdown: readFileSync(file, 'utf8'),
}));

describe("the docs' fact blocks", () => {
  it.each(docs.map((doc) => [doc.path, doc.markdown]))('%s says what domain/ says', (_path, markdown) => {
    expect(factBlockProblems(markdown, factBlocks)).toEqual([]);
  });

  it('shows every fact somewhere in docs/', () => {
    const shown = new Set(docs.flatMap((doc) => factBlocksOf(doc.markdown).map((block) => block.name)));
    expect(Object.keys(factBlocks).filter((name) => !shown.has(name))).toEqual([]);
  });

  it("holds product.md's user fields, category field sets, conditions and countries", () => {
    const product = docs.find((doc) => doc.path === 'docs/product.md')!;
    expect(factBlocksOf(product.markdown).map((block) => block.name)).toEqual([
      'user-fields',
      'category-field-sets',
      'conditions',
      'countries',
    ]);
  });
});

describe('the check of a fact block', () => {
  const generators = { colours: () => '| Colour |\n| --- |\n| red |\n| blue |' };
  const doc = (block: string) => `# Colours\n\n<!-- facts:colours -->\n${block}\n<!-- /facts -->\n\nMore.\n`;

  it('passes a block that says what its generator gives', () => {
    expect(factBlockProblems(doc(generators.colours()), generators)).toEqual([]);
  });

  it('fails a table missing a row, or with one more, or in another order', () => {
    for (const table of [
      '| Colour |\n| --- |\n| red |',
      '| Colour |\n| --- |\n| red |\n| blue |\n| green |',
      '| Colour |\n| --- |\n| blue |\n| red |',
    ]) {
      expect(factBlockProblems(doc(table), generators)).toEqual([
        'facts:colours (differs from domain/; run npm run docs:facts)',
      ]);
    }
  });

  it('fails a block no generator writes, and a marker left open', () => {
    expect(factBlockProblems('<!-- facts:sizes -->\n| S |\n<!-- /facts -->\n', generators)).toEqual([
      'facts:sizes (no such fact; see scripts/doc-facts/fact-blocks.ts)',
    ]);
    expect(factBlockProblems('<!-- facts:colours -->\n| red |\n', generators)).toEqual([
      'a facts marker without its <!-- /facts --> line',
    ]);
  });

  it("fails product.md once its field table and domain/'s fields disagree", () => {
    const product = docs.find((doc) => doc.path === 'docs/product.md')!.markdown;
    const withoutIsbn = product.replace(/^\| `isbn` .*\n/m, '');
    expect(withoutIsbn).not.toBe(product);
    expect(factBlockProblems(withoutIsbn, factBlocks)).toEqual([
      'facts:user-fields (differs from domain/; run npm run docs:facts)',
    ]);
    const booksWithoutIsbn = product.replace(/^(\| `books` \|.*?), isbn/m, '$1');
    expect(booksWithoutIsbn).not.toBe(product);
    expect(factBlockProblems(booksWithoutIsbn, factBlocks)).toEqual([
      'facts:category-field-sets (differs from domain/; run npm run docs:facts)',
    ]);
  });

  it('writes a stale block again from its generator and leaves the rest of the doc alone', () => {
    const stale = doc('| Colour |\n| --- |\n| red |');
    expect(writeFacts(stale)).toBe(doc(generators.colours()));
    expect(writeFacts('<!-- facts:sizes -->\nkept\n<!-- /facts -->\n')).toBe(
      '<!-- facts:sizes -->\nkept\n<!-- /facts -->\n',
    );

    function writeFacts(markdown: string) {
      return writeFactBlocks(markdown, generators);
    }
  });
});
