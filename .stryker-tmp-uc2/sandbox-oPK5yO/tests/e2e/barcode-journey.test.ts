// @ts-nocheck
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListing } from '../support/analysis-helpers';
import { callApi } from '../support/api-client';
import { barcodePhoto } from '../support/barcode-photo';
import { launchChromium, viewports } from '../support/browser';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { defaultIdentity } from '../support/fake-openai/fake-openai-server';
import { watchProblems } from '../support/page-problems';
import { fixturePhotoPath } from '../fixtures/photos/photos';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// docs/product.md#barcodes in Chromium against the built site: the photo's barcode is read by
// the ZXing WebAssembly chunk (the platform's BarcodeDetector is removed first, so this path
// is the one under test whatever the Chromium build offers), fetched from the site itself,
// and the book's ISBN ends up filled on the listing.

const isbn = '9780306406157';
let ai: AiTwin;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let user: TestUser;
let problems: string[];
const requested: string[] = [];

beforeAll(async () => {
  [ai, browser] = await Promise.all([startAiTwin(), launchChromium()]);
  // No cited listings: the twin fetches no link previews, which would only add noise.
  ai.fake.script({ defaultReply: { kind: 'success', listings: [] } });
  user = await createSignedInUser(ai.info, 'barcode-browser');
  context = await browser.newContext({ viewport: viewports.phone });
  await context.addInitScript(() => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
  page = await context.newPage();
  problems = await watchProblems(page);
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${ai.info.siteUrl}/auth`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${ai.info.siteUrl}/`);
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await ai?.stop();
});

async function listingsNow() {
  const listed = await callApi(ai.info, 'GET', '/api/listings', { token: user.accessToken });
  return listed.body.listings as { id: string }[];
}

/** Chooses the photo in the Add tab and waits for its listing's analysis to end. */
async function uploadPhoto(name: string, buffer: Buffer) {
  const before = (await listingsNow()).length;
  await page.getByRole('tab', { name: 'Add' }).click();
  await page.getByTestId('photo-input').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  await expect.poll(async () => (await listingsNow()).length, { timeout: 30_000 }).toBe(before + 1);
  await ai.twin.analysesSettled();
  return getListing(ai.info, user.accessToken, (await listingsNow())[0]!.id);
}

describe('a photo of a book’s barcode', () => {
  it('fills the listing’s ISBN, read by the WebAssembly reader served by the site', async () => {
    expect(requested.some((url) => url.endsWith('.wasm'))).toBe(false); // not on the first screens
    const item = await uploadPhoto('IMG_2001.jpg', await barcodePhoto(isbn, { angle: 5, width: 3000 }));

    expect(item.stage).toBe('ready');
    expect(item.user_fields.isbn).toBe(isbn);
    expect(item.user_fields.isbn).not.toBe(defaultIdentity.fields.isbn);
    expect(ai.fake.identifyTexts().at(-1)).toContain(`ISBN ${isbn}; treat it as reliable`);
    const wasm = requested.filter((url) => url.endsWith('.wasm'));
    expect(wasm.length).toBeGreaterThan(0);
    expect(wasm.every((url) => url.startsWith(`${ai.info.siteUrl}/assets/zxing_reader`))).toBe(true);
    expect(problems).toEqual([]); // no CSP refusal, no failed fetch, no console error
  }, 90_000);

  it('a photo without a barcode is analysed as before, with nothing said about barcodes', async () => {
    const cup = await sharp(fixturePhotoPath('coffee-cup.jpg')).jpeg().toBuffer();
    const item = await uploadPhoto('IMG_2002.jpg', cup);
    expect(item.stage).toBe('ready');
    expect(ai.fake.identifyTexts().at(-1)).toBe('Identify this item.');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([]);
  }, 90_000);
});
