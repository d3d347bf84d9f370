// @ts-nocheck
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages, type Message } from '#domain/messages.ts';
import { fixturePhotoPath } from '../fixtures/photos/photos';
import { launchChromium, viewports } from '../support/browser';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { watchProblems } from '../support/page-problems';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// The app as a phone user expects it, in real Chromium at 390x844 with a touch screen: the
// camera first on the Add tab, the place in the URL (the back button at every step, a reload
// inside an item, a link opened while signed out), the share sheet (navigator.share stubbed,
// recording what was shared) and toasts that leave the header alone. A twin of its own whose
// fake AI answers, so the photo taken becomes a ready item.

const shotDir = path.resolve('tests/e2e/screenshots/phone-journey');
const coffeeCup = readFileSync(fixturePhotoPath('coffee-cup.jpg'));

let ai: AiTwin;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let user: TestUser;
let site: string;
/** The id of the item the photo became. */
let itemId = '';

interface SharedData {
  title?: string;
  text?: string;
  files: { name: string; type: string; size: number }[];
}

beforeAll(async () => {
  mkdirSync(shotDir, { recursive: true });
  [ai, browser] = await Promise.all([startAiTwin(), launchChromium()]);
  // No cited listings: the twin resolves no names, so previews would only log their refusals.
  ai.fake.script({ defaultReply: { kind: 'success', listings: [] } });
  site = ai.info.siteUrl;
  user = await createSignedInUser(ai.info, 'phone-journey');
  context = await browser.newContext({ viewport: viewports.phone, hasTouch: true, isMobile: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
  // A share sheet that accepts files and records what it was handed.
  await context.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push({
          title: data.title,
          text: data.text,
          files: (data.files ?? []).map((file) => ({ name: file.name, type: file.type, size: file.size })),
        });
      },
    });
  });
  page = await context.newPage();
  problems = await watchProblems(page);
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await ai?.stop();
});

/** Failed requests a step causes on purpose (an unknown item's 404); nothing else may fail. */
let expectedConsole: RegExp[] = [];
afterEach(() => {
  const unexpected = problems.filter((problem) => !expectedConsole.some((pattern) => pattern.test(problem)));
  problems.length = 0;
  expectedConsole = [];
  expect(unexpected).toEqual([]);
});

async function shot(name: string) {
  await page.waitForTimeout(300); // entry animations settle
  await page.screenshot({ path: path.join(shotDir, `${name}-390x844.png`) });
}

const url = () => page.url().slice(site.length);
const selectedTab = () => page.getByRole('tab', { selected: true }).innerText();
const listingDetails = () => page.getByRole('heading', { name: 'Listing Details', level: 2 });

async function toastShows(message: Message) {
  let toast = page.locator('[data-sonner-toast]').filter({ hasText: message.title });
  if (message.description) toast = toast.filter({ hasText: message.description });
  await toast.first().waitFor();
  return toast.first();
}

