// @ts-nocheck
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDevServer, type DevServer } from '#infra/local/dev-server.ts';
import { callApi } from '../support/api-client';
import { launchChromium } from '../support/browser';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { rawRequest } from '../support/raw-http';
import type { TwinInfo } from '../support/twin-context';

// `npm run dev` (docs/architecture/twin.md#dev-mode): Vite's dev server in front of a twin
// started for it. The page, its config, the sign-in and the API all go through the dev server's
// origin; the S3 emulator takes a presigned upload from it. A twin started without it (the
// suite's own, as `npm start` runs it) refuses that origin.

const plainTwin = inject('twin');
const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
let dev: DevServer;
let devTwin: TwinInfo;
let devOrigin: string;
let user: TestUser;
let browser: Browser;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sls-dev-'));
  dev = await startDevServer({
    root,
    dataDir,
    siteDir: path.join(dataDir, 'no-built-site'),
    ports: { gateway: 0, cognito: 0, dynamodb: 0, s3: 0 },
    devPort: 0,
  });
  devOrigin = dev.devUrl;
  const { twin } = dev;
  devTwin = { ...twin, dataDir };
  user = await createSignedInUser(devTwin, 'dev-mode');
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The S3 emulator's answer to the preflight of a presigned PUT from a page of `origin`. */
function uploadPreflight(s3Endpoint: string, origin: string) {
  return rawRequest(`${s3Endpoint}/uploads/some-user/photo.jpg`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'content-type,if-none-match,x-amz-tagging',
    },
  });
}

describe('npm run dev', () => {
  it('serves the app with hot reload, and the config, API and sign-in of the twin on its own origin', async () => {
    const page = await (await fetch(`${devOrigin}/`)).text();
    expect(page).toContain('/@vite/client');

    const config = (await (await fetch(`${devOrigin}/config.json`)).json()) as Record<string, string>;
    expect(config).toMatchObject({
      userPoolId: devTwin.userPoolId,
      userPoolEndpoint: `${devOrigin}/_local/cognito`,
    });

    const listings = await callApi({ ...devTwin, siteUrl: devOrigin }, 'GET', '/api/listings', {
      token: user.accessToken,
    });
    expect(listings.status).toBe(200);
    expect(listings.body).toEqual(expect.objectContaining({ listings: [] }));
  });

  it('signs in in a browser and uploads a photo from the dev origin', { timeout: 120_000 }, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      // The first load optimises the dependencies: slow once, on a busy machine.
      await page.goto(`${devOrigin}/auth`, { timeout: 90_000 });
      await page.getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: 90_000 });
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      const listed = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/listings' && response.request().method() === 'GET',
        { timeout: 60_000 },
      );
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      const response = await listed;
      expect(new URL(response.url()).origin).toBe(devOrigin);
      expect(response.status()).toBe(200);

      // A presigned PUT from the page, as the upload flow sends it: S3's CORS allows this origin.
      const ticket = await callApi<{ url: string; headers: Record<string, string> }>(
        { ...devTwin, siteUrl: devOrigin },
        'POST',
        '/api/uploads',
        { token: user.accessToken, body: { filename: 'photo.jpg', contentType: 'image/jpeg', size: 3 } },
      );
      expect(ticket.status).toBe(200);
      const { ['content-length']: _length, ...headers } = ticket.body.headers;
      const status = await page.evaluate(
        async ({ url, headers }) =>
          (await fetch(url, { method: 'PUT', headers, body: new Uint8Array([1, 2, 3]) })).status,
        { url: ticket.body.url, headers },
      );
      expect(status).toBe(200);
    } finally {
      await context.close();
    }
  });

  it("answers the dev origin's upload preflight", async () => {
    const preflight = await uploadPreflight(devTwin.env.s3Endpoint!, devOrigin);
    expect(preflight.status).toBe(200);
    expect(preflight.headers['access-control-allow-origin']).toEqual(expect.any(String));
  });
});

describe('a twin not started for the dev server', () => {
  it("refuses the dev server's host and origin, and gives its uploads no CORS", async () => {
    const devHost = new URL(devOrigin).host;
    const byHost = await rawRequest(`${plainTwin.siteUrl}/config.json`, { headers: { host: devHost } });
    expect(byHost.status).toBe(403);
    expect(byHost.text).toContain('This host name is not served here.');

    const byOrigin = await rawRequest(`${plainTwin.siteUrl}/_local/outbox.json`, {
      headers: { origin: devOrigin },
    });
    expect(byOrigin.status).toBe(403);

    const preflight = await uploadPreflight(plainTwin.env.s3Endpoint!, devOrigin);
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
