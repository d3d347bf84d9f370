import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api-client';
import { launchChromium, viewports } from '../support/browser';
import { createSignedInUser } from '../support/cognito-users';
import { shotInto, signIn } from '../support/journey-page';
import { watchProblems } from '../support/page-problems';
import { uploadAndCreate } from '../support/photos';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';
import { pngBytes } from '../fixtures/files';

// What a US seller kept, in real Chromium at 390x844 (touch) and 1280x800 (mouse)
// (docs/product.md#item-life, #your-items): list an item on Mercari, mark it sold for $20.00
// with $4.50 shipping paid, see Mercari's fee of that day ($2.00, marked as from a third
// party's page), the shipping and "You kept $13.50"; the month's totals gross and kept; and
// the records file's fee, postage and kept columns. Screenshots in docs/screenshots/ (money-*).

const shotDir = path.resolve('docs/screenshots');
const mercariUrl = 'https://www.mercari.com/us/item/m12345678/';

let ai: AiTwin;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shotDir, { recursive: true });
  [ai, browser] = await Promise.all([startAiTwin(), launchChromium()]);
  ai.fake.script({ defaultReply: { kind: 'success', listings: [] } });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await ai?.stop();
});

const devices = [
  { name: 'phone', touch: true, viewport: viewports.phone },
  { name: 'desktop', touch: false, viewport: viewports.desktop },
] as const;

describe.each(devices)('a US seller’s money ($name)', (device) => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const press = (target: Locator) => (device.touch ? target.tap() : target.click());
  const shot = (name: string) => shotInto(shotDir, page, `money-${name}-${device.name}`);

  beforeAll(async () => {
    context = await browser.newContext({
      ...(device.touch
        ? { viewport: device.viewport, hasTouch: true, isMobile: true }
        : { viewport: device.viewport }),
      acceptDownloads: true,
    });
    page = await context.newPage();
    problems = await watchProblems(page);
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(() => {
    expect(problems).toEqual([]);
  });

  it('sells on Mercari with shipping paid and sees the fee, the shipping and what it kept', async () => {
    const user = await createSignedInUser(ai.info, `money-${device.name}`);
    const set = await callApi(ai.info, 'PATCH', '/api/profile', {
      token: user.accessToken,
      body: { country: 'US' },
    });
    expect(set.status).toBe(200);
    const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes, 'lamp.png');
    await ai.twin.analysesSettled();
    await page.goto(`${ai.info.siteUrl}/auth`);
    await signIn(page, ai.info, user.email, user.password);

    await press(page.getByRole('tab', { name: 'List' }));
    await press(page.getByRole('button', { name: /^Edit / }).first());
    await page.getByPlaceholder('Custom price').fill('20');
    await press(page.getByRole('button', { name: 'Set', exact: true }));
    const life = page.getByRole('region', { name: 'Where it is' });
    await life.getByText('Saved: not listed anywhere yet.').waitFor();

    await press(life.getByRole('button', { name: 'Mark listed' }));
    await life.getByLabel('Marketplace').selectOption({ label: 'Mercari' });
    await life.getByLabel('Address of the live listing (optional)').fill(mercariUrl);
    await press(life.getByRole('button', { name: 'Mark listed' }));
    await life.getByText('Listed on Mercari.').waitFor();

    // Mark sold: the price it went for, where, and the shipping the seller paid (US words).
    await press(life.getByRole('button', { name: 'Mark sold' }));
    await expect.poll(() => life.getByLabel('Sold for (USD)').inputValue()).toBe('20.00');
    await life.getByLabel('Shipping you paid (USD, optional)').fill('4.50');
    await life.getByLabel('Shipping you paid (USD, optional)').scrollIntoViewIfNeeded();
    await shot('sell-form');
    await press(life.getByRole('button', { name: 'Mark sold' }));
    await life.getByText('Sold for $20.00 on Mercari.').waitFor();
    await life.getByText('Mercari fee: $2.00 (from a third-party copy of its fee page)').waitFor();
    await life.getByText('Shipping paid: $4.50').waitFor();
    await life.getByText('You kept $13.50').waitFor();
    await life.scrollIntoViewIfNeeded();
    await shot('you-kept');

    // The month's totals, gross and kept, and by marketplace.
    await press(page.getByRole('button', { name: 'Back to your items' }));
    const summary = page.getByRole('region', { name: 'What it made' });
    await summary.getByText('1 item shifted').waitFor();
    expect(await summary.getByRole('definition').allTextContents()).toEqual([
      '$20.00 sold, $13.50 kept',
      '$20.00 sold, $13.50 kept',
    ]);
    await press(summary.getByText('By marketplace'));
    await summary.getByText('Mercari').waitFor();
    await shot('totals');

    // The records file: fee, shipping paid (a US seller's words) and kept columns, the sale's row filled in.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      press(summary.getByRole('button', { name: /records/i })),
    ]);
    const file = readFileSync((await download.path())!, 'utf8');
    const [header, row] = file.trim().split(/\r?\n/);
    expect(header).toContain('Fee (empty where not known),Shipping paid,Kept (empty where not known)');
    expect(row).toMatch(/,Mercari,,2\.00,4\.50,13\.50$/);

    const stored = await callApi(ai.info, 'GET', `/api/listings/${created.id}`, { token: user.accessToken });
    expect(stored.body.life).toMatchObject({
      state: 'sold',
      sale: { price_minor: 2000, postage_minor: 450, currency: 'USD', where: 'mercari' },
    });
  }, 180_000);
});
