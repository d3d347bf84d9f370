// `npm run test:mutation`: mutation testing of the spec's rules (domain/) with Stryker's vitest
// runner. Static mutants (module-level constants) are ignored: Stryker cannot switch them on for
// one test, so each would run against the whole test set (docs/architecture/testing.md#module-level-mutants).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['domain/**/*.ts'],
  ignoreStatic: true,
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress'],
  concurrency: 2,
  // The initial run (every test once, with coverage) took over Stryker's default 5 minutes on
  // a 2-core machine shared with other work; the mutants' own timeouts are unchanged.
  dryRunTimeoutMinutes: 20,
  thresholds: { high: 95, low: 90, break: 95 },
  // Incremental mode (docs/architecture/testing.md#mutation-testing): the last run's results are
  // kept in the repository, so a run re-tests only the mutants of changed code or changed tests
  // and reuses the rest; the thresholds still apply to the whole report. `npm run
  // test:mutation:full` (`--force`) re-tests every mutant and rewrites the file.
  incremental: true,
  incrementalFile: 'tests/mutation/domain.incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
