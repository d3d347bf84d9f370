import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Tokens } from '#tests/support/cognito-users.ts';
import { formatTable, ms } from './table';

// Lighthouse's mobile profile (simulated slow 4G and a 4x slower CPU, its defaults) on Debian's
// Chromium, against the running twin: the first screen of /auth for a visitor, and of / for a
// signed-in user (Amplify's tokens put into localStorage first, as after a sign-in).

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageFigures {
  page: string;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  score: number;
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
  const audits = result?.lhr.audits ?? {};
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    page: new URL(url).pathname,
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    score: (result?.lhr.categories.performance?.score ?? Number.NaN) * 100,
  };
}

export async function lighthouseFigures(siteUrl: string, session: Session): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    const auth = await measure(chrome.port, `${siteUrl}/auth`, false);
    await storeSession(chrome.port, siteUrl, session);
    const main = await measure(chrome.port, `${siteUrl}/`, true);
    return [auth, main];
  } finally {
    chrome.kill();
  }
}

export function lighthouseTable(figures: PageFigures[]): string {
  return formatTable(
    ['page', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'score'],
    figures.map((f) => [f.page, ms(f.lcpMs), ms(f.fcpMs), ms(f.tbtMs), f.cls.toFixed(3), f.score.toFixed(0)]),
  );
}
