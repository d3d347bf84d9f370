import { envNames } from '#lambdas/lib/runtime/config.ts';
import { testEnv } from '#tests/unit/lambdas/lambda-test-kit.ts';

// A vitest setup file of the unit tests. A function checks the configuration it cannot start
// without when its module loads (docs/architecture/backend.md#queue-functions), and the unit
// tests import handler modules as Lambda does, in the cloud's configuration: so the variables
// checked at start are in the environment before any test file loads, as Lambda sets them
// before it loads a function. A test of a missing one stubs it empty and loads the module again.

process.env[envNames.analyserQueueUrl] ??= testEnv.analyserQueueUrl;
