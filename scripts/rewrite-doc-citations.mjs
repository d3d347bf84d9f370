// One-off: rewrites the code's citations of the documents the project started from (the
// product spec and the design notes, which are not in the repository) into citations of
// docs/product.md and docs/design.md by heading, so every citation resolves inside a clone
// (tests/unit/architecture/doc-citations.test.ts checks it); STYLE.md citations become
// docs/architecture/backend.md or docs/how-to.md ones. It lists, without changing them, the
// citations it cannot rewrite by rule (issue numbers, bare "section N" references), for a
// person to edit.
//
//   node scripts/rewrite-doc-citations.mjs                     rewrite in place, then report
//   node scripts/rewrite-doc-citations.mjs --dry-run           report only
//   node scripts/rewrite-doc-citations.mjs --with-suggestions  also apply the suggested
//       rewordings below of the issue numbers and bare point numbers known when this was
//       written (each only where its exact text is found)
//
// Node built-ins only.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** The old documents' numbered points, in order, and the docs/ heading each became. */
const headings = {
  SPEC: {
    file: 'docs/product.md',
    anchors: [
      'what-it-does',
      'screens',
      'data',
      'states-and-transitions',
      'validation',
      'roles-and-permissions',
      'calls',
      'messages',
      'constants-and-limits',
    ],
  },
  DESIGN: {
    file: 'docs/design.md',
    anchors: [
      'two-homes',
      'layout',
      'api',
      'data',
      'analysis',
      'ai',
      'security',
      'testing',
      'known-facts-about-the-parts',
    ],
  },
};

/** The style notes were cited for one rule only: errors are values at the API boundary. */
const styleErrorsCitation = 'docs/architecture/backend.md#errors-at-the-api-boundary';
const styleOtherCitation = 'docs/how-to.md#house-rules';

const folders = ['domain', 'lambdas', 'infra', 'web/src', 'scripts', 'tests'];
const extensions = /\.(ts|tsx|mjs|js|css)$/;
const skipped = new Set(['node_modules', 'dist', 'cdk.out', 'screenshots', 'reports']);
const thisScript = 'scripts/rewrite-doc-citations.mjs';
const citationTest = 'tests/unit/architecture/doc-citations.test.ts';

const dryRun = process.argv.includes('--dry-run');
const applySuggestions = process.argv.includes('--with-suggestions');

/**
 * Suggested rewordings of the issue-number citations found when this script was written (an
 * issue named the work; the docs/ heading now says why), and of the bare point numbers the
 * rules leave behind. Applied only with --with-suggestions, after the rules, and only where
 * the exact text is still there; the report lists what is left.
 */
const suggestions = [
  [
    'lambdas/lib/ai-telemetry.ts',
    '(issue 9, cost and abuse controls)',
    '(docs/design.md#ai: cost and abuse controls)',
  ],
  [
    'web/src/features/add/utils/downscale-photo.ts',
    '(issue 12)',
    '(docs/architecture/web.md#the-photo-on-its-way-up)',
  ],
  ['scripts/bench/lighthouse.ts', 'Issue 11: LCP', 'docs/performance.md#running-the-benchmark: LCP'],
  [
    'scripts/bench/lighthouse.ts',
    "against issue 11's target",
    'against its target (docs/performance.md#running-the-benchmark)',
  ],
  [
    'scripts/bench/photo-downscale.ts',
    "(issue 12's budget:",
    '(docs/performance.md#running-the-benchmark, the budget:',
  ],
  [
    'scripts/bench/web-bundle.ts',
    'Budgets of issue 11 (gzip)',
    'Budgets (gzip, docs/performance.md#running-the-benchmark)',
  ],
  [
    'scripts/bench/web-bundle.ts',
    '// Issue 11: @aws-amplify',
    '// docs/performance.md#running-the-benchmark: @aws-amplify',
  ],
  [
    'tests/infra/analysis.test.ts',
    "// Issue 9's cloud resources",
    "// The analysis's cloud resources (docs/design.md#analysis)",
  ],
  [
    'tests/unit/lambdas/link-preview/page-preview.test.ts',
    '(issue 10; ',
    '(docs/architecture/backend.md#link-previews; ',
  ],
  [
    'tests/unit/lambdas/link-preview/preview-cache.test.ts',
    'issue 10: failures a few minutes',
    'docs/architecture/backend.md#link-previews: failures 5 minutes',
  ],
  [
    'tests/unit/lambdas/link-preview/site-icon.test.ts',
    '; issue 10)',
    '; docs/architecture/backend.md#link-previews)',
  ],
  [
    'tests/unit/lambdas/safe-fetch/ssrf-catalogue.test.ts',
    'The SSRF catalogue of issue 10 and',
    'The SSRF catalogue of docs/architecture/security.md#fetching-urls-users-choose and',
  ],
  [
    'tests/unit/offline-analyser/fixture-photos.test.ts',
    '// Issue 9: the fixture',
    '// docs/design.md#ai: the fixture',
  ],
  // Bare point and section numbers left behind by the rule-based rewrite.
  [
    'domain/messages.ts',
    'catalogue of section 8, the toasts of section 4 and the page texts of sections\n// 1 and 2.',
    'catalogue (docs/product.md#messages), the transition toasts\n// (docs/product.md#states-and-transitions) and the page texts (docs/product.md#screens).',
  ],
  [
    'domain/messages.ts',
    '// Section 8, the error catalogue.',
    '// docs/product.md#messages, the error catalogue.',
  ],
  ['domain/messages.ts', '// Section 8, success messages.', '// docs/product.md#messages, success messages.'],
  ['domain/messages.ts', '// Section 4, transitions.', '// docs/product.md#states-and-transitions.'],
  [
    'domain/messages.ts',
    "// Section 2, the Review card's price hint.",
    "// docs/product.md#screens, the Review card's price hint.",
  ],
  [
    'domain/listing-item.ts',
    'the save transition of point 4 and the display fallbacks of point 2.',
    'the save transition (docs/product.md#states-and-transitions) and the display fallbacks\n// (docs/product.md#screens).',
  ],
  [
    'web/src/features/list/utils/listing-form-schema.ts',
    '(point 5, domain/listing-validation.ts)',
    '(docs/product.md#validation, domain/listing-validation.ts)',
  ],
  [
    'tests/unit/domain/messages.test.ts',
    'point 4 (transition toasts)\n// and points 1 and 2 (page texts)',
    'docs/product.md#states-and-transitions\n// (transition toasts) and docs/product.md#screens (page texts)',
  ],
  [
    'tests/unit/domain/related-listings.spec.test.ts',
    'end_index), and point 2, "Related Listings"',
    'end_index), and docs/product.md#screens, "Related Listings"',
  ],
];

