import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ebayTexts, messages } from '#domain/messages.ts';
import { STAND_IN_SELLER } from '#infra/local/ebay-stand-in/ebay-stand-in.ts';
import { launchChromium, screenshot, viewports } from '../support/browser';
import { signUpConfirmed, testPassword, uniqueEmail } from '../support/cognito-users';
import { openAccountMenu, signIn } from '../support/journey-page';
import '../support/twin-context';

// Connect eBay in real Chromium on the twin, whose eBay is the stand-in
// (docs/product.md#ebay-connection): Account settings, Connect eBay, eBay's consent page,
// Agree, back on /settings/ebay, connected; then Disconnect, confirmed.

const twin = inject('twin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function openEbaySection(page: Page, email: string) {
  await openAccountMenu(page, email);
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  const section = page.getByRole('region', { name: ebayTexts.sectionTitle });
  await section.waitFor();
  return section;
}

describe.each(Object.entries(viewports))('at %s size', (size, viewport) => {
  const email = uniqueEmail(`ebay-${size}`);
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    await signUpConfirmed(twin, email);
    context = await browser.newContext({ viewport });
    page = await context.newPage();
    await page.goto(`${twin.siteUrl}/auth`);
    await signIn(page, twin, email, testPassword);
    // The welcome toast goes first, so the screenshots show the section as a seller reads it.
    const welcome = page.locator('[data-sonner-toast]').filter({ hasText: messages.signedIn.title });
    await welcome.waitFor();
    await welcome.waitFor({ state: 'detached', timeout: 15_000 });
  });
  afterAll(async () => {
    await context?.close();
  });

  it("connects eBay through the stand-in's consent page", async () => {
    const section = await openEbaySection(page, email);
    await section.getByRole('button', { name: ebayTexts.connect }).waitFor();
    await screenshot(page, `ebay-connect-none-${size}`);

    await section.getByRole('button', { name: ebayTexts.connect }).click();
    await page.getByRole('heading', { name: 'Grant application access' }).waitFor();
    await screenshot(page, `ebay-connect-consent-${size}`);
    await page.getByRole('button', { name: 'Agree' }).click();

    await page.getByText(ebayTexts.done).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/ebay');
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, `ebay-connect-returned-${size}`);

    await page.getByRole('link', { name: ebayTexts.backToApp }).click();
    const back = await openEbaySection(page, email);
    // Connect asked eBay who the seller is (Identity): the section names the eBay account.
    await back.getByText(`${ebayTexts.connectedAs} ${STAND_IN_SELLER}`).waitFor();
    await screenshot(page, `ebay-connect-connected-${size}`);
  });

  it('disconnects once confirmed, saying live listings stay on eBay', async () => {
    const section = page.getByRole('region', { name: ebayTexts.sectionTitle });
    await section.getByRole('button', { name: ebayTexts.disconnect }).click();
    await section.getByText(ebayTexts.listingsStay).waitFor();
    await screenshot(page, `ebay-connect-disconnect-${size}`);
    await section.getByRole('button', { name: ebayTexts.disconnectConfirm }).click();
    await section.getByRole('status').filter({ hasText: ebayTexts.disconnected }).waitFor();
    await section.getByRole('button', { name: ebayTexts.connect }).waitFor();
  });
});
