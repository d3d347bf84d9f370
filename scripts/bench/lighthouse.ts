import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumFlags } from '#tests/support/browser.ts';
import type { Tokens } from '#tests/support/cognito-users.ts';
import { median } from './stats';
import { ms, type BenchRow } from './table';

// Lighthouse's mobile profile (simulated slow 4G and a 4x slower CPU, its defaults) on Debian's
// Chromium, against the running twin, each page several times (one run says little: the same
// page gave 1.4 s and 2.8 s): /auth for a visitor, / for a signed-in user with items (Amplify's
// tokens put into localStorage first, as after a sign-in), each as a first visit (empty
// caches) and as a repeat visit (caches and storage kept from the visit before).

/** How many times each page is measured (BENCH_LIGHTHOUSE_RUNS to change it). */
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/**
 * A folder to keep each run's whole Lighthouse report in (BENCH_LIGHTHOUSE_REPORTS), to read
 * why a run was slow: the LCP breakdown, the critical request chain, the network records.
 */
const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
let reportCount = 0;

/** docs/performance.md#running-the-benchmark: LCP targets in Lighthouse's mobile profile. */
const lcpTargets = {
  auth: { medianMs: 1000, worstMs: 1300 },
  main: { medianMs: 1000, worstMs: 1500 },
  repeat: { medianMs: 600 },
} as const;

interface PageFigures {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The LCP element as Lighthouse names it (its selector), or '-'. */
  lcpElement: string;
  /** How the run was throttled, from Lighthouse's own settings. */
  profile: string;
}

export interface PageSeries {
  page: string;
  runs: PageFigures[];
  target?: { medianMs: number; worstMs?: number };
}

interface Session {
  clientId: string;
  tokens: Tokens;
}

type Visit = 'first' | 'repeat';

/**
 * Before a run: a first visit starts with no HTTP cache, Cache Storage or service worker for
 * the origin; a signed-in visit has Amplify's session in localStorage, where Amplify v6 keeps it.
 */
