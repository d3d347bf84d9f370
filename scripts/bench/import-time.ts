import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { envNames, queueUrlKeys } from '../../lambdas/lib/runtime/config';
import { median } from './stats';

// A function's import cost, as a cold start pays it: a fresh Node process that imports the
// bundle, against a fresh Node process that imports nothing, both spawned in this run and
// interleaved (empty, each bundle, empty, ...) so background load hits every one alike.

/** Spawns per bundle, and of the empty process. */
export const importRuns = 9;

// Importing a handler only evaluates its modules; should one reach out anyway, every
// endpoint it could use is a closed port on loopback.
const closedPort = 'http://127.0.0.1:9';
const childEnv = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'eu-west-2',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_ENDPOINT_URL: closedPort,
  OPENAI_BASE_URL: closedPort,
  // A function that sends jobs checks its queue's URL when it loads, as Lambda starts it
  // (docs/architecture/backend.md#queue-functions): without one its import fails.
  ...Object.fromEntries(queueUrlKeys.map((key) => [envNames[key], `${closedPort}/000000000000/${key}`])),
};

function spawnMs(code: string): number {
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    env: childEnv,
    encoding: 'utf8',
  });
  const elapsed = performance.now() - started;
  if (child.status !== 0) throw new Error(`node -e failed: ${child.stderr.split('\n')[0] ?? child.status}`);
  return elapsed;
}

export interface ImportTimes {
  /** Median wall time of a Node process that imports nothing, in ms. */
  emptyMs: number;
  /** Per bundle file, the median wall time of a Node process importing it, in ms. */
  importMs: Map<string, number>;
}

export function measureImportTimes(files: string[], runs = importRuns): ImportTimes {
  const empty: number[] = [];
  const samples = new Map<string, number[]>(files.map((file) => [file, []]));
  for (let run = 0; run < runs; run++) {
    empty.push(spawnMs(''));
    for (const file of files) {
      samples.get(file)!.push(spawnMs(`await import(${JSON.stringify(pathToFileURL(file).href)});`));
    }
  }
  return {
    emptyMs: median(empty),
    importMs: new Map([...samples].map(([file, times]) => [file, median(times)])),
  };
}
