import path from 'node:path';
import { monotonicFactory } from 'ulid';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';
import { callApi } from '../support/api-client';
import { launchChromium, viewports } from '../support/browser';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { ORDER_CONTROL_PATH } from '#infra/local/ebay-stand-in/twin-order-control.ts';
import { shotInto, signIn, toastShows } from '../support/journey-page';
import { watchProblems } from '../support/page-problems';
import { uploadPhoto } from '../support/photos';
import { storedListing } from '../support/listing-builder';
import { storedItem, writeItems } from '../support/seed-listings';
import '../support/twin-context';
import { pngBytes } from '../fixtures/files';

// List on eBay in real Chromium on the twin, whose eBay is the stand-in
// (docs/product.md#list-on-ebay), at 390x844 (touch) and 1280x800 (mouse): a saved jacket, eBay
// connected through the stand-in's consent page, List on eBay from the eBay card, the missing
// item specific and the postcode filled, the fees shown, Publish, and the item listed on eBay
// with its link. Then listed by hand on Vinted too, a buyer's order made in the twin's eBay (the
// stand-in's order control, which runs the orders poll): the item shows sold on eBay and the
// reminder to take it down from Vinted (docs/product.md#sold-on-ebay). Screenshots in
// docs/screenshots/ (ebay-list-*, ebay-sold-*).

const twin = inject('twin');
const shotDir = path.resolve('docs/screenshots');
const texts = ebayListingTexts.sheet;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A saved denim jacket, its photo uploaded and the item written as stored (no analysis to wait
 * for): the stand-in suggests its jacket category, which needs Department.
 */
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

/** A buyer pays for the item's eBay listing: the twin's order control, then its orders poll. */
async function ebayOrderFor(sku: string): Promise<void> {
  const answer = await fetch(`${twin.env.ebayApiOrigin}${ORDER_CONTROL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sku }),
  });
  expect(answer.status).toBe(201);
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
  const finished = await callApi(twin, 'PUT', '/api/ebay/connection', {
    token: user.accessToken,
    body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  expect(finished.status).toBe(200);
}

const devices = [
  { name: 'phone', touch: true, viewport: viewports.phone },
  { name: 'desktop', touch: false, viewport: viewports.desktop },
] as const;

describe.each(devices)('List on eBay ($name)', (device) => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const press = (target: Locator) => (device.touch ? target.tap() : target.click());
  /**
   * The sheet as the seller sees it, `focus` scrolled into its view: the viewport, not the page
   * behind stretched out; the toasts hidden (through the CSSOM: the CSP refuses injected styles).
   */
  const sheetShot = async (name: string, focus: Locator) => {
    await focus.scrollIntoViewIfNeeded();
    const toaster = page.locator('[data-sonner-toaster], .toast-band');
    const setToasts = (visibility: string) =>
      toaster.evaluateAll((elements, value) => {
        for (const element of elements) (element as HTMLElement).style.visibility = value;
      }, visibility);
    await setToasts('hidden');
    await page.screenshot({
      path: path.join(
        shotDir,
        `ebay-list-${name}-${device.name}-${device.viewport.width}x${device.viewport.height}.png`,
      ),
    });
    await setToasts('');
  };

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

  it('lists a saved item on eBay: the missing item specific asked, the fees shown, then live with its link; sold there, it shows sold on eBay and the other marketplace to take down', async () => {
    const user = await createSignedInUser(twin, `ebay-list-${device.name}`);
    const sku = await savedJacket(user);
    await connectEbay(user);
    await page.goto(`${twin.siteUrl}/auth`);
    await signIn(page, twin, user.email, user.password);

    await press(page.getByRole('tab', { name: 'List' }));
    await press(page.getByRole('button', { name: 'Edit Levi’s denim jacket' }));
    await press(page.getByRole('button', { name: texts.open }));
    const sheet = page.getByRole('dialog', { name: texts.title });
    const department = sheet.getByRole('combobox', { name: 'Department' });
    await department.waitFor();
    await sheet.getByText(ebayListingTexts.missingAspect('Department')).waitFor();
    // The twin's eBay is one seller for every user: the location the first postcode made stays.
    const postcodeAsked = await sheet.getByText(ebayListingTexts.noPostcode).isVisible();
    expect(await sheet.getByRole('button', { name: texts.publish }).isDisabled()).toBe(true);
    await sheetShot('asked', department);

    await department.selectOption('Men');
    if (postcodeAsked) await sheet.getByRole('textbox', { name: texts.postcode }).fill('SW1A 1AA');
    await press(sheet.getByRole('button', { name: texts.check }));
    const fees = sheet.getByRole('region', { name: texts.fees });
    await fees.waitFor();
    await fees.getByText(/^Insertion fee: £0/).waitFor();
    await sheetShot('fees', sheet.getByRole('button', { name: texts.publish }));
    // Nothing in the sheet is wider than the sheet (a long title, category or sentence wraps).
    expect(await sheet.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await press(sheet.getByRole('button', { name: texts.publish }));
    await toastShows(page, texts.published);
    await sheet.waitFor({ state: 'detached' });
    const life = page.getByRole('region', { name: 'Where it is' });
    await life.getByText('Listed on eBay.').waitFor();
    const link = life.getByRole('link', { name: 'View on eBay' });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.ebay\.co\.uk\/itm\/\d+$/);
    await life.scrollIntoViewIfNeeded();
    await shotInto(shotDir, page, `ebay-list-listed-${device.name}`);
    // No eBay token in the browser's storage: every token the stand-in issues starts with v^1.1.
    const storage = await page.evaluate(() =>
      JSON.stringify({
        local: { ...localStorage },
        session: { ...sessionStorage },
        cookies: document.cookie,
      }),
    );
    const cookies = JSON.stringify(await context.cookies());
    expect(`${storage}${cookies}`).not.toContain('v^1.1');

    // Listed by hand on Vinted too, so a sale on eBay leaves a posting to take down.
    await press(life.getByRole('button', { name: 'Mark listed' }));
    await life.getByLabel('Marketplace').selectOption({ label: 'Vinted' });
    await press(life.getByRole('button', { name: 'Mark listed' }));
    await life.getByText('Listed on eBay and Vinted.').waitFor();

    // A buyer pays on eBay; the seller does nothing but look again.
    await ebayOrderFor(sku);
    await page.reload();
    await life.getByText('Sold for £25.00 on eBay.').waitFor();
    const reminder = life.getByRole('region', { name: 'Now take it down from Vinted' });
    await reminder.getByRole('button', { name: 'Taken down from Vinted' }).waitFor();
    expect(await life.getByRole('link', { name: 'View on eBay' }).count()).toBe(0);
    await life.scrollIntoViewIfNeeded();
    await shotInto(shotDir, page, `ebay-sold-${device.name}`);
  });
});
