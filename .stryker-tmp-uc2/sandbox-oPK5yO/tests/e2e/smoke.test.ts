// @ts-nocheck
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshot, viewports } from '../support/browser';
import { signUpConfirmed, testPassword, uniqueEmail } from '../support/cognito-users';
import { watchProblems } from '../support/page-problems';
import '../support/twin-context';

// Real Chromium against the local twin that `npm start` runs, at phone and desktop size.

const twin = inject('twin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// Every page of every test runs under the site's strict Content-Security-Policy: any
// violation, console error or uncaught exception fails the test that caused it.
let problems: string[] = [];
async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  problems = await watchProblems(page);
  return page;
}
afterEach(() => {
  expect(problems).toEqual([]);
  problems = [];
});

describe('the built site', () => {
  it('has no inline script (the CSP allows none)', async () => {
    const html = await (await fetch(`${twin.siteUrl}/`)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('is served with a Content-Security-Policy', async () => {
    const csp = (await fetch(`${twin.siteUrl}/`)).headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self'");
  });

  it('reports a CSP violation, so a clean run means something', async () => {
    const page = await newPage(viewports.phone);
    await page.goto(`${twin.siteUrl}/no/such/page`);
    await page.getByText('Oops! Page not found').waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => problems.some((p) => p.startsWith('CSP: script-src'))).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined();
    problems = [];
    await page.close();
  });
});

describe.each(Object.entries(viewports))('at %s size', (name, viewport) => {
  it('sends a visitor without a session to /auth', async () => {
    const page = await newPage(viewport);
    await page.goto(twin.siteUrl);
    await page.waitForURL('**/auth');
    await page.getByText('Snap it. List it. Shift it.').waitFor();
    await screenshot(page, `auth-${name}`);
    await page.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await newPage(viewport);
    await page.goto(`${twin.siteUrl}/no/such/page`);
    await page.getByText('Oops! Page not found').waitFor();
    const link = page.getByRole('link', { name: 'Return to Home' });
    expect(await link.getAttribute('href')).toBe('/');
    await screenshot(page, `not-found-${name}`);
    await page.close();
  });

  it('signs in through the form, reaches the API as that user, and signs out', async () => {
    const email = uniqueEmail(`e2e-${name}`);
    await signUpConfirmed(twin, email);
    const page = await newPage(viewport);
    await page.goto(`${twin.siteUrl}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(testPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${twin.siteUrl}/`);
    await page.getByRole('button', { name: new RegExp(email) }).click();
    // The profile came from GET /api/profile with this user's token: the default country.
    const uk = page.locator('[role="menuitemradio"]:not([data-disabled])', { hasText: 'UK' });
    await uk.waitFor();
    expect(await uk.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, `signed-in-${name}`);

    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    await page.close();
  });
});
