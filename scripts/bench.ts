import './bench/quiet-logs';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startLocalTwin, type LocalTwin } from '../infra/local/twin';
import { toEnvironment } from '../lambdas/lib/runtime/config';
import { createSignedInUser } from '../tests/support/cognito-users';
import { FakeOpenAi } from '../tests/support/fake-openai/fake-openai-server';
import type { TwinInfo } from '../tests/support/twin-context';
import { analysesAtOnceRow, benchAnalyserConcurrency } from './bench/analyses-at-once';
import { analysisOverheadRow } from './bench/analysis-overhead';
import { batchCreateRows } from './bench/batch-create';
import { batchPrepareRows } from './bench/batch-prepare';
import { eightPhotoItemRows } from './bench/eight-photo-item';
import { groupingRows } from './bench/grouping';
import { photosAnalysisRows } from './bench/photos-analysis';
import { apiCompressionRows } from './bench/api-compression';
import { apiLoadRows, seedListings } from './bench/api-load';
import { importRuns, measureImportTimes } from './bench/import-time';
import { hungModelRow } from './bench/hung-model';
import { functionBundles } from './bench/lambda-bundles';
import { lighthouseFigures, lighthouseRows } from './bench/lighthouse';
import { lighthouseVisitor } from './bench/lighthouse-visitor';
import { listOnEbayRows } from './bench/list-on-ebay';
import { nestedPageRows } from './bench/nested-page';
import { offlineAnalyserRows } from './bench/offline-analyser';
import { measurePhotoDownscale, photoDownscaleRows } from './bench/photo-downscale';
import { chosenSections, twinSections as twinSectionKeys, type BenchSection } from './bench/sections';
import { benchTable, isNotMeasured, kib, ms, notMeasured, type BenchRow } from './bench/table';
import { webBundleRows } from './bench/web-bundle';
import { yourItemsRows } from './bench/your-items';

// `npm run bench`: one table of figures, each with how it was measured. It asserts nothing
// (tests never assert on time); it fails only when a measurement could not run. The API
// figures come from the local twin on 127.0.0.1: our handlers plus in-process emulators.

const root = process.cwd();
const siteDir = path.join(root, 'dist', 'web');
const started = Date.now();
const progress = (what: string) => process.stderr.write(`bench: ${what}\n`);
/** `--only lighthouse` and the like: the sections this run measures (scripts/bench/sections.ts). */
const only = chosenSections(process.argv.slice(2));

async function section(
  key: BenchSection,
  label: string,
  method: string,
  measure: () => Promise<BenchRow[]>,
): Promise<BenchRow[]> {
  if (!only.has(key)) return [];
  progress(`${label}...`);
  const sectionStarted = Date.now();
  try {
    return await measure();
  } catch (error) {
    console.error(error);
    return [notMeasured(label, method, error)];
  } finally {
    progress(`${label} took ${((Date.now() - sectionStarted) / 1000).toFixed(0)} s`);
  }
}

