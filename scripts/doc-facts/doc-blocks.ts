import { readdirSync } from 'node:fs';
import path from 'node:path';

// Finding and rewriting the fact blocks of a Markdown document (fact-blocks.ts says what they
// are): `<!-- facts:NAME -->`, the block's text, `<!-- /facts -->`, each marker on a line of its own.

const BLOCK = /^<!-- facts:([\w-]+) -->\n([\s\S]*?)^<!-- \/facts -->$/gm;

export type Generators = Readonly<Record<string, () => string>>;

export interface FactBlock {
  name: string;
  text: string;
}

/** The fact blocks of a document, in order. */
export function factBlocksOf(markdown: string): FactBlock[] {
  return [...markdown.matchAll(BLOCK)].map(([, name, text]) => ({ name: name!, text: text!.trimEnd() }));
}

/** The document with every known block written again from its generator; unknown ones kept. */
export function writeFactBlocks(markdown: string, generators: Generators): string {
  return markdown.replace(BLOCK, (whole, name: string) => {
    const generate = generators[name];
    return generate ? `<!-- facts:${name} -->\n${generate()}\n<!-- /facts -->` : whole;
  });
}

/**
 * What is wrong with a document's fact blocks: a block no generator writes, a block whose text
 * is not what domain/ gives, and a marker left open. Empty when all agree.
 */
export function factBlockProblems(markdown: string, generators: Generators): string[] {
  const blocks = factBlocksOf(markdown);
  const problems = blocks.flatMap(({ name, text }) => {
    const generate = generators[name];
    if (!generate) return [`facts:${name} (no such fact; see scripts/doc-facts/fact-blocks.ts)`];
    return text === generate() ? [] : [`facts:${name} (differs from domain/; run npm run docs:facts)`];
  });
  const opened = markdown.match(/^<!-- facts:[\w-]+ -->$/gm)?.length ?? 0;
  if (opened !== blocks.length) problems.push('a facts marker without its <!-- /facts --> line');
  return problems;
}

/** Every Markdown file under a folder. */
export function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