async function signIn() {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('the app on a phone', () => {
  it('signs in to the Add tab, which offers Take photo and Choose from library', async () => {
    await page.goto(`${site}/auth`);
    await signIn();
    await page.waitForURL(`${site}/`);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await page.getByRole('button', { name: 'Take photo' }).waitFor();
    await page.getByRole('button', { name: 'Choose from library' }).waitFor();
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).count()).toBe(0);
    await shot('add-camera-first');
  });

  it('takes a photo through "Take photo" (the rear camera) and shows Review while it is analysed', async () => {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Take photo' }).click(),
    ]);
    expect(await chooser.element().getAttribute('capture')).toBe('environment');
    expect(await chooser.element().getAttribute('accept')).toBe('image/*');
    await chooser.setFiles({ name: 'image.jpg', mimeType: 'image/jpeg', buffer: coffeeCup });
    await page.waitForURL(`${site}/?tab=review`);
    await toastShows(messages.analysisComplete);
    await page.getByRole('button', { name: /Happy with the findings/ }).waitFor();
    await shot('review-after-photo');
  });

  it('back returns from Review to Add, forward to Review again', async () => {
    await page.goBack();
    expect(url()).toBe('/');
    await page.getByRole('button', { name: 'Take photo' }).waitFor();
    expect(await selectedTab()).toContain('Add Item');
    await page.goForward();
    expect(url()).toBe('/?tab=review');
    await page.getByRole('button', { name: /Happy with the findings/ }).waitFor();
  });

  it('thumbs-up opens the item in List, with the item in the URL; back returns to Review', async () => {
    await page.getByRole('button', { name: /Happy with the findings/ }).click();
    await listingDetails().waitFor();
    const match = /^\/\?tab=list&item=([0-9A-Z]+)$/.exec(url());
    expect(match).not.toBeNull();
    itemId = match![1]!;
    await page.goBack();
    expect(url()).toBe('/?tab=review');
    await page.getByRole('button', { name: /Happy with the findings/ }).waitFor();
    await page.goForward();
    await listingDetails().waitFor();
  });

  it('a reload inside the item keeps it open', async () => {
    await page.reload();
    await listingDetails().waitFor();
    expect(url()).toBe(`/?tab=list&item=${itemId}`);
    expect(await selectedTab()).toContain('List');
    await shot('item-after-reload');
  });

  it('shows a toast above the tab bar, clear of the header and the heading', async () => {
    await page.getByRole('button', { name: 'Copy Title' }).first().click();
    const toast = await toastShows(messages.copied('Title'));
    await page.waitForTimeout(500); // its entry animation
    const box = (await toast.boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    const heading = (await listingDetails().boundingBox())!;
    const tabBar = (await page.locator('.tab-bar').boundingBox())!;
    expect(box.y).toBeGreaterThan(header.y + header.height);
    expect(box.y).toBeGreaterThan(heading.y + heading.height);
    expect(box.y + box.height).toBeLessThanOrEqual(tabBar.y);
    await shot('toast-above-tab-bar');
  });

  it('shares the photo and the listing text to the share sheet', async () => {
    const form = page.getByRole('form', { name: 'Listing Details' });
    await form.getByLabel(/^Price/).fill('6.50');
    await form.getByRole('combobox', { name: 'Condition' }).click();
    await page.getByRole('option', { name: 'Very good condition' }).click();
    await form.getByRole('button', { name: 'Save Listing' }).click();
    await toastShows(messages.itemSaved);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length))
      .toBe(1);
    const [shared] = await page.evaluate(() => (window as unknown as { __shared: SharedData[] }).__shared);
    const title = await page.locator('.detail-title').innerText();
    expect(shared!.title).toBe(title);
    expect(shared!.text).toContain(title);
    expect(shared!.text).toContain('£6.50');
    expect(shared!.text).toContain('Condition: Very good condition');
    expect(shared!.files).toHaveLength(1);
    expect(shared!.files[0]!.type).toMatch(/^image\//);
    expect(shared!.files[0]!.size).toBeGreaterThan(1000);
    await shot('item-shared');
  });

  it('the back arrow goes to Your Items, the back button into the item again, and tabs step back', async () => {
    await page.getByRole('button', { name: 'Back to your items' }).click();
    await page.getByRole('heading', { name: 'Your Items' }).waitFor();
    expect(url()).toBe('/?tab=list');
    await page.getByRole('tab', { name: 'Add Item' }).click();
    await page.getByRole('button', { name: 'Take photo' }).waitFor();
    expect(url()).toBe('/');
    await page.goBack();
    await page.getByRole('heading', { name: 'Your Items' }).waitFor();
    await page.goBack();
    await listingDetails().waitFor();
    expect(url()).toBe(`/?tab=list&item=${itemId}`);
  });

  it('a link to the item opened while signed out lands on it after sign-in', async () => {
    await page.getByRole('button', { name: new RegExp(user.email) }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${site}/auth`);
    await page.goto(`${site}/?tab=list&item=${itemId}`);
    await page.waitForURL(`${site}/auth?next=${encodeURIComponent(`/?tab=list&item=${itemId}`)}`);
    await shot('deep-link-sign-in');
    await signIn();
    await page.waitForURL(`${site}/?tab=list&item=${itemId}`);
    await listingDetails().waitFor();
  });

  it('a link to an unknown item shows the List tab and says so', async () => {
    expectedConsole = [/^console: Failed to load resource: .*404/];
    await page.goto(`${site}/?tab=list&item=01NOSUCHITEM`);
    await page.getByText('That item could not be found: it may have been deleted.').waitFor();
    await page.getByRole('heading', { name: 'Your Items' }).waitFor();
    expect(await selectedTab()).toContain('List');
    await shot('unknown-item');
  });
});
