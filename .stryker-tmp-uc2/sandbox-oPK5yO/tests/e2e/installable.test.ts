// @ts-nocheck
import type { BrowserContext, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, viewports } from '../support/browser';
import { createSignedInUser } from '../support/cognito-users';
import { uploadAndCreate } from '../support/photos';
import { watchProblems } from '../support/page-problems';
import '../support/twin-context';
import { createStaticSite } from '#infra/local/static-site.ts';

// The built site as a phone installs it (docs/architecture/web.md#installable): Chrome's own
// installability check finds nothing missing, the service worker takes control, a repeat
// visit's static files come from it, and no API answer ever lands in a cache.

const twin = inject('twin');
let profileDir: string;
let context: BrowserContext;
let page: Page;
let problems: string[] = [];

beforeAll(async () => {
  // A profile on disk: Chrome offers no install in an incognito context (a plain newContext).
  profileDir = mkdtempSync(path.join(tmpdir(), 'installable-profile-'));
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: '/usr/bin/chromium',
    args: chromiumFlags,
    viewport: viewports.phone,
    hasTouch: true,
    isMobile: true,
  });
  page = context.pages()[0] ?? (await context.newPage());
  problems = await watchProblems(page);
});
afterAll(async () => {
  await context?.close();
  rmSync(profileDir, { recursive: true, force: true });
});
afterEach(() => {
  expect(problems).toEqual([]);
  problems = [];
});

/** Resolves once a service worker controls the page. */
const controlled = () =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });

/** Every URL in Cache Storage, or in the cache named `only`. */
const cachedUrls = (only?: string) =>
  page.evaluate(async (only) => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (only !== undefined && name !== only) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  }, only);

