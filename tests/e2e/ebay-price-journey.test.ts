import path from 'node:path';
import { monotonicFactory } from 'ulid';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ebayListingTexts as texts } from '#domain/texts/ebay-listing.ts';
import { callApi } from '../support/api-client';
import { launchChromium, viewports } from '../support/browser';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { shotInto, signIn, toastShows } from '../support/journey-page';
import { watchProblems } from '../support/page-problems';
import { uploadPhoto } from '../support/photos';
import { storedListing } from '../support/listing-builder';
import { storedItem, writeItems } from '../support/seed-listings';
import '../support/twin-context';
import { pngBytes } from '../fixtures/files';

// A new price and then the item kept, for an item the product listed on eBay, in real Chromium
// on the twin, whose eBay is the stand-in (docs/product.md#list-on-ebay, #item-life), at
// 390x844 (touch) and 1280x800 (mouse): the price set asks "Change the price on eBay too?", Change on eBay says it changed;
// Kept ticks eBay "Ended on eBay for you". The listing is published through the API first (the
// sheet's own journey: list-on-ebay-journey.test.ts). Screenshots ebay-price-*.

const twin = inject('twin');
const shotDir = path.resolve('docs/screenshots');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A saved denim jacket (the stand-in's jacket category, which needs Department). */
async function savedJacket(user: TestUser): Promise<string> {
  const key = await uploadPhoto(twin, user.accessToken, pngBytes, 'jacket.png');
  const now = new Date().toISOString();
  const jacket = storedListing(monotonicFactory()(), {
    user_id: user.sub,
    image_key: key,
    photos: [{ key }],
    stage: 'saved',
    country: 'GB',
    currency: 'GBP',
    ai_category: 'clothing and footwear',
    ai_details_text: 'A blue denim jacket.',
    ai_fields: { title: 'Levi’s denim jacket' },
    user_fields: {
      title: 'Levi’s denim jacket',
      description: 'Classic trucker jacket, worn twice.',
      brand: 'Levi’s',
      size: 'M',
      condition: 'Very good condition',
      price: '25',
    },
    created_at: now,
    updated_at: now,
  });
  await writeItems(twin, [storedItem(jacket)]);
  return jacket.id;
}

/** Connect eBay on the stand-in's consent page (Agree), as the browser would post it. */
async function connectEbay(user: TestUser): Promise<void> {
  const started = await callApi(twin, 'POST', '/api/ebay/connection', { token: user.accessToken });
  const consentUrl = (started.body as { consentUrl: string }).consentUrl;
  const form = new URLSearchParams(new URL(consentUrl).searchParams);
  form.set('decision', 'agree');
  const redirect = await fetch(new URL('/oauth2/authorize', consentUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const back = new URL(redirect.headers.get('location')!);
  await callApi(twin, 'PUT', '/api/ebay/connection', {
    token: user.accessToken,
    body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
}

const devices = [
  { name: 'phone', touch: true, viewport: viewports.phone },
  { name: 'desktop', touch: false, viewport: viewports.desktop },
] as const;

describe.each(devices)('an item the product listed on eBay ($name)', (device) => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const press = (target: Locator) => (device.touch ? target.tap() : target.click());

  beforeAll(async () => {
    context = await browser.newContext(
      device.touch
        ? { viewport: device.viewport, hasTouch: true, isMobile: true }
        : { viewport: device.viewport },
    );
    page = await context.newPage();
    problems = await watchProblems(page);
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(() => {
    expect(problems).toEqual([]);
  });

  it('a new price asks first and reaches eBay on Change on eBay; kept, eBay is ended for the seller', async () => {
    const user = await createSignedInUser(twin, `ebay-price-${device.name}`);
    const id = await savedJacket(user);
    await connectEbay(user);
    const published = await callApi(twin, 'POST', `/api/listings/${id}/ebay/publish`, {
      token: user.accessToken,
      body: { aspects: { Department: 'Men' }, postcode: 'SW1A 1AA' },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    await page.goto(`${twin.siteUrl}/auth`);
    await signIn(page, twin, user.email, user.password);
    await press(page.getByRole('tab', { name: 'List' }));
    await press(page.getByRole('button', { name: 'Edit Levi’s denim jacket' }));

    const price = page.getByRole('textbox', { name: 'Custom price in pounds' });
    await price.fill('19.50');
    await price.press('Enter');
    const prompt = page.getByRole('region', { name: texts.price.ask });
    await prompt.getByRole('button', { name: texts.price.change }).waitFor();
    await prompt.scrollIntoViewIfNeeded();
    await shotInto(shotDir, page, `ebay-price-ask-${device.name}`);
    await press(prompt.getByRole('button', { name: texts.price.change }));
    await toastShows(page, { title: texts.price.changed });
    await prompt.waitFor({ state: 'detached' });

    const life = page.getByRole('region', { name: 'Where it is' });
    await press(life.getByRole('button', { name: 'Kept' }));
    await life.getByText(texts.endedForYou).waitFor();
    await life.scrollIntoViewIfNeeded();
    await shotInto(shotDir, page, `ebay-price-ended-${device.name}`);
    expect(await life.getByRole('region', { name: 'Now take it down from eBay' }).count()).toBe(0);
  });
});
