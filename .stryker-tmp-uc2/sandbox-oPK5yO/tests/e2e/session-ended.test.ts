// @ts-nocheck
import { RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { recoveryTexts } from '#domain/messages.ts';
import { launchChromium, screenshot, viewports } from '../support/browser';
import { cognitoClient, createSignedInUser, type TestUser } from '../support/cognito-users';
import { seedStoredListings } from '../support/seed-listings';
import '../support/twin-context';

// docs/product.md#errors-and-the-way-out in real Chromium against the twin: a session that
// ends on the server (its refresh token revoked) while the user edits a listing sends them to
// /auth with "Your session has ended. Please sign in again.", and after signing in again the
// form opens with the edits they had not saved.

const twin = inject('twin');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let user: TestUser;
let itemId: string;

beforeAll(async () => {
  user = await createSignedInUser(twin, 'session-ended');
  [itemId] = (await seedStoredListings(twin, user.sub, 1, 'saved')) as [string];
  browser = await launchChromium();
  context = await browser.newContext({ viewport: viewports.phone, bypassCSP: true });
  // The page's clock from the start, so two hours can pass without a reload (which would ask
  // before dropping the unsaved edits).
  await context.clock.install();
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function signIn() {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

it('says the session ended, and keeps the unsaved edits through a new sign-in', async () => {
  await page.goto(`${twin.siteUrl}/?tab=list&item=${itemId}`);
  await page.waitForURL('**/auth?next=*');
  await signIn();
  await page.getByRole('heading', { name: 'Listing Details', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Edit Details' }).click();
  const title = page.getByRole('form', { name: 'Listing Details' }).getByLabel(/^Title/);
  await title.fill('Seeded item, edited before the session ended');

  const refreshToken = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.refreshToken'));
    return key ? localStorage.getItem(key) : null;
  });
  expect(refreshToken).toBeTruthy();
  await cognitoClient(twin).send(
    new RevokeTokenCommand({ ClientId: twin.userPoolClientId, Token: refreshToken! }),
  );
  // The access token expires; the next session check must refresh, and Cognito refuses.
  await page.clock.fastForward('02:00:00');
  await page.waitForURL('**/auth?next=*');
  await page.getByText(recoveryTexts.sessionEnded).waitFor();
  await screenshot(page, 'session-ended-phone');

  await signIn();
  const form = page.getByRole('form', { name: 'Listing Details' });
  await form.waitFor();
  await expect
    .poll(() => form.getByLabel(/^Title/).inputValue())
    .toBe('Seeded item, edited before the session ended');
  await page.getByText(recoveryTexts.draftRestored.title).first().waitFor();
  expect(new URL(page.url()).search).toBe(`?tab=list&item=${itemId}`);
});
