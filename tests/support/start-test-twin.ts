import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalTwin } from '#infra/local/twin.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { failedTestsOf, firstLine, retriedTestsOf } from './failed-tests';
import { holdTwinOutput } from './held-twin-output';
import { twinInfoOf } from './twin-context';

/**
 * Starts a whole local twin on free ports in a temporary data folder for one test run,
 * provides its coordinates to the tests, and returns the teardown that removes it all.
 */
export async function startTestTwin(project: TestProject, siteDir: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sls-twin-'));
  const output = holdTwinOutput();
  // Expected refusals (401s, 404s) are logged as warnings; a test run only needs errors.
  process.env[envNames.logLevel] ??= 'ERROR';
  process.env.COGNITO_LOG_LEVEL ??= 'error';
  // Tests send nothing past loopback: link previews look up no name in DNS.
  process.env[envNames.previewDns] = 'off';
  const twin = await startLocalTwin({
    dataDir,
    siteDir,
    ports: { gateway: 0, cognito: 0, dynamodb: 0, s3: 0 },
  }).catch((error: unknown) => {
    output.release(true);
    throw error;
  });
  const info = twinInfoOf(twin, dataDir);
  project.provide('twin', info);
  return async () => {
    await twin.stop();
    rmSync(dataDir, { recursive: true, force: true });
    const state = project.vitest.state;
    const unhandled = state.getUnhandledErrors().map((error) => `unhandled error: ${firstLine(error)}`);
    output.release(state.getCountOfFailedTests() > 0 || unhandled.length > 0, [
      ...failedTestsOf(state.getFiles()),
      ...unhandled,
    ]);
    // The browser tests run a failed test once more (vitest.config.ts); one that needed it is named.
    const retried = retriedTestsOf(state.getFiles());
    if (retried.length > 0) process.stdout.write(`\n--- passed only on a retry ---\n${retried.join('\n')}\n`);
  };
}
