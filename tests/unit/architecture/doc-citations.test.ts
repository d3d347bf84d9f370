import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Code comments say why by citing the documents in docs/ by file and heading, e.g.
// `docs/product.md#constants-and-limits`. A newcomer must be able to follow every such
// citation inside the clone, so a citation of a missing file or heading fails here, and so
// does a citation of a document outside the repository (the spec and design notes the
// project started from) or of an issue number (the tracker is not in the clone either).

const root = join(import.meta.dirname, '../../..');

/** Where citations live: every layer's source, the scripts and the tests (and the root's files). */
const sourceFolders = ['domain', 'lambdas', 'infra', 'web/src', 'scripts', 'tests'];
const sourceExtensions = /\.(ts|tsx|mjs|js|css)$/;
const skippedFolders = new Set(['node_modules', 'dist', 'cdk.out', 'screenshots', 'reports']);

/** The one file that must name the old citations to do its job: this test (its own samples). */
const namesOldCitationsOnPurpose = new Set(['tests/unit/architecture/doc-citations.test.ts']);

/** `docs/<path>.md`, optionally with `#<anchor>`. */
const DOC_CITATION = /\bdocs\/([\w./-]+?\.md)(?:#([\w-]+))?/g;

/** Citations that a clone cannot follow. */
const unreachableCitations: readonly { name: string; pattern: RegExp }[] = [
  { name: 'SPEC.md', pattern: /\bSPEC\.md\b/ },
  { name: 'DESIGN.md', pattern: /\bDESIGN\.md\b/ },
  { name: 'STYLE.md', pattern: /\bSTYLE\.md\b/ },
  { name: '../shared', pattern: /\.\.\/shared\b/ },
  { name: 'an issue number', pattern: /\bissues? #?\d+/i },
];

function sourceFiles(folder: string): string[] {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return skippedFolders.has(entry.name) ? [] : sourceFiles(join(folder, entry.name));
    }
    return sourceExtensions.test(entry.name) ? [join(folder, entry.name)] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces become hyphens. */
function githubSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown file offers, numbered as GitHub does when a heading repeats. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = githubSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The citations of `text` that point at no file, or at no heading of their file. */
function brokenCitations(text: string, readDoc: (path: string) => string | undefined): string[] {
  const broken: string[] = [];
  for (const [citation, path, anchor] of text.matchAll(DOC_CITATION)) {
    const markdown = readDoc(`docs/${path}`);
    if (markdown === undefined) broken.push(`${citation} (no such file)`);
    else if (anchor !== undefined && !headingAnchors(markdown).has(anchor)) {
      broken.push(`${citation} (no such heading)`);
    }
  }
  return broken;
}

/** The lines of `text` that cite something outside the clone, with what they cite. */
function unreachableIn(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      unreachableCitations
        .filter(({ pattern }) => pattern.test(line))
        .map(({ name }) => `line ${index + 1} cites ${name}: ${line.trim()}`),
    );
}

const readDocFromDisk = (path: string): string | undefined => {
  const file = join(root, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

/** The configuration beside the layers (stryker*.mjs, vitest*.ts, eslint.config.js): comments too. */
const rootFiles = (): string[] =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && sourceExtensions.test(entry.name))
    .map((entry) => entry.name);

const files = [...rootFiles(), ...sourceFolders.flatMap(sourceFiles)]
  .map((file) => relative(root, join(root, file)).split('\\').join('/'))
  .filter((file) => !namesOldCitationsOnPurpose.has(file));

describe('citations of the documents in docs/', () => {
  it('finds source files to check, the configuration files at the root among them', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toEqual(
      expect.arrayContaining(['stryker.config.mjs', 'stryker.use-cases.config.mjs', 'eslint.config.js']),
    );
  });

  it('resolves every docs/ citation to a file and one of its headings', () => {
    const broken = files.flatMap((file) =>
      brokenCitations(readFileSync(join(root, file), 'utf8'), readDocFromDisk).map((b) => `${file}: ${b}`),
    );
    expect(broken).toEqual([]);
  });

  it('cites no document outside the repository and no issue number', () => {
    const unreachable = files.flatMap((file) =>
      unreachableIn(readFileSync(join(root, file), 'utf8')).map((u) => `${file}: ${u}`),
    );
    expect(unreachable).toEqual([]);
  });
});

describe('the citation checks themselves', () => {
  const docs: Record<string, string> = {
    'docs/product.md': '# Product\n\n## Constants and limits\n\n```\n## Not a heading\n```\n## `npm start`\n',
  };
  const readDoc = (path: string) => docs[path];

  it('accepts a citation of an existing heading, in GitHub slug form', () => {
    expect(brokenCitations('see docs/product.md#constants-and-limits.', readDoc)).toEqual([]);
    expect(brokenCitations('see docs/product.md#npm-start', readDoc)).toEqual([]);
    expect(brokenCitations('see docs/product.md', readDoc)).toEqual([]);
  });

  it('refuses a missing file and a missing heading', () => {
    expect(brokenCitations('docs/nowhere.md#x and docs/product.md#prices', readDoc)).toEqual([
      'docs/nowhere.md#x (no such file)',
      'docs/product.md#prices (no such heading)',
    ]);
  });

  it('ignores headings inside fenced code', () => {
    expect(brokenCitations('docs/product.md#not-a-heading', readDoc)).toEqual([
      'docs/product.md#not-a-heading (no such heading)',
    ]);
  });

  it('numbers repeated headings as GitHub does', () => {
    expect([...headingAnchors('## Data\n## Data\n## Data')]).toEqual(['data', 'data-1', 'data-2']);
  });

  it('refuses the old documents, ../shared and issue numbers', () => {
    const sample = [
      '// (SPEC.md point 3)',
      '// DESIGN.md section 7',
      '// (STYLE.md)',
      "// see '../shared/SPEC.md'",
      '// issue 12',
    ].join('\n');
    expect(unreachableIn(sample).map((line) => line.split(':')[0])).toEqual([
      'line 1 cites SPEC.md',
      'line 2 cites DESIGN.md',
      'line 3 cites STYLE.md',
      'line 4 cites SPEC.md',
      'line 4 cites ../shared',
      'line 5 cites an issue number',
    ]);
  });
});
