import { ForgotPasswordCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { emailLinkTexts, messages } from '#domain/messages.ts';
import { seriousViolations } from '../support/axe';
import { launchChromium, screenshot, viewports } from '../support/browser';
import {
  cognitoClient,
  latestLink,
  passwordSignIn,
  signUpConfirmed,
  testPassword,
  uniqueEmail,
} from '../support/cognito-users';
import '../support/twin-context';

// The links in the emails of the twin's outbox, followed in real Chromium
// (docs/product.md#auth-screen-auth): the confirmation link confirms, the reset link opens the
// new-password step with its code, a reused or wrong link says so. Phone and desktop size.

const twin = inject('twin');
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

/** A sign-up made through Cognito, its email in the outbox. */
async function signedUp(email: string) {
  await cognitoClient(twin).send(
    new SignUpCommand({
      ClientId: twin.userPoolClientId,
      Username: email,
      Password: testPassword,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
}

/** The link with another code in it: a wrong or mistyped link. */
function withWrongCode(link: URL): string {
  const wrong = new URL(link);
  wrong.searchParams.set('code', link.searchParams.get('code') === '000000' ? '111111' : '000000');
  return wrong.href;
}

describe.each(Object.entries(viewports))('email links at %s size', (size, viewport) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport, bypassCSP: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });
  // Each test starts signed out, even after one that failed signed in (or its retry would
  // find /auth sending it home).
  afterEach(async () => {
    for (const open of context.pages().slice(1)) await open.close();
    if (page.url().startsWith(twin.siteUrl)) await page.evaluate(() => localStorage.clear());
  });

  it('sign-up: the link opened in another tab signs in, the page that signed up and the link’s tab', async () => {
    const email = uniqueEmail(`handoff-${size}`);
    await page.goto(`${twin.siteUrl}/auth`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(testPassword);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByLabel('Confirmation code').waitFor();
    const linkTab = await context.newPage();
    await linkTab.goto((await latestLink(twin, email)).href);
    // The page that signed up confirms with the handed code and signs in; no password typed.
    await page.waitForURL(`${twin.siteUrl}/`);
    await linkTab.waitForURL(`${twin.siteUrl}/`);
  });

  it('sign-up: the toast promises a link, the outbox has it, and it confirms the account', async () => {
    const email = uniqueEmail(`link-${size}`);
    await page.goto(`${twin.siteUrl}/auth`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(testPassword);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(messages.checkInbox.description!).waitFor();
    await page
      .getByText(`Open the link we emailed to ${email}, or enter the code from that email.`)
      .waitFor();

    const link = await latestLink(twin, email);
    expect(link.origin).toBe(twin.siteUrl);
    await page.goto(link.href);
    await page.getByText('Email confirmed. Sign in to continue.').waitFor();
    expect(page.url()).toBe(`${twin.siteUrl}/auth`);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await expectAccessible(page, 'confirmed from the link');
    await screenshot(page, `auth-link-confirmed-${size}`);
    expect((await passwordSignIn(twin, email)).accessToken).toBeTruthy();

    // The same link again: the account is confirmed already.
    await page.goto(link.href);
    await page.getByText(emailLinkTexts.alreadyConfirmed).waitFor();
    await screenshot(page, `auth-link-reused-${size}`);
  });

  it('sign-up: a wrong link says it is not valid and offers the code form', async () => {
    const email = uniqueEmail(`wrong-link-${size}`);
    await signedUp(email);
    await page.goto(withWrongCode(await latestLink(twin, email)));
    await page.getByRole('alert').filter({ hasText: emailLinkTexts.confirmLinkInvalid }).waitFor();
    await page.getByRole('button', { name: 'Resend code' }).waitFor();
    await expectAccessible(page, 'wrong confirmation link');
    await screenshot(page, `auth-link-invalid-${size}`);
    await expect(passwordSignIn(twin, email)).rejects.toMatchObject({ name: 'UserNotConfirmedException' });
  });

  it('reset: the link opens the new-password step with its code; used again, it says so', async () => {
    const email = uniqueEmail(`reset-link-${size}`);
    await signUpConfirmed(twin, email);
    await cognitoClient(twin).send(
      new ForgotPasswordCommand({ ClientId: twin.userPoolClientId, Username: email }),
    );
    const link = await latestLink(twin, email);

    await page.goto(link.href);
    await page.getByText(`Choose a new password for ${email}.`).waitFor();
    expect(await page.getByLabel('Confirmation code').inputValue()).toBe(link.searchParams.get('code'));
    expect(page.url()).toBe(`${twin.siteUrl}/auth`);
    await expectAccessible(page, 'new password from the link');
    await screenshot(page, `auth-link-reset-${size}`);
    await page.getByLabel('New password').fill('Linked-Pass-5');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password changed. Sign in with your new password.').waitFor();
    expect((await passwordSignIn(twin, email, 'Linked-Pass-5')).accessToken).toBeTruthy();

    // Used already in this browser: it says so before a new password is typed.
    await page.goto(link.href);
    await page.getByRole('alert').filter({ hasText: emailLinkTexts.resetLinkUsed }).waitFor();
    expect(await page.getByLabel('New password').count()).toBe(0);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Send reset email' }).waitFor();
    await screenshot(page, `auth-link-reset-invalid-${size}`);
  });

  it('the Google note says why on the twin: no hosted sign-in here', async () => {
    await page.goto(`${twin.siteUrl}/auth`);
    await page
      .getByText('Google sign-in needs the cloud deployment; it is not available on this local copy.')
      .waitFor();
  });
});
