import { defineConfig } from 'vitest/config';
import { unitSetupFiles } from './vitest.config';

// The tests Stryker runs against each mutant of the Lambdas' use cases
// (stryker.use-cases.config.mjs): the handlers' unit tests against in-memory ports and
// injected AWS faults, with the unit project's setup (the queue URLs a function checks when it
// starts). Left out: the tests that read source or bundles rather than run rules (Stryker's
// instrumented copy of the code is not what they check); the safe fetcher's tests, which import
// only lambdas/lib (not mutated here) and would only lengthen Stryker's initial run; and the
// two tests that load whole handlers inside a test (the twin's handler map, the queue start-up
// check of lambdas/lib): every module-level mutant of every use case would count as covered by
// them alone, and Stryker would run only them against it, with the mutant switched on after the
// module had loaded (docs/architecture/testing.md#mutation-testing).
// Wiring and lambdas/lib are not mutated here; both tests run in `npm test`.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/unit/lambdas/**/*.test.ts'],
    exclude: [
      'tests/unit/lambdas/bundle-contents.test.ts',
      'tests/unit/lambdas/environment-contract.test.ts',
      'tests/unit/lambdas/handler-modules.test.ts',
      'tests/unit/lambdas/queue-start-check.test.ts',
      'tests/unit/lambdas/route-keys.test.ts',
      'tests/unit/lambdas/safe-fetch/**',
    ],
    setupFiles: unitSetupFiles,
    testTimeout: 60_000,
  },
});
