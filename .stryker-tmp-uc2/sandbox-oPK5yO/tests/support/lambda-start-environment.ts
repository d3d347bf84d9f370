// @ts-nocheck
import { envNames, type EnvKey } from '#lambdas/lib/runtime/config.ts';
import { testEnv } from '#tests/unit/lambdas/lambda-test-kit.ts';

// A vitest setup file of the unit tests. A function checks the configuration it cannot start
// without when its module loads (docs/architecture/backend.md#queue-functions): today the URL
// of each queue it sends jobs to. The unit tests import handler modules as Lambda does, in the
// cloud's configuration, so those variables (every `...QueueUrl` of the test environment) are
// set before any test file loads, as Lambda sets them before it loads a function. A test of a
// missing one stubs it empty and loads the module again.

for (const [key, value] of Object.entries(testEnv) as [EnvKey, string][]) {
  if (key.endsWith('QueueUrl')) process.env[envNames[key]] ??= value;
}
