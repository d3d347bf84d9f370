import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, viewports } from '../support/browser';
import { watchProblems } from '../support/page-problems';
import '../support/twin-context';
import { paintFirstScript } from '#domain/paint-first-script.ts';
import { paintFirstScriptHash } from '#infra/security-headers.ts';

// /auth paints its sign-in screen from the HTML alone (web/vite-auth-pages.ts), before any
// JavaScript; the app then hydrates it, keeping the painted nodes: no jump, no flash, no
// hydration mismatch, and within the strict Content-Security-Policy (no inline style; one inline
// script, allowed by its hash). Before that paint nothing is fetched but the page's CSS.

const twin = inject('twin');
let browser: Browser;
let problems: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(() => {
  expect(problems).toEqual([]);
  problems = [];
});

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  problems = await watchProblems(page);
  // React reports a hydration mismatch it recovered from through reportError; warnings too.
  page.on('console', (message) => {
    // Amplify's note that the twin's Cognito is not AWS's is expected here.
    const twinEndpointNote = /custom Amazon .*Cognito User Pool endpoint/;
    if (message.type() === 'warning' && !twinEndpointNote.test(message.text())) {
      problems.push(`console warning: ${message.text()}`);
    }
  });
  await page.exposeFunction('__reportError', (text: string) => problems.push(`reported: ${text}`));
  await page.addInitScript(() => {
    window.addEventListener('error', (event) =>
      (window as unknown as { __reportError: (text: string) => void }).__reportError(String(event.message)),
    );
  });
  return page;
}

/** The app has adopted the screen: its root is no longer inert and the form is React's. */
async function adopted(page: Page): Promise<void> {
  await page.locator('#root:not([inert]) form.auth-form').waitFor();
}

describe('the /auth page', () => {
  it('carries the sign-in screen as HTML, with no inline style or handler and one known inline script', async () => {
    const response = await fetch(`${twin.siteUrl}/auth`);
    const html = await response.text();
    expect(html).toContain('<h2 class="auth-mode-title">Sign In</h2>');
    // Inside the app's root, to be hydrated, and inert until then.
    expect(html).toMatch(/<div id="root" inert><!--\$--><main class="auth-page">/);
    // The only inline script is the paint-first one, which the CSP allows by its hash; the
    // app's own wait in a template, as files.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    const inline = scripts.filter(([, attributes]) => !/\ssrc=/.test(attributes!));
    expect(inline.map(([, attributes, body]) => [attributes, body])).toEqual([['', paintFirstScript]]);
    expect(
      scripts.filter(([, attributes, body]) => /\ssrc=/.test(attributes!) && body!.trim() !== ''),
    ).toEqual([]);
    expect(response.headers.get('content-security-policy')).toContain(`'${paintFirstScriptHash}'`);
    expect(html).not.toMatch(/\son[a-z]+=|\sstyle=|<style/i);
  });

  it('fetches nothing before its paint but the page and its CSS', async () => {
    const page = await newPage(viewports.phone);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${twin.siteUrl}/auth`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const beforePaint = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.startTime < performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        )
        .map((entry) => new URL(entry.name).pathname),
    );
    // The app's global CSS and the sign-in screen's own (beside its feature, in its chunk).
    expect(beforePaint.filter((path) => !/^\/assets\/(?:index|auth)-[\w-]+\.css$/.test(path))).toEqual([]);
    expect(beforePaint.some((path) => /^\/assets\/auth-[\w-]+\.css$/.test(path))).toBe(true);
    // After the paint the app's tags are in: its script, the runtime config, the manifest.
    await expect.poll(() => requested.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    expect(requested).toContain('/config.json');
    await page.close();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`looks exactly as the app's sign-in screen before any JavaScript runs (${size})`, async () => {
      const staticPage = await browser.newPage({ viewport });
      await staticPage.route('**/*.js', (route) => route.abort());
      await staticPage.goto(`${twin.siteUrl}/auth`, { waitUntil: 'load' });
      const before = await staticPage.screenshot({ fullPage: true });
      await staticPage.close();

      const page = await newPage(viewport);
      await page.goto(`${twin.siteUrl}/auth`, { waitUntil: 'networkidle' });
      await adopted(page);
      expect((await page.screenshot({ fullPage: true })).equals(before)).toBe(true);
      await page.close();
    });
  }

  it('keeps the painted nodes: the app hydrates them, never showing Loading... or nothing', async () => {
    const page = await newPage(viewports.phone);
    // Marks every node of the page's own screen before any script of the app has run (they wait
    // in a <template> until after the first paint), and records what each frame shows.
    await page.addInitScript(() => {
      const state = window as unknown as { seen: string[]; painted: Element[] };
      state.seen = [];
      state.painted = [];
      document.addEventListener('DOMContentLoaded', () => {
        if (document.querySelector('script[src*="/assets/index-"]')) state.seen.push('app ran first');
        for (const node of document.querySelectorAll('#root *')) {
          (node as Element & { paintedByHtml?: true }).paintedByHtml = true;
          state.painted.push(node);
        }
      });
      const look = () => {
        const root = document.getElementById('root');
        const now = !root
          ? 'no page yet'
          : root.querySelector('.loading-screen')
            ? 'Loading...'
            : !root.querySelector('form.auth-form')
              ? 'nothing'
              : root.inert
                ? 'painted screen'
                : 'adopted screen';
        if (state.seen.at(-1) !== now) state.seen.push(now);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(`${twin.siteUrl}/auth`, { waitUntil: 'networkidle' });
    await adopted(page);
    const result = await page.evaluate(() => {
      const state = window as unknown as { seen: string[]; painted: Element[] };
      const now = [...document.querySelectorAll('#root *')];
      return {
        seen: state.seen,
        painted: state.painted.length,
        kept: state.painted.filter((node) => node.isConnected && now.includes(node)).length,
        stillMarked: now.filter((node) => (node as Element & { paintedByHtml?: true }).paintedByHtml).length,
        tagline: (document.querySelector('.tagline') as Element & { paintedByHtml?: true }).paintedByHtml,
      };
    });
    expect(result.seen.filter((look) => look !== 'no page yet')).toEqual([
      'painted screen',
      'adopted screen',
    ]);
    expect(result.painted).toBeGreaterThan(20);
    expect(result.kept).toBe(result.painted);
    expect(result.tagline).toBe(true);
    await page.close();
  });

  it('takes a sign-in typed at once into the app, never into the page before it (no password in a URL)', async () => {
    const page = await newPage(viewports.phone);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${twin.siteUrl}/auth`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The app answered (Cognito knows no such user), on the same page.
    await page.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(requested.filter((url) => url.includes('Not-the-password-1'))).toEqual([]);
    await page.close();
    // Cognito's 400 for the unknown user is the answer this test asked for.
    problems = problems.filter((problem) => !/status of 400 .*\/_local\/cognito/.test(problem));
  });
});
