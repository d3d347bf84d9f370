import { RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import path from 'node:path';
import type { Page, Request, Route } from 'playwright-core';
import type { Message } from '#domain/messages.ts';
import { callApi } from './api-client';
import { cognitoClient, passwordSignIn } from './cognito-users';
import type { TwinInfo } from './twin-context';

// Small steps the whole-journey test (tests/e2e/whole-journey.test.ts) repeats: waiting for a
// toast, a screenshot of the whole page, a photo given through a file chooser, a listings load
// that fails until the test lets it through, the stored listings, a session ended elsewhere.

/** Any of the processing screen's rotating messages. */
export const processingMessage = (page: Page) =>
  page
    .getByText(
      /Looking for clues|Spreading the net|Finding matches|Hatching a plan|Calculating value|Almost ready/,
    )
    .first();

/** Waits until the image matched by `selector` has loaded, so a screenshot does not show a blank box. */
export async function photoShown(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const image = document.querySelector<HTMLImageElement>(css);
    return image !== null && image.complete && image.naturalWidth > 0;
  }, selector);
}

/** The user's listings as the API returns them, with a fresh token from the emulator. */
export async function listingsOf(twin: TwinInfo, email: string, password: string) {
  const { accessToken } = await passwordSignIn(twin, email, password);
  const response = await callApi<{
    listings: { id: string; stage: string; user_fields: { title?: string } }[];
  }>(twin, 'GET', '/api/listings', { token: accessToken });
  return response.body.listings;
}

/** Ends the page's session on the server, as a sign-out elsewhere does: its refresh token is revoked. */
export async function revokeRefreshToken(page: Page, twin: TwinInfo): Promise<void> {
  const refreshToken = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.refreshToken'));
    return key ? localStorage.getItem(key) : null;
  });
  if (!refreshToken) throw new Error('The page holds no refresh token');
  await cognitoClient(twin).send(
    new RevokeTokenCommand({ ClientId: twin.userPoolClientId, Token: refreshToken }),
  );
}

export async function toastShows(page: Page, message: Message): Promise<void> {
  let toast = page.locator('[data-sonner-toast]').filter({ hasText: message.title });
  if (message.description) toast = toast.filter({ hasText: message.description });
  await toast.first().waitFor();
}

/**
 * The whole page in one picture; toasts are hidden unless they are what the picture shows.
 * The viewport is stretched to the page's height for the shot (a full-page capture would
 * paint the fixed tab bar and toasts in the middle of the page, where no user sees them).
 */
export async function shotInto(
  dir: string,
  page: Page,
  name: string,
  { toasts = false } = {},
): Promise<void> {
  const size = page.viewportSize()!;
  await page.waitForTimeout(400); // let entry animations settle, so the picture is not mid-fade
  // Through the CSSOM: the page's CSP refuses an injected <style> (style-src 'self').
  // The toasts, and the band of page background the main screen keeps behind them.
  const toaster = page.locator('[data-sonner-toaster], .toast-band');
  const setToasts = (visibility: string) =>
    toaster.evaluateAll((elements, value) => {
      for (const element of elements) (element as HTMLElement).style.visibility = value;
    }, visibility);
  if (!toasts) await setToasts('hidden');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height > size.height) await page.setViewportSize({ width: size.width, height });
  try {
    await page.screenshot({ path: path.join(dir, `${name}-${size.width}x${size.height}.png`) });
  } finally {
    if (height > size.height) await page.setViewportSize(size);
    if (!toasts) await setToasts('');
  }
}

/** Clicks a button that opens the file chooser and gives it a JPEG. */
export async function choosePhoto(page: Page, button: string, photo: Buffer, name: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'image/jpeg', buffer: photo });
}

/** The listings API's reads, as the page makes them (`/api/listings` and its `?stage=` form). */
const listingReads = '**/api/listings*';

/**
 * Makes every listings read fail with a 500 until the returned function is called; counts
 * the refused reads, so a test can check the page really asked.
 */
export async function failListingReads(
  page: Page,
): Promise<{ refused: () => number; restore: () => Promise<void> }> {
  let refused = 0;
  const handler = async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    refused += 1;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'internal_error', message: 'Injected by the test' }),
    });
  };
  await page.route(listingReads, handler);
  return { refused: () => refused, restore: () => page.unroute(listingReads, handler) };
}

/** The pages whose next load drops the kept lists before the app runs (forgetListingsOnDevice). */
const forgettingPages = new WeakSet<Page>();

/**
 * Drops the first pages the app keeps on the device for the next visit
 * (docs/architecture/web.md#a-repeat-visit-paints-from-the-device), so the next load is a
 * first visit's: the lists come from the network only. Dropped now and again as the next page
 * loads, before the app's scripts: the running app writes them back whenever its cache changes
 * (a refetch ending between this call and the reload), which made a "first visit" paint from
 * the device now and then.
 */
export async function forgetListingsOnDevice(page: Page): Promise<void> {
  if (!forgettingPages.has(page)) {
    forgettingPages.add(page);
    await page.addInitScript(() => {
      if (sessionStorage.getItem('test.forget-listings') !== '1') return;
      sessionStorage.removeItem('test.forget-listings');
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('snap-list-shift.listings.')) localStorage.removeItem(key);
      }
    });
  }
  await page.evaluate(() => {
    sessionStorage.setItem('test.forget-listings', '1');
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('snap-list-shift.listings.')) localStorage.removeItem(key);
    }
  });
}

/** Records the writes a page sends to the listings API (any method but GET). */
export function recordListingWrites(page: Page): { writes: string[]; stop: () => void } {
  const writes: string[] = [];
  const listener = (request: Request) => {
    if (request.method() !== 'GET' && /\/api\/listings\b/.test(request.url())) {
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  };
  page.on('request', listener);
  return { writes, stop: () => page.off('request', listener) };
}

/** Signs in on the auth screen with email and password, and waits for the home page. */
export async function signIn(page: Page, twin: TwinInfo, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${twin.siteUrl}/`);
}

/** Opens the account menu, whose button is named by the signed-in email. */
export async function openAccountMenu(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(email) }).click();
  await page.getByRole('menu').waitFor();
}