async function prepare(port: number, origin: string, visit: Visit, session?: Session): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    if (visit === 'first') {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'local_storage,cache_storage,service_workers,indexeddb',
      });
    }
    if (session) {
      await page.goto(`${origin}/not-a-page`, { waitUntil: 'domcontentloaded' });
      await page.evaluate(
        (entries: [string, string][]) => entries.forEach(([key, value]) => localStorage.setItem(key, value)),
        sessionEntries(session),
      );
      // The 404 page's own requests must not warm a first visit's cache.
      if (visit === 'first') await cdp.send('Network.clearBrowserCache');
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

function sessionEntries(session: Session): [string, string][] {
  const claims = JSON.parse(Buffer.from(session.tokens.accessToken.split('.')[1]!, 'base64url').toString());
  const prefix = `CognitoIdentityServiceProvider.${session.clientId}`;
  const user = String(claims.username ?? claims.sub);
  return [
    [`${prefix}.LastAuthUser`, user],
    [`${prefix}.${user}.accessToken`, session.tokens.accessToken],
    [`${prefix}.${user}.idToken`, session.tokens.idToken],
    [`${prefix}.${user}.refreshToken`, session.tokens.refreshToken],
    [`${prefix}.${user}.clockDrift`, '0'],
  ];
}

/** One Lighthouse run; storage is never reset by Lighthouse itself (prepare() does what a visit needs). */
async function measure(port: number, url: string): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${String(++reportCount).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
    writeFileSync(join(reportDir, name), JSON.stringify(result.lhr));
  }
  const { audits, configSettings: settings, lighthouseVersion, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const { cpuSlowdownMultiplier, throughputKbps, rttMs } = settings.throttling;
  return {
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement: lcpElementOf(audits['lcp-breakdown-insight']?.details),
    // e.g. "Lighthouse 13.5.0 mobile, simulated 1638 kbps/150 ms RTT, 4x CPU slowdown".
    profile:
      `Lighthouse ${lighthouseVersion} ${settings.formFactor}, ${settings.throttlingMethod}d ` +
      `${Math.round(throughputKbps ?? Number.NaN)} kbps/${rttMs ?? '?'} ms RTT, ` +
      `${cpuSlowdownMultiplier ?? '?'}x CPU slowdown`,
  };
}

/** The first node in the LCP breakdown insight's details (the LCP element), as its selector. */
function lcpElementOf(details: unknown): string {
  if (typeof details !== 'object' || details === null) return '-';
  const record = details as Record<string, unknown>;
  if (record.type === 'node' && typeof record.selector === 'string') return record.selector;
  for (const value of Object.values(record)) {
    const found = lcpElementOf(value);
    if (found !== '-') return found;
  }
  return '-';
}

async function series(
  port: number,
  siteUrl: string,
  path: string,
  visit: Visit,
  session?: Session,
): Promise<PageFigures[]> {
  const url = `${siteUrl}${path}`;
  const origin = new URL(siteUrl).origin;
  if (visit === 'repeat') {
    // The visit before: caches (and a service worker, once there is one) filled from empty.
    await prepare(port, origin, 'first', session);
    await measure(port, url);
  }
  const runs: PageFigures[] = [];
  for (let i = 0; i < lighthouseRuns; i++) {
    await prepare(port, origin, visit, visit === 'first' ? session : undefined);
    runs.push(await measure(port, url));
  }
  return runs;
}

export async function lighthouseFigures(siteUrl: string, session: Session): Promise<PageSeries[]> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: chromiumFlags });
  try {
    const port = chrome.port;
    return [
      { page: '/auth', runs: await series(port, siteUrl, '/auth', 'first'), target: lcpTargets.auth },
      {
        page: '/ (signed in, with items)',
        runs: await series(port, siteUrl, '/', 'first', session),
        target: lcpTargets.main,
      },
      {
        page: '/ (signed in, repeat visit)',
        runs: await series(port, siteUrl, '/', 'repeat', session),
        target: lcpTargets.repeat,
      },
      {
        page: '/auth (repeat visit)',
        runs: await series(port, siteUrl, '/auth', 'repeat'),
        target: lcpTargets.repeat,
      },
    ];
  } finally {
    chrome.kill();
  }
}

const worst = (values: number[]) => Math.max(...values);

/** The value most runs gave, with how many of them. */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  values.forEach((value) => counts.set(value, (counts.get(value) ?? 0) + 1));
  const [value, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['-', 0];
  return `${value} (${count} of ${values.length})`;
}

/**
 * Per page: LCP median and worst of the runs (against the targets), TBT median, CLS worst
 * (docs/performance.md#running-the-benchmark).
 */
export function lighthouseRows(all: PageSeries[]): BenchRow[] {
  return all.flatMap(({ page, runs, target }) => {
    const lcp = runs.map((run) => run.lcpMs);
    const method = `${runs[0]?.profile ?? 'Lighthouse'}; ${runs.length} runs`;
    const targetText = target
      ? ` (target ${ms(target.medianMs)}${target.worstMs ? ` / ${ms(target.worstMs)}` : ''})`
      : '';
    return [
      {
        figure: `${page} LCP median / worst`,
        value: `${ms(median(lcp))} / ${ms(worst(lcp))}${targetText}`,
        method,
      },
      // Every run's figure, in the order run: a worst run is seen beside the others.
      { figure: `${page} LCP of each run`, value: lcp.map((value) => ms(value)).join(', '), method },
      {
        figure: `${page} total blocking time, median`,
        value: ms(median(runs.map((run) => run.tbtMs))),
        method,
      },
      { figure: `${page} CLS, worst`, value: worst(runs.map((run) => run.cls)).toFixed(3), method },
      { figure: `${page} LCP element`, value: mostCommon(runs.map((run) => run.lcpElement)), method },
    ];
  });
}
