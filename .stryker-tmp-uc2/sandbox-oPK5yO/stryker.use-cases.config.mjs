// @ts-nocheck
import domain from './stryker.config.mjs';

// The second half of `npm run test:mutation`: the Lambdas' use cases (the modules beside each
// handler: bodies, ownership checks, conditional writes, views), against the handlers' unit
// tests with in-memory ports. Handlers (wiring) and lambdas/lib (adapters, tested against the
// emulators) are not mutated here.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...domain,
  vitest: { configFile: 'vitest.mutation-use-cases.config.ts', related: false },
  mutate: ['lambdas/*/*.ts', '!lambdas/*/handler.ts', '!lambdas/lib/**'],
  // A ratchet at today's score (67.9 % on 22 Nov 2026): generate-listing's use case is proven by
  // the integration tests against the fake OpenAI, which Stryker does not run.
  thresholds: { high: 90, low: 70, break: 65 },
  tempDirName: '.stryker-tmp-use-cases',
};
