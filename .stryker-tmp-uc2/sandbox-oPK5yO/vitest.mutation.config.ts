// @ts-nocheck
import { defineConfig } from 'vitest/config';

// The tests Stryker runs against each mutant of domain/ (stryker.config.mjs): the rules' own
// unit tests, with room for the slower instrumented code on a busy machine.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/unit/domain/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
