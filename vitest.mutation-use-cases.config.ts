import { defineConfig } from 'vitest/config';
import { unitSetupFiles } from './vitest.config';

// The tests Stryker runs against each mutant of the Lambdas' use cases
// (stryker.use-cases.config.mjs): the handlers' unit tests against in-memory ports and
// injected AWS faults, with the unit project's setup (the queue URLs a function checks when it
// starts: without them the listings queue start-up test fails Stryker's initial run). Left
// out: the tests that read source or bundles rather than run rules (Stryker's instrumented
// copy of the code is not what they check), and the safe fetcher's tests, which import only
// lambdas/lib (not mutated here) and would only lengthen Stryker's initial run.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/unit/lambdas/**/*.test.ts'],
    exclude: [
      'tests/unit/lambdas/bundle-contents.test.ts',
      'tests/unit/lambdas/environment-contract.test.ts',
      'tests/unit/lambdas/route-keys.test.ts',
      'tests/unit/lambdas/safe-fetch/**',
    ],
    setupFiles: unitSetupFiles,
    testTimeout: 60_000,
  },
});
