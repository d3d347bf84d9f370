import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { launchChromium, viewports } from '../support/browser';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { toastShows } from '../support/journey-page';
import { watchProblems } from '../support/page-problems';
import { startTwinProcess, stopWithCtrlC, type TwinProcess } from '../support/twin-process';
import { fixturePhotoPath } from '../fixtures/photos/photos';

// docs/design.md#ai, the journey a new user takes first: `npm start` with no OpenAI key (a
// child process in a fresh data folder, as a person runs it), a photo of a book chosen in the
// Add tab, and the item opened in List with the title and author the offline analyser read
// from the cover and the ISBN the browser read from its barcode. Screenshots go to
// tests/e2e/screenshots/offline-book/.

const shotDir = path.resolve('tests/e2e/screenshots/offline-book');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sls-offline-'));
let product: TwinProcess;
let browser: Browser;
let page: Page;
let user: TestUser;
let problems: string[];

beforeAll(async () => {
  mkdirSync(shotDir, { recursive: true });
  // No key at all, whatever the shell that runs the tests has: the offline analyser answers.
  [product, browser] = await Promise.all([
    startTwinProcess(dataDir, { OPENAI_API_KEY: '', OPENAI_BASE_URL: '', LOG_LEVEL: 'ERROR' }),
    launchChromium(),
  ]);
  user = await createSignedInUser(product.twin, 'offline-book');
  page = await (await browser.newContext({ viewport: viewports.phone })).newPage();
  problems = await watchProblems(page);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  if (product && product.child.exitCode === null) await stopWithCtrlC(product.child);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start with no OpenAI key, a photo of a book', () => {
  it('shows the title and author read from the cover, and the ISBN from its barcode', async () => {
    const site = product.twin.siteUrl;
    await page.goto(`${site}/auth`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${site}/`);

    const cover = readFileSync(fixturePhotoPath('book-cover-isbn.jpg'));
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer: cover });
    await page.waitForURL(`${site}/?tab=review`);
    await toastShows(page, messages.analysisComplete);
    // The Review card: the title and the author, read from the cover.
    await page.getByText('The Quiet Garden', { exact: true }).first().waitFor();
    await page.getByText('Author: Margaret Ellis').first().waitFor();
    await page.waitForTimeout(500); // entry animations settle
    await page.screenshot({ path: path.join(shotDir, 'review-390x844.png') });

    await page.getByRole('button', { name: /Happy with the findings/ }).click();
    const form = page.getByRole('form', { name: 'Listing Details' });
    await form.waitFor();
    expect(await form.getByLabel(/^Title/).inputValue()).toBe('The Quiet Garden');
    expect(await form.getByLabel(/^Author/).inputValue()).toBe('Margaret Ellis');
    expect(await form.getByLabel(/^ISBN/).inputValue()).toBe('9780306406157');
    await page.screenshot({ path: path.join(shotDir, 'item-390x844.png'), fullPage: true });
    expect(problems).toEqual([]);
  }, 180_000);
});
