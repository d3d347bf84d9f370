import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumFlags } from '#tests/support/browser.ts';
import type { Tokens } from '#tests/support/cognito-users.ts';
import { ms, type BenchRow } from './table';

// Lighthouse's mobile profile (simulated slow 4G and a 4x slower CPU, its defaults) on Debian's
// Chromium, against the running twin: the first screen of /auth for a visitor, and of / for a
// signed-in user (Amplify's tokens put into localStorage first, as after a sign-in).

/** docs/performance.md#running-the-benchmark: LCP of /auth at most 2.0 s in Lighthouse's mobile profile. */
const authLcpTargetMs = 2000;

export interface PageFigures {
  page: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** How the run was throttled, from Lighthouse's own settings. */
  profile: string;
}

interface Session {
  clientId: string;
  tokens: Tokens;
}

/** Puts a session where Amplify v6 keeps it, so the page opens signed in. */
async function storeSession(port: number, origin: string, session: Session): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/not-a-page`, { waitUntil: 'domcontentloaded' });
    const claims = JSON.parse(Buffer.from(session.tokens.accessToken.split('.')[1]!, 'base64url').toString());
    const prefix = `CognitoIdentityServiceProvider.${session.clientId}`;
    const user = String(claims.username ?? claims.sub);
    await page.evaluate(
      (entries: [string, string][]) => entries.forEach(([key, value]) => localStorage.setItem(key, value)),
      [
        [`${prefix}.LastAuthUser`, user],
        [`${prefix}.${user}.accessToken`, session.tokens.accessToken],
        [`${prefix}.${user}.idToken`, session.tokens.idToken],
        [`${prefix}.${user}.refreshToken`, session.tokens.refreshToken],
        [`${prefix}.${user}.clockDrift`, '0'],
      ] as [string, string][],
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function measure(port: number, url: string, keepStorage: boolean): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, configSettings: settings, lighthouseVersion } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const { cpuSlowdownMultiplier, throughputKbps, rttMs } = settings.throttling;
  return {
    page: new URL(url).pathname,
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    // e.g. "Lighthouse 13.5.0 mobile, simulated 1638 kbps/150 ms RTT, 4x CPU slowdown".
    profile:
      `Lighthouse ${lighthouseVersion} ${settings.formFactor}, ${settings.throttlingMethod}d ` +
      `${Math.round(throughputKbps ?? Number.NaN)} kbps/${rttMs ?? '?'} ms RTT, ` +
      `${cpuSlowdownMultiplier ?? '?'}x CPU slowdown`,
  };
}

export async function lighthouseFigures(siteUrl: string, session: Session): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: chromiumFlags });
  try {
    const auth = await measure(chrome.port, `${siteUrl}/auth`, false);
    await storeSession(chrome.port, siteUrl, session);
    const main = await measure(chrome.port, `${siteUrl}/`, true);
    return [auth, { ...main, page: '/ (new user)' }];
  } finally {
    chrome.kill();
  }
}

/** LCP, TBT and CLS of each page; LCP of /auth against its target (docs/performance.md#running-the-benchmark). */
export function lighthouseRows(figures: PageFigures[]): BenchRow[] {
  return figures.flatMap((f) => [
    {
      figure: `${f.page} LCP`,
      value: f.page === '/auth' ? `${ms(f.lcpMs)} (target ${ms(authLcpTargetMs)})` : ms(f.lcpMs),
      method: f.profile,
    },
    { figure: `${f.page} total blocking time`, value: ms(f.tbtMs), method: f.profile },
    { figure: `${f.page} CLS`, value: f.cls.toFixed(3), method: f.profile },
  ]);
}
