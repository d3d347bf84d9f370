import { marketplacesFor } from '#domain/marketplaces.ts';
import { moneyTexts } from '#domain/texts/money.ts';
import type { IdentifyAnswer } from '#lambdas/lib/adapters/openai/identify-schema.ts';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePhotoPath } from '../fixtures/photos/photos';
import { launchChromium, viewports } from '../support/browser';
import { createSignedInUser } from '../support/cognito-users';
import { defaultIdentity } from '../support/fake-openai/fake-openai-server';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// What you keep and honest pricing, in real Chromium at 390x844 (touch) and 1280x800 (mouse)
// (docs/product.md#what-you-keep, #honest-pricing): a UK seller takes Quick sale, then sees
// each marketplace's net at that price, as of the day the fees were read, and what is not
// known said so. Screenshots in docs/screenshots/ (price-nets-*).

const shotDir = path.resolve('docs/screenshots');
const photo = readFileSync(fixturePhotoPath('coffee-cup.jpg'));

const jacket = {
  ...defaultIdentity,
  category: 'clothing and footwear',
  detailsText: 'A blue denim jacket, size M.',
  fields: {
    ...defaultIdentity.fields,
    title: 'Denim jacket',
    description: 'Blue denim jacket, lightly worn.',
    condition: 'Very good condition',
    size: 'M',
    brand: null,
    colour: 'Blue',
    material: 'Denim',
    format: null,
    author: null,
    publisher: null,
    isbn: null,
  },
  searchQuery: 'denim jacket size M',
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
        { title: 'Denim jacket M', url: 'https://shop.example/a', price: '£18.00' },
        { title: 'Blue denim jacket', url: 'https://market.example/b', price: '£30.00' },
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

async function openItem(page: Page, touch: boolean) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: touch ? 'Take photo' : 'Upload', exact: true }).click(),
  ]);
  await chooser.setFiles({ name: 'jacket.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'List', exact: true }).first().waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'List', exact: true }).first().click();
  await page.getByRole('heading', { name: 'Listing Details', level: 2 }).waitFor();
}

describe.each(devices)('what you keep ($name)', (device) => {
  it('shows the net per UK marketplace beside the Quick sale price', async () => {
    const context = await browser.newContext(
      device.touch
        ? { viewport: device.viewport, hasTouch: true, isMobile: true }
        : { viewport: device.viewport },
    );
    const page = await context.newPage();
    const user = await createSignedInUser(ai.info, `nets-${device.name}`);
    await page.goto(`${ai.info.siteUrl}/auth`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${ai.info.siteUrl}/`);
    await openItem(page, device.touch);

    const picker = page.getByRole('region', { name: 'Set Your Price' });
    await picker
      .getByText('The suggestions are asking prices seen online, not what items sold for.')
      .waitFor();
    await picker.getByRole('button', { name: 'Quick sale: £18.00' }).click();
    await picker.getByText('Current price: £18.00').waitFor();
    const nets = picker.locator('.price-nets');
    await nets.getByText('At £18.00:').waitFor();
    // One line per UK marketplace in the catalogue's order: eBay's fee is sourced, the rest say so.
    expect(await nets.getByRole('listitem').allTextContents()).toEqual(
      marketplacesFor('GB').map((site) =>
        site.id === 'ebay'
          ? 'eBay: you keep £18.00 (private sellers pay no selling fee)'
          : moneyTexts.feeUnknown(site.name),
      ),
    );
    await nets.getByText('Fees as of 2 Dec 2026.').waitFor();
    await nets.getByText('Suggested parcel: small.').waitFor();

    await page.waitForTimeout(300);
    // The toasts and the band of background kept behind them (docs/product.md#messages).
    await page
      .locator('[data-sonner-toaster], .toast-band')
      .evaluateAll((toasters) => toasters.forEach((t) => ((t as HTMLElement).style.visibility = 'hidden')));
    await nets.scrollIntoViewIfNeeded();
    const { width, height } = device.viewport;
    await page.screenshot({ path: path.join(shotDir, `price-nets-${device.name}-${width}x${height}.png`) });
    await context.close();
  });
});
