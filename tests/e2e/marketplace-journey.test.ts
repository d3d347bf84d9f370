import { marketplacesFor } from '#domain/marketplaces.ts';
import type { IdentifyAnswer } from '#lambdas/lib/adapters/openai/identify-schema.ts';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePhotoPath } from '../fixtures/photos/photos';
import { callApi } from '../support/api-client';
import { launchChromium, viewports } from '../support/browser';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { defaultIdentity } from '../support/fake-openai/fake-openai-server';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// Where it sells, in real Chromium at 390x844 (touch) and 1280x800 (mouse)
// (docs/product.md#where-it-sells): a UK seller saves an item and copies the Vinted and Depop
// versions from the saved item without opening Edit Details; a US seller sees dollars and US
// marketplaces. Screenshots in docs/screenshots/ (marketplaces-uk-*, marketplaces-us-*).

const shotDir = path.resolve('docs/screenshots');
const photo = readFileSync(fixturePhotoPath('coffee-cup.jpg'));

const jacket = {
  ...defaultIdentity,
  category: 'clothing and footwear',
  detailsText: 'A blue Levi’s denim trucker jacket, size M, lightly worn.',
  fields: {
    ...defaultIdentity.fields,
    title: 'Levi’s denim trucker jacket',
    description: 'Classic blue denim trucker jacket. Lightly worn, no marks. Also listed on eBay.',
    condition: 'Very good condition',
    size: 'M',
    brand: 'Levi’s',
    colour: 'Blue',
    material: 'Denim',
    format: null,
    author: null,
    publisher: null,
    isbn: null,
  },
  searchQuery: 'Levi’s denim trucker jacket size M',
} satisfies IdentifyAnswer;

let ai: AiTwin;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shotDir, { recursive: true });
  [ai, browser] = await Promise.all([startAiTwin({ aiRateLimit: '20' }), launchChromium()]);
  ai.fake.script({
    defaultReply: {
      kind: 'success',
      identity: jacket,
      listings: [
        { title: 'Levi’s trucker jacket M', url: 'https://shop.example/a', price: '£22.00' },
        { title: 'Denim jacket Levi’s', url: 'https://market.example/b', price: '£30.00' },
      ],
    },
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await ai?.stop();
});

const devices = [
  { name: 'phone', touch: true, viewport: viewports.phone },
  { name: 'desktop', touch: false, viewport: viewports.desktop },
] as const;

async function signIn(page: Page, user: TestUser) {
  await page.goto(`${ai.info.siteUrl}/auth`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${ai.info.siteUrl}/`);
}

/** Uploads the photo and opens the analysed item on the List tab. */
async function addAndOpen(page: Page, touch: boolean) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: touch ? 'Take photo' : 'Upload', exact: true }).click(),
  ]);
  await chooser.setFiles({ name: 'jacket.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'List', exact: true }).first().waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'List', exact: true }).first().click();
  await page.getByRole('heading', { name: 'Listing Details', level: 2 }).waitFor();
}

async function shot(page: Page, name: string, device: (typeof devices)[number]) {
  await page.waitForTimeout(300);
  await page
    .locator('[data-sonner-toaster]')
    .evaluateAll((toasters) =>
      toasters.forEach((toaster) => ((toaster as HTMLElement).style.visibility = 'hidden')),
    );
  const { width, height } = device.viewport;
  await page.screenshot({ path: path.join(shotDir, `${name}-${device.name}-${width}x${height}.png`) });
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe.each(devices)('where it sells ($name)', (device) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext(
      device.touch
        ? { viewport: device.viewport, hasTouch: true, isMobile: true }
        : { viewport: device.viewport },
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ai.info.siteUrl });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('lets a UK seller copy the Vinted and Depop versions from the saved item', async () => {
    const user = await createSignedInUser(ai.info, `market-uk-${device.name}`);
    await signIn(page, user);
    await addAndOpen(page, device.touch);
    await page.getByLabel('Custom price in pounds').fill('25');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await page.getByText('Current price: £25.00').waitFor();
    await page.getByRole('button', { name: 'Save Listing' }).click();
    await page.getByRole('form', { name: 'Listing Details' }).waitFor({ state: 'detached' });

    const section = page.getByRole('region', { name: 'List on these platforms' });
    const names = await section.getByRole('heading', { level: 4 }).allTextContents();
    expect(names).toEqual(marketplacesFor('GB').map((marketplace) => marketplace.name));
    await section.getByRole('button', { name: 'Copy for Vinted' }).click();
    await expect
      .poll(() => clipboard(page))
      .toBe(
        [
          'Levi’s denim trucker jacket',
          'Classic blue denim trucker jacket. Lightly worn, no marks.',
          'Price: £25.00\nCondition: Very good condition\nSize: M\nBrand: Levi’s\nMaterial: Denim\nColour: Blue',
          'Collection available',
        ].join('\n\n'),
      );
    await section.getByRole('button', { name: 'Copy for Depop' }).click();
    await expect.poll(() => clipboard(page)).toMatch(/^Classic blue denim trucker jacket\./);
    expect(await clipboard(page)).toMatch(/\n\n#clothing #levis #blue$/);
    expect(await page.getByRole('form', { name: 'Listing Details' }).count()).toBe(0);
    await section.getByRole('listitem', { name: 'Vinted' }).scrollIntoViewIfNeeded();
    await shot(page, 'marketplaces-uk', device);
  });

  it('shows a US seller dollars and US marketplaces', async () => {
    const user = await createSignedInUser(ai.info, `market-us-${device.name}`);
    const set = await callApi(ai.info, 'PATCH', '/api/profile', {
      token: user.accessToken,
      body: { country: 'US' },
    });
    expect(set.status).toBe(200);
    await page.evaluate(() => localStorage.clear());
    await context.clearCookies();
    await signIn(page, user);
    await addAndOpen(page, device.touch);
    await page.getByLabel('Custom price in US dollars').fill('US$40');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await page.getByText('Current price: $40.00').waitFor();
    const section = page.getByRole('region', { name: 'List on these platforms' });
    const names = await section.getByRole('heading', { level: 4 }).allTextContents();
    expect(names).toEqual(marketplacesFor('US').map((marketplace) => marketplace.name));
    await section.getByRole('button', { name: 'Copy for eBay' }).click();
    await expect.poll(() => clipboard(page)).toContain('Price: $40.00');
    expect(await clipboard(page)).toContain('Condition: Pre-owned - Good');
    await page.getByRole('region', { name: 'Set Your Price' }).scrollIntoViewIfNeeded();
    await shot(page, 'marketplaces-us-price', device);
    await section.getByRole('listitem', { name: 'Mercari' }).scrollIntoViewIfNeeded();
    await shot(page, 'marketplaces-us', device);
  });
});
