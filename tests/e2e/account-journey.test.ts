import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launchChromium, screenshot, viewports } from '../support/browser';
import { latestCode, uniqueEmail } from '../support/cognito-users';
import { forgetListingsOnDevice } from '../support/journey-page';
import { allowPickupLabel } from '#domain/country-words.ts';
import { messages, type Message } from '#domain/messages.ts';
import '../support/twin-context';

// The account's whole life in real Chromium against the local twin, at phone and desktop
// size: create, confirm with the code from the outbox, sign in, change the profile, change
// and reset the password, sign out, delete. axe-core checks each screen on the way.

const twin = inject('twin');
const firstPassword = 'First-pass-1';
const secondPassword = 'Second-pass-2';
const thirdPassword = 'Third-pass-3';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function expectAccessible(page: Page, screen: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${screen}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

/** A toast showing the title and the description of docs/product.md#messages (domain/messages.ts). */
async function toastShows(page: Page, message: Message) {
  let toast = page.locator('[data-sonner-toast]').filter({ hasText: message.title });
  if (message.description) toast = toast.filter({ hasText: message.description });
  await toast.first().waitFor();
  // Let its entry animation finish, so a screenshot shows it as a person sees it.
  await page.waitForTimeout(500);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function openMenu(page: Page, email: string) {
  await page.getByRole('button', { name: new RegExp(email) }).click();
  await page.getByRole('menu').waitFor();
}

describe.each(Object.entries(viewports))('at %s size', (size, viewport) => {
  const email = uniqueEmail(`journey-${size}`);
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport, bypassCSP: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('creates an account, confirms it with the emailed code and signs in', async () => {
    await page.goto(`${twin.siteUrl}/auth`);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await expectAccessible(page, 'sign in');
    await screenshot(page, `auth-sign-in-${size}`);

    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Use at least 8 characters.' }).waitFor();
    await expectAccessible(page, 'create account');
    await screenshot(page, `auth-sign-up-rule-${size}`);

    await page.getByLabel('Password').fill(firstPassword);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toastShows(page, messages.checkInbox);
    await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    await expectAccessible(page, 'confirm code');
    await screenshot(page, `auth-confirm-code-${size}`);

    // Resend code replaces the first code: the one that confirms is the newest in the outbox.
    const firstCode = await latestCode(twin, email);
    await page.getByRole('button', { name: 'Resend code' }).click();
    await page.getByText('A new code is on its way.').waitFor();
    const resentCode = await latestCode(twin, email);
    expect(resentCode).not.toBe(firstCode);
    await page.getByLabel('Confirmation code').fill(resentCode);
    await page.getByRole('button', { name: 'Confirm email' }).click();
    // Signed up in this page: Amplify's auto sign-in, the password not typed again.
    await page.waitForURL(`${twin.siteUrl}/`);
    await toastShows(page, messages.signedIn);
    await page.getByRole('tab', { name: 'Add Item' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Add Item' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('Snap or upload a clear photo. AI will handle the rest!').waitFor();
    await expectAccessible(page, 'main');
    await screenshot(page, `main-add-${size}`);
    await page.getByRole('tab', { name: 'Review' }).click();
    await page.getByText('No items to review').waitFor();
    await screenshot(page, `main-review-empty-${size}`);
    await page.getByRole('tab', { name: 'List' }).click();
    await page.getByText('No items yet').waitFor();
  });

  it('changes the country and the collection setting, and both survive a reload', async () => {
    await openMenu(page, email);
    await expectAccessible(page, 'profile menu');
    await screenshot(page, `profile-menu-${size}`);
    await page.getByRole('menuitemradio', { name: /USA/ }).click();
    await toastShows(page, messages.profileUpdated('country'));

    // A US seller's words: Allow Local Pickup (domain/country-words.ts).
    await openMenu(page, email);
    await page.getByRole('menuitemcheckbox', { name: allowPickupLabel('US') }).click();
    await toastShows(page, messages.profileUpdated('allow_collection', 'US'));
    await page.keyboard.press('Escape');

    await page.reload();
    await openMenu(page, email);
    // The items are disabled until the profile has loaded (the service worker's cache can
    // paint the page and open the menu before GET /api/profile answers).
    const usa = page.locator('[role="menuitemradio"]:not([data-disabled])', { hasText: 'USA' });
    await usa.waitFor();
    expect(await usa.getAttribute('aria-checked')).toBe('true');
    const collection = page.getByRole('menuitemcheckbox', { name: allowPickupLabel('US') });
    expect(await collection.getAttribute('aria-checked')).toBe('false');
    expect(await collection.innerText()).toContain('Off');
    expect(await page.evaluate(() => localStorage.getItem('country'))).toBe('US');
    await page.keyboard.press('Escape');
  });

  it('shows the spinner while listings load, and a destructive toast when they fail', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/listings', async (route) => {
      await gate;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }),
      });
    });
    // A first visit's load: nothing kept on the device from the last one.
    await forgetListingsOnDevice(page);
    await page.reload();
    // A plain spinner, never "AI is analyzing your item..." (docs/product.md#main-screen-).
    await page.locator('main [role="status"]', { hasText: 'Loading...' }).waitFor();
    expect(await page.getByText('AI is analyzing your item...').count()).toBe(0);
    await screenshot(page, `main-loading-${size}`);
    release();
    await toastShows(page, messages.listingsLoadFailed);
    expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBeGreaterThan(0);
    await screenshot(page, `main-load-failed-${size}`);
    await page.unroute('**/api/listings');
    await page.reload();
    await page.getByRole('tab', { name: 'Add Item' }).waitFor();
  });

  it('changes the password in Account settings, signs out, and signs in with the new one', async () => {
    await openMenu(page, email);
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current Password').waitFor();
    await expectAccessible(page, 'account settings');
    await screenshot(page, `account-settings-${size}`);
    await dialog.getByLabel('Current Password').fill(firstPassword);
    await dialog.getByLabel('New Password', { exact: true }).fill(secondPassword);
    await dialog.getByLabel('Confirm Password').fill(secondPassword);
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await dialog.getByText('Password updated.').waitFor();
    await page.keyboard.press('Escape');

    await openMenu(page, email);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    await toastShows(page, messages.signedOut);

    await signIn(page, email, secondPassword);
    await page.waitForURL(`${twin.siteUrl}/`);
  });

  it('resets a forgotten password with the code from the outbox', async () => {
    await openMenu(page, email);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset email' }).click();
    await page.getByText('Email sent! Check your inbox.').waitFor();
    await toastShows(page, messages.resetEmailSent);
    await expectAccessible(page, 'reset password');
    await screenshot(page, `auth-reset-sent-${size}`);

    await page.getByLabel('Confirmation code').fill(await latestCode(twin, email));
    await page.getByLabel('New password').fill(thirdPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password changed. Sign in with your new password.').waitFor();
    await signIn(page, email, thirdPassword);
    await page.waitForURL(`${twin.siteUrl}/`);
  });

  it('deletes the account in Account settings, after which it can no longer sign in', async () => {
    await openMenu(page, email);
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL('**/auth');

    await signIn(page, email, thirdPassword);
    await page.getByRole('alert').waitFor();
    expect(page.url()).toMatch(/\/auth$/);
  });
});
