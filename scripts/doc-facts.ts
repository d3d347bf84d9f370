import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { markdownFiles, writeFactBlocks } from './doc-facts/doc-blocks';
import { factBlocks } from './doc-facts/fact-blocks';

// `npm run docs:facts`: writes every fact block of docs/ again from domain/
// (scripts/doc-facts/fact-blocks.ts), so the docs' tables of fields, categories, conditions,
// countries and marketplaces say what the code does.

const docsDir = path.join(import.meta.dirname, '..', 'docs');

for (const file of markdownFiles(docsDir)) {
  const before = readFileSync(file, 'utf8');
  const after = writeFactBlocks(before, factBlocks);
  if (after !== before) {
    writeFileSync(file, after);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}
