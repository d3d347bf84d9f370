// Which parts of `npm run bench` run: all of them, or those named after `--only` (for example
// `npx tsx scripts/bench.ts --only lighthouse`), so one part can be measured again in minutes
// instead of the whole run (docs/performance.md#running-the-benchmark).

/** The sections measured against the running product (the twin starts only for them). */
export const twinSections = [
  'lighthouse',
  'api',
  'analysis',
  'analysis-photos',
  'analyses-at-once',
  'hung-model',
  'batch-create',
  'your-items',
  'list-on-ebay',
] as const;

export const benchSections = [
  'web',
  ...twinSections,
  'photos',
  'photo-item',
  'batch-prepare',
  'grouping',
  'functions',
  'hostile-page',
  'offline',
] as const;

export type BenchSection = (typeof benchSections)[number];

const isSection = (name: string): name is BenchSection => (benchSections as readonly string[]).includes(name);

/** The sections the command line asks for: `--only a,b` or `--only=a,b`; every one without it. */
export function chosenSections(argv: readonly string[]): ReadonlySet<BenchSection> {
  const at = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (at === -1) return new Set(benchSections);
  const arg = argv[at]!;
  const list = arg === '--only' ? argv[at + 1] : arg.slice('--only='.length);
  const names = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new Error(`--only needs one or more of: ${benchSections.join(', ')}`);
  const unknown = names.filter((name) => !isSection(name));
  if (unknown.length > 0) {
    throw new Error(`Unknown bench section ${unknown.join(', ')}: choose from ${benchSections.join(', ')}`);
  }
  return new Set(names.filter(isSection));
}