describe('the headers both homes share', () => {
  it('serves the manifest as application/manifest+json and the worker revalidated on every load', async () => {
    const manifest = await fetch(`${twin.siteUrl}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toMatchObject({ display: 'standalone', start_url: '/' });
    const worker = await fetch(`${twin.siteUrl}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const csp = worker.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('installing', () => {
  it('registers a service worker that controls the page after a reload', async () => {
    await page.goto(`${twin.siteUrl}/auth`);
    await page.locator('#root form.auth-form').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await controlled();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${twin.siteUrl}/sw.js`,
    );
  });

  it("passes Chrome's installability check", async () => {
    // /auth links its manifest once it has painted, with the app's tags (docs/architecture/web.md).
    await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${twin.siteUrl}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    await cdp.detach();
  });

  it("serves a repeat visit's page, scripts and styles from the worker", async () => {
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(`${twin.siteUrl}/auth`);
    await page.locator('#root form.auth-form').waitFor();
    await page.waitForLoadState('networkidle');
    page.removeAllListeners('response');
    const statics = responses.filter((response) =>
      ['document', 'script', 'stylesheet'].includes(response.request().resourceType()),
    );
    expect(statics.length).toBeGreaterThan(3);
    expect(
      statics.filter((response) => !response.fromServiceWorker()).map((response) => response.url()),
    ).toEqual([]);
    // The runtime config comes from the worker too: its last copy, revalidated behind the page
    // (docs/architecture/web.md#installable).
    const config = responses.find((response) => response.url() === `${twin.siteUrl}/config.json`);
    expect(config?.fromServiceWorker()).toBe(true);
  });
});

describe('what is never cached', () => {
  it('keeps API answers and photos out of every cache, signed in and after a reload', async () => {
    const user = await createSignedInUser(twin, 'installable');
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    await uploadAndCreate(twin, user.accessToken, photo, 'cup.png', { settle: false });
    const network: Response[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') || url.origin !== twin.siteUrl) network.push(response);
    });
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${twin.siteUrl}/`);
    await page.getByRole('button', { name: new RegExp(user.email) }).waitFor();
    // The List tab shows the item's photo, signed by the storage emulator.
    await page.goto(`${twin.siteUrl}/?tab=list`);
    await page.getByRole('button', { name: new RegExp(user.email) }).waitFor();
    await page.locator('img.item-card-image').first().waitFor();
    await page.waitForFunction(() =>
      [...document.images].some((image) => image.complete && image.naturalWidth > 0),
    );
    await page.waitForLoadState('networkidle');
    page.removeAllListeners('response');

    // The app did fetch API answers and the photo, each time from the network.
    const api = network.filter((response) => new URL(response.url()).pathname.startsWith('/api/'));
    const photos = network.filter((response) => response.request().resourceType() === 'image');
    expect(api.length).toBeGreaterThan(1);
    expect(photos.length).toBeGreaterThan(0);
    expect(
      network.filter((response) => response.fromServiceWorker()).map((response) => response.url()),
    ).toEqual([]);

    const cached = await cachedUrls();
    expect(cached.length).toBeGreaterThan(10);
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    expect(cached.filter((url) => new URL(url).origin !== twin.siteUrl)).toEqual([]);
    // The one copy made at run time is the runtime config's, in a cache of its own.
    expect(await cachedUrls('runtime-config')).toEqual([`${twin.siteUrl}/config.json`]);
  });
});

describe('a new version', () => {
  let site: Server;
  let siteDir: string;

  beforeAll(async () => {
    // A copy of the build on a server of its own, so the test can deploy a new version of it.
    siteDir = mkdtempSync(path.join(tmpdir(), 'installable-site-'));
    cpSync(path.resolve('dist/web'), siteDir, { recursive: true });
    writeFileSync(
      path.join(siteDir, 'config.json'),
      await (await fetch(`${twin.siteUrl}/config.json`)).text(),
    );
    const serve = createStaticSite(siteDir);
    site = createServer((request, response) =>
      serve(new URL(request.url ?? '/', 'http://x').pathname, response),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => site?.close(resolve));
    rmSync(siteDir, { recursive: true, force: true });
  });

  // Chrome checks for a new worker a few seconds after a navigation, once the page's requests
  // have settled; the new worker installs, then takes over the open page by itself (skipWaiting,
  // clientsClaim). The test waits for that in the page instead of navigating again and again
  // meanwhile: each navigation delays Chrome's check, and one that starts while the old worker
  // is being swapped out can hang in Chromium (docs/architecture/web.md#installable).
  it('takes over on the next load after a deploy, without the page being reloaded for the user', async () => {
    const { port } = site.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    const tab = await context.newPage();
    await tab.goto(`${url}/auth`);
    await tab.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 30_000,
    });

    // Deploy: index.html changes, and so does its revision in the worker's precache list.
    const marker = '<!-- the next version -->';
    writeFileSync(
      path.join(siteDir, 'index.html'),
      `${readFileSync(path.join(siteDir, 'index.html'), 'utf8')}${marker}`,
    );
    const worker = readFileSync(path.join(siteDir, 'sw.js'), 'utf8');
    const entry = /\{"revision":"[0-9a-f]+","url":"index\.html"\}/;
    expect(worker).toMatch(entry);
    writeFileSync(
      path.join(siteDir, 'sw.js'),
      worker.replace(entry, '{"revision":"next-version","url":"index.html"}'),
    );

    // The first load after the deploy paints the previous version from the cache at once.
    const first = await tab.goto(`${url}/`);
    expect(first?.fromServiceWorker()).toBe(true);
    expect(await first?.text()).not.toContain(marker);
    // Behind it, with nothing asked of the page, the new worker installs and takes it over.
    await tab.evaluate(() => {
      (window as { previousWorker?: ServiceWorker | null }).previousWorker =
        navigator.serviceWorker.controller;
    });
    await tab.waitForFunction(
      () => {
        const { controller } = navigator.serviceWorker;
        const { previousWorker } = window as { previousWorker?: ServiceWorker | null };
        return controller !== null && controller !== previousWorker && controller.state === 'activated';
      },
      undefined,
      { timeout: 45_000 },
    );
    // The next load is the new version, from the new worker's cache.
    const next = await tab.goto(`${url}/?tab=list`);
    expect(next?.fromServiceWorker()).toBe(true);
    expect(await next?.text()).toContain(marker);
    await tab.close();
  });
});
