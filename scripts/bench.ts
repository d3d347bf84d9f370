import './bench/quiet-logs';
import { mkdirSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalTwin, type LocalTwin } from '../infra/local/twin';
import { createSignedInUser } from '../tests/support/cognito-users';
import type { TwinInfo } from '../tests/support/twin-context';
import { measureApi, plan, seedListings } from './bench/api-scenarios';
import { lambdaBundleReport } from './bench/lambda-bundles';
import { lighthouseFigures, lighthouseTable } from './bench/lighthouse';
import { latencyTable } from './bench/latency-table';
import { Deadline, type RunResult } from './bench/measure';
import { measurePhotoDownscale, photoDownscaleReport } from './bench/photo-downscale';
import { routeBudgetReport, webBundleReport } from './bench/web-bundle';

// `npm run bench`: prints figures, asserts nothing (DESIGN.md section 8). The API figures
// come from the local twin on 127.0.0.1: our handlers plus in-process emulators, not AWS.

/** All work against the twin stops by itself after this long. */
const overallMs = 100_000;

const root = process.cwd();
const siteDir = path.join(root, 'dist', 'web');
const started = Date.now();

function header(): void {
  const cpuList = cpus();
  console.log('Snap List Shift benchmark');
  console.log('  LOCAL-EMULATOR figures: our handlers plus dynalite, s3rver and cognito-local, with the');
  console.log('  load generator in this one process, through the local gateway on localhost (127.0.0.1).');
  console.log('  They measure our code plus emulators, not AWS: compare runs with each other only.');
  console.log(
    `  Node ${process.version} · ${cpuList.length} CPUs (${cpuList[0]?.model.trim() ?? 'unknown'})`,
  );
  console.log(`  Date ${new Date().toISOString()}`);
}

async function apiSection(): Promise<boolean> {
  const overall = new Deadline(overallMs);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sls-bench-'));
  let twin: LocalTwin | undefined;
  try {
    // Without a built site the twin serves an empty folder: the API does not need it.
    const site = existsSync(siteDir) ? siteDir : path.join(dataDir, 'site');
    mkdirSync(site, { recursive: true });
    twin = await startLocalTwin({
      dataDir,
      siteDir: site,
      ports: { gateway: 0, cognito: 0, dynamodb: 0, s3: 0 },
    });
    const info: TwinInfo = { ...twin, dataDir };
    const user = await createSignedInUser(info, 'bench');
    const ids = await seedListings(info, user.accessToken, overall);
    console.log(
      `\nAPI latency (${twin.siteUrl}; ${ids.length} listings seeded; warm-up ${plan.warmUp}, ` +
        `then ${plan.requests} sequential and ${plan.requests} at concurrency ${plan.concurrency})`,
    );
    const results: RunResult[] = [];
    await measureApi(info, user.accessToken, ids, overall, (result) => {
      results.push(result);
      process.stderr.write('.');
    });
    process.stderr.write('\n');
    console.log(latencyTable(results));
    if (existsSync(path.join(siteDir, 'index.html'))) {
      console.log(
        '\nFirst screen, Lighthouse mobile profile (simulated slow 4G, 4x CPU slowdown; Debian Chromium)',
      );
      const figures = await lighthouseFigures(twin.siteUrl, {
        clientId: twin.userPoolClientId,
        tokens: user,
      });
      console.log(lighthouseTable(figures));
    }
    return results.every((r) => r.errors === 0);
  } catch (error) {
    console.error(`\nAPI benchmark failed: ${error instanceof Error ? error.stack : String(error)}`);
    return false;
  } finally {
    await twin?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

header();
const apiOk = await apiSection();
console.log('\nWeb bundle (dist/web)');
console.log(webBundleReport(siteDir));
console.log('\nWeb budgets (gzip, issue 11)');
console.log(routeBudgetReport(siteDir));
console.log('\nPhoto upload size (12 MP phone photo, downscaled by the web app in real Chromium)');
try {
  console.log(photoDownscaleReport(await measurePhotoDownscale()));
} catch (error) {
  console.log(`  not measured: ${error instanceof Error ? error.message : String(error)}`);
}
console.log('\nLambda bundles (cdk.out)');
console.log(lambdaBundleReport(path.join(root, 'cdk.out')));
console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
// A benchmark ends by itself, even if some emulator socket were to outlive stop().
process.exit(apiOk ? 0 : 1);