function filesUnder(folder) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : filesUnder(path);
    return extensions.test(entry.name) ? [path] : [];
  });
}

// Between "SPEC.md", "point" and "3": spaces, or a line break and the next comment line's leader.
const GAP = String.raw`(?:[ \t]+|[ \t]*\n[ \t]*(?:\/\/|\*|#)?[ \t]*)`;
const NUMBER = String.raw`[1-9](?!\d)(?:[ \t]*\([^()]*\))?`;
const JOIN = String.raw`(?:[ \t]*,[ \t]*and[ \t]+|[ \t]*,[ \t]*|[ \t]+and[ \t]+|[ \t]+to[ \t]+)`;
const CITATION = new RegExp(
  String.raw`([ \t]*)\b(SPEC|DESIGN)\.md(?:(${GAP}(?:(?:points?|sections?)${GAP})?)(${NUMBER}(?:${JOIN}${NUMBER})*))?`,
  'g',
);

/** "2, 3 and 9" -> each number replaced by its docs/ citation, the words between kept. */
function rewriteNumbers(doc, numbers) {
  return numbers.replace(/(^|[^\w(])([1-9])(?!\d)(?![^()]*\))/g, (_match, before, digit) => {
    const anchor = headings[doc].anchors[Number(digit) - 1];
    return `${before}${headings[doc].file}#${anchor}`;
  });
}

function rewrite(text, file) {
  let count = 0;
  let result = text.replace(CITATION, (_match, space, doc, gap, numbers) => {
    count += 1;
    if (numbers === undefined) return `${space}${headings[doc].file}`;
    // A citation broken over two comment lines moves to the second line whole.
    const lineBreak = /\n[ \t]*(?:\/\/|\*|#)?[ \t]*/.exec(gap);
    if (lineBreak) return `${lineBreak[0]}${rewriteNumbers(doc, numbers)}`;
    return `${space}${rewriteNumbers(doc, numbers)}`;
  });
  result = result
    .split('\n')
    .map((line) =>
      line.replace(/\bSTYLE\.md\b/g, () => {
        count += 1;
        return /error/i.test(line) ? styleErrorsCitation : styleOtherCitation;
      }),
    )
    .join('\n');
  if (applySuggestions) {
    for (const [target, before, after] of suggestions) {
      if (target === file && result.includes(before)) {
        result = result.replace(before, after);
        count += 1;
      }
    }
  }
  return { result, count };
}

const files = folders.flatMap(filesUnder).filter((file) => file !== thisScript && file !== citationTest);

let total = 0;
const changed = [];
const manual = [];
for (const file of files) {
  const original = readFileSync(file, 'utf8');
  const { result, count } = rewrite(original, file);
  if (count > 0 && result !== original) {
    total += count;
    changed.push(`${String(count).padStart(3)}  ${file}`);
    if (!dryRun) writeFileSync(file, result);
  }
  result.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}: ${line.trim()}`;
    if (/\bissues? #?\d+/i.test(line)) manual.push(`issue number   ${where}`);
    else if (/\.\.\/shared\b/.test(line)) manual.push(`../shared      ${where}`);
    else if (/\b(SPEC|DESIGN|STYLE)\.md\b/.test(line)) manual.push(`old document   ${where}`);
    else if (/\b(points?|sections?) [1-9]\b/i.test(line) && !line.includes('docs/')) {
      manual.push(`bare number?   ${where}`);
    }
  });
}

console.log(`${dryRun ? 'Would rewrite' : 'Rewrote'} ${total} citations in ${changed.length} files:`);
console.log(changed.join('\n'));
console.log(`\nFor a person to edit (${manual.length} lines; "bare number?" lines may be fine):`);
console.log(manual.join('\n'));
