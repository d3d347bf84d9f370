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
  // A ratchet just under today's score (69.0 % on 27 Nov 2026, docs/architecture/testing.md);
  // raise it with the score. The target is 80 %.
  thresholds: { high: 90, low: 80, break: 68 },
  tempDirName: '.stryker-tmp-use-cases',
};
