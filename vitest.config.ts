import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The unit tests' setup files, shared with the mutation run of the use cases
 * (vitest.mutation-use-cases.config.ts): the handlers' tests load their modules as Lambda does,
 * with the queue URLs set before any test file loads, and without them a start-up check fails.
 */
export const unitSetupFiles = [
  'tests/support/quiet-test-output.ts',
  'tests/support/lambda-start-environment.ts',
];

// One project per stage of `npm test`; package.json runs them in order, failing fast.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: unitSetupFiles,
          // Property tests run thousands of cases: room for a busy 2-core machine (never a
          // time assertion, only a ceiling).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/support/quiet-test-output.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          // A screen test renders lazy chunks and awaits many user events: vitest's 5 s default
          // is too tight on a busy 2-core machine (a ceiling only, never a time assertion).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          // A real browser against a real twin on a shared 2-core machine: a step can miss its
          // ceiling under load. A failed test runs once more, and one that needed it is named
          // at the end of the run (tests/support/start-test-twin.ts), so a flake stays visible.
          retry: 1,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