/** Everything measured against the running product: API load, analysis, Lighthouse. */
async function twinSections(): Promise<BenchRow[]> {
  if (!twinSectionKeys.some((key) => only.has(key))) return [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sls-bench-'));
  let twin: LocalTwin | undefined;
  // The AI is the real OpenAI code path against the local fake (never the network).
  const fake = await new FakeOpenAi().start();
  Object.assign(
    process.env,
    toEnvironment({
      openAiApiKey: 'sk-bench-fake',
      openAiBaseUrl: fake.baseUrl,
      metricsDisabled: 'true',
      aiRateLimit: '1000000',
      // One user seeds 200 listings and fires the load: the per-user ceilings would refuse
      // most of it, and this measures latency, not the ceilings (tests prove those).
      userRequestLimit: '1000000',
      uploadTicketLimit: '1000000',
      uploadTicketDailyLimit: '1000000',
      // The twin's in-process queue runs as many analyses at once as this (the cloud's
      // ai.analyserConcurrency); the analyses-at-once section measures it.
      analyserConcurrency: String(benchAnalyserConcurrency),
    }),
  );
  try {
    // Without a built site the twin serves an empty folder: the API does not need it.
    const site = existsSync(siteDir) ? siteDir : path.join(dataDir, 'site');
    mkdirSync(site, { recursive: true });
    twin = await startLocalTwin({
      dataDir,
      siteDir: site,
      ports: { gateway: 0, cognito: 0, dynamodb: 0, s3: 0 },
    });
    const running = twin;
    const info: TwinInfo = { ...running, dataDir };
    const user = await createSignedInUser(info, 'bench');
    return [
      // First, and as a user of its own with items of their own, not the load test's.
      ...(await section('lighthouse', 'Lighthouse', 'Lighthouse mobile profile', async () => {
        if (!existsSync(path.join(siteDir, 'index.html'))) throw new Error('dist/web is not built');
        const visitor = await lighthouseVisitor(info);
        const session = { clientId: running.userPoolClientId, tokens: visitor };
        return lighthouseRows(await lighthouseFigures(running.siteUrl, session));
      })),
      ...(await section('api', 'API under load', 'autocannon on the local gateway', async () => {
        const listUsers = await seedListings(info);
        return [
          ...(await apiCompressionRows(info, listUsers)),
          ...(await apiLoadRows(info, user.accessToken, listUsers)),
        ];
      })),
      ...(await section('analysis', 'analysis overhead', 'fake OpenAI with a fixed delay', async () => [
        await analysisOverheadRow(running, info, user.accessToken, fake),
      ])),
      ...(await section(
        'analysis-photos',
        'analysis with 1 and 8 photos, and its model spend',
        'fake OpenAI with a fixed delay',
        async () => photosAnalysisRows(running, info, user.accessToken, fake),
      )),
      ...(await section(
        'analyses-at-once',
        'analyses at once',
        'fake OpenAI counting calls in flight',
        async () => [await analysesAtOnceRow(running, info, user.accessToken, fake)],
      )),
      ...(await section('hung-model', 'hung model', 'fake OpenAI that never answers', async () => [
        await hungModelRow(running, info, user.accessToken, fake),
      ])),
      ...(await section('batch-create', 'batch Create to ready', 'fake OpenAI without delay', async () =>
        batchCreateRows(running, info, user.accessToken, fake),
      )),
      ...(await section('your-items', 'Your Items at 20, 500 and 5,000 items', 'the local gateway', () =>
        yourItemsRows(info),
      )),
      ...(await section('list-on-ebay', 'List on eBay to listed', 'the eBay stand-in', () =>
        listOnEbayRows(info),
      )),
    ];
  } finally {
    await twin?.analysesSettled();
    await twin?.stop();
    await fake.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each function's bundle size, and its import time in a fresh process over an empty one. */
async function functionRows(): Promise<BenchRow[]> {
  const { source, bundles, tempDir } = await functionBundles(root);
  try {
    const times = measureImportTimes(bundles.map((bundle) => bundle.file));
    const method = `fresh node importing it, minus empty node; median of ${importRuns}`;
    return [
      {
        figure: 'empty Node process (baseline)',
        value: ms(times.emptyMs),
        method: `node -e "" started and ended; median of ${importRuns}`,
      },
      ...bundles.flatMap((bundle) => [
        {
          figure: `${bundle.name} bundle`,
          value: `${kib(bundle.bytes)} (gzip ${kib(gzipSync(readFileSync(bundle.file)).length)})`,
          method: `index.mjs from ${source}`,
        },
        {
          figure: `${bundle.name} import time`,
          value: ms(times.importMs.get(bundle.file)! - times.emptyMs),
          method,
        },
      ]),
    ];
  } finally {
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

const rows: BenchRow[] = [
  ...(await section('web', 'web bundles', 'gzip of dist/web', async () => webBundleRows(siteDir))),
  ...(await twinSections().catch((error: unknown) => {
    console.error(error);
    return [notMeasured('local twin', 'the product on 127.0.0.1', error)];
  })),
  ...(await section('photos', 'photo downscale', "web app's downscale in Chromium", async () =>
    photoDownscaleRows(await measurePhotoDownscale()),
  )),
  ...(await section(
    'photo-item',
    '8-photo item upload',
    "web app's downscale in Chromium, 8 photos",
    eightPhotoItemRows,
  )),
  ...(await section(
    'batch-prepare',
    'batch preparation',
    "web app's prepareBatch in Chromium, 60 photos",
    batchPrepareRows,
  )),
  ...(await section(
    'grouping',
    'batch grouping',
    "web app's groupPhotos on the batch fixture",
    groupingRows,
  )),
  ...(await section('functions', 'function bundles', 'bundle, then node -e import', functionRows)),
  ...(await section('hostile-page', 'hostile page', 'link preview of 1 MB of nested markup', nestedPageRows)),
  ...(await section('offline', 'offline analyser', 'detector and text reader, fixture photos', async () =>
    offlineAnalyserRows(root),
  )),
];

const cpuList = cpus();
console.log(
  benchTable(
    {
      node: process.version,
      date: new Date(),
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown CPU',
    },
    rows,
  ),
);
console.log(
  '\nAPI and analysis figures: our handlers plus emulators (dynalite, s3rver, cognito-local) on ' +
    `127.0.0.1, not AWS; compare runs with each other only. Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
// A benchmark ends by itself, even if some emulator socket were to outlive stop().
process.exit(rows.some(isNotMeasured) ? 1 : 0);
