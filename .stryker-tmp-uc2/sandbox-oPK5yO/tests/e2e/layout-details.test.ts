// @ts-nocheck
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTexts } from '#domain/messages.ts';
import { fixturePhotoPath } from '../fixtures/photos/photos';
import { launchChromium, viewports } from '../support/browser';
import { createSignedInUser } from '../support/cognito-users';
import { watchProblems } from '../support/page-problems';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// The layout details a person sees, measured in real Chromium at 390x844 (touch) and 1280x800
// (mouse): docs/product.md#main-screen- (the desktop column, one tagline, the floating bar
// clear of the footer), the Add tab's buttons of one width, the picture dots' touch targets,
// the account settings' rounded fields, and "Sign In" kept on one line. Screenshots in
// tests/e2e/screenshots/layout-details/ for a person to look at.

const shotDir = path.resolve('tests/e2e/screenshots/layout-details');
const photo = readFileSync(fixturePhotoPath('coffee-cup.jpg'));
const cited = [
  { title: 'Coffee cup, blue', url: 'https://shop.example/cup-1', price: '£6.00' },
  { title: 'Coffee mug set', url: 'https://market.example/mugs', price: '£9.50' },
];

let ai: AiTwin;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shotDir, { recursive: true });
  [ai, browser] = await Promise.all([startAiTwin(), launchChromium()]);
  ai.fake.script({ defaultReply: { kind: 'success', listings: cited } });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await ai?.stop();
});

interface Device {
  name: 'phone' | 'desktop';
  touch: boolean;
}
const devices: Device[] = [
  { name: 'phone', touch: true },
  { name: 'desktop', touch: false },
];

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300); // entry animations settle
  // The toasts of the steps before would cover what the picture is for.
  await page
    .locator('[data-sonner-toaster]')
    .evaluateAll((toasters) =>
      toasters.forEach((toaster) => ((toaster as HTMLElement).style.visibility = 'hidden')),
    );
  const size = page.viewportSize();
  await page.screenshot({ path: path.join(shotDir, `${name}-${size?.width}x${size?.height}.png`) });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`not visible: ${String(locator)}`);
  return found;
}

describe.each(devices)('layout details ($name)', (device) => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    context = await browser.newContext(
      device.touch
        ? { viewport: viewports.phone, hasTouch: true, isMobile: true }
        : { viewport: viewports.desktop },
    );
    page = await context.newPage();
    problems = await watchProblems(page);
    // Link previews with alternative pictures: the twin resolves no names, so its answers are
    // given here, as is each picture.
    await page.route('**/api/fetch-open-graph', (route) =>
      route.fulfill({
        json: {
          title: 'A listing',
          image: 'https://img.example/1.jpg',
          altImages: ['https://img.example/2.jpg', 'https://img.example/3.jpg'],
        },
      }),
    );
    await page.route('https://img.example/**', (route) =>
      route.fulfill({ body: photo, contentType: 'image/jpeg' }),
    );
  });
  afterAll(async () => {
    await context?.close();
  });

  it('keeps "Sign In" on one line in "Already have an account? Sign In"', async () => {
    await page.goto(`${ai.info.siteUrl}/auth`);
    await page.getByRole('button', { name: 'Create Account', exact: true }).last().click();
    const link = page.getByRole('button', { name: 'Already have an account? Sign In' });
    await link.waitFor();
    const lines = await link.locator('.nowrap').evaluate((span) => span.getClientRects().length);
    expect(lines).toBe(1);
    await shot(page, 'auth-sign-up');
  });

  it('gives the Add tab buttons one width', async () => {
    const user = await createSignedInUser(ai.info, `layout-${device.name}`);
    await page.getByRole('button', { name: 'Already have an account? Sign In' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${ai.info.siteUrl}/`);
    for (const name of ['first.jpg', 'second.jpg']) {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: device.touch ? 'Take photo' : 'Upload', exact: true }).click(),
      ]);
      await chooser.setFiles({ name, mimeType: 'image/jpeg', buffer: photo });
      await page.waitForURL(/\?tab=review$/);
      await page
        .getByRole('button', { name: /Happy with the findings/ })
        .first()
        .waitFor({ timeout: 30_000 });
      await page.getByRole('tab', { name: /Add Item/ }).click();
    }
    const names = device.touch
      ? ['Take photo', 'Choose from library', 'Upload New Item', 'Start Over']
      : ['Upload', 'Upload New Item', 'Start Over'];
    const widths = await Promise.all(
      names.map(async (name) => (await box(page.getByRole('button', { name, exact: true }))).width),
    );
    expect(new Set(widths.map(Math.round)).size).toBe(1);
    await shot(page, 'add-recent');
  });

  it('shows the tagline once, and on a desktop the floating bar clear of the footer and a wide column', async () => {
    const tagline = await page.getByText(pageTexts.tagline).count();
    expect(tagline).toBe(1);
    if (device.touch) return;
    await page.getByRole('tab', { name: /Review/ }).click();
    const cards = page.locator('.review-card');
    await expect.poll(() => cards.count()).toBe(2);
    const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(second.y).toBe(first.y); // side by side
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = await box(page.getByRole('contentinfo').locator('p'));
    const bar = await box(page.locator('.tab-bar'));
    expect(bar.y).toBeGreaterThanOrEqual(footer.y + footer.height);
    const footerColour = await page
      .getByRole('contentinfo')
      .evaluate((footerElement) => getComputedStyle(footerElement).backgroundColor);
    expect(footerColour).toBe('rgba(0, 0, 0, 0)'); // no band behind the bar
    await shot(page, 'review-wide');
    await page.getByRole('tab', { name: /List/ }).click();
    const items = page.locator('.item-card');
    await expect.poll(() => items.count()).toBe(2);
    expect((await box(items.nth(1))).y).toBe((await box(items.nth(0))).y); // two columns
    await shot(page, 'list-wide');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Listing Details', level: 2 }).waitFor();
    expect((await box(page.locator('.listing-details'))).width).toBeLessThanOrEqual(640);
    await shot(page, 'details-wide');
  });

  it('gives each picture dot a target of at least 24 px without changing the 14 px dot', async () => {
    await page.getByRole('tab', { name: /Review/ }).click();
    const dot = page.getByRole('button', { name: 'Show picture 2' }).first();
    await dot.waitFor();
    const target = await box(dot);
    expect(target.width).toBeGreaterThanOrEqual(24);
    expect(target.height).toBeGreaterThanOrEqual(24);
    const drawn = await dot.evaluate((button) => {
      const style = getComputedStyle(button, '::before');
      return { width: style.width, height: style.height };
    });
    expect(drawn).toEqual({ width: '14px', height: '14px' });
    await dot.click();
    expect(await dot.getAttribute('aria-pressed')).toBe('true');
    await dot.scrollIntoViewIfNeeded();
    await shot(page, 'review-dots');
  });

  it('rounds the account settings fields and buttons like the rest of the app', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.profile-trigger').click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account settings' });
    await dialog.waitFor();
    const radius = (name: string) =>
      dialog
        .getByLabel(name, { exact: true })
        .evaluate((input) => getComputedStyle(input).borderTopLeftRadius);
    expect(await radius('Current Password')).toBe('10px');
    const button = await dialog
      .getByRole('button', { name: 'Delete Account' })
      .evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
    expect(button).toBe('10px');
    await shot(page, 'account-settings');
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });
});
