// @ts-nocheck
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { messages } from '#domain/messages.ts';
import { passwordSignIn } from './cognito-users';
import { failListingReads, forgetListingsOnDevice, recordListingWrites, toastShows } from './journey-page';
import { bucket } from './photos';
import { hasExifBlock } from './test-photo';
import type { TwinInfo } from './twin-context';

// Steps of the whole-journey test (tests/e2e/whole-journey.test.ts) that are checks of their
// own, kept here so the journey reads as the user's path.

type Shot = (name: string, options?: { toasts?: boolean }) => Promise<void>;

/**
 * docs/product.md#errors-and-the-way-out: with every listings read failing, a reload still
 * shows the items kept on the device from the last visit and says the refresh failed; a first
 * visit (nothing kept) shows "Failed to load listings" with Retry where the List and Review
 * tabs' lists would be (never their empty texts); once reads work again, Retry brings the list
 * back on the List tab.
 */
export async function failedLoadThenRetry(page: Page, shot: Shot, listedText: string): Promise<void> {
  const failing = await failListingReads(page);
  const failed = page.getByRole('heading', { name: messages.listingsLoadFailed.title });
  try {
    await page.reload();
    await toastShows(page, messages.listingsLoadFailed);
    await page.getByRole('region', { name: 'Your Items' }).getByText(listedText).waitFor();
    expect(await failed.count()).toBe(0);
    await forgetListingsOnDevice(page);
    await page.reload();
    // Said where the list would be (the toast says it too), never as an empty list.
    await failed.waitFor();
    expect(await page.getByText('No items yet').count()).toBe(0);
    await shot('list-load-failed', { toasts: true });
    await page.getByRole('tab', { name: /Review/ }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await page.getByText('No items to review').count()).toBe(0);
    await shot('review-load-failed');
    await page.getByRole('tab', { name: /^List/ }).click();
    expect(failing.refused()).toBeGreaterThan(0);
  } finally {
    await failing.restore();
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('region', { name: 'Your Items' }).getByText(listedText).waitFor();
  expect(await failed.count()).toBe(0);
}

/**
 * docs/product.md#constants-and-limits: a custom price out of range is refused in the picker,
 * with the range in the message, before anything is sent to be saved; the price stays.
 */
export async function refusesCustomPrice(
  page: Page,
  picker: Locator,
  typed: string,
  shot: Shot,
): Promise<void> {
  const current = await picker.locator('.current-price').innerText();
  const sent = recordListingWrites(page);
  await picker.getByLabel('Custom price in pounds').fill(typed);
  await picker.getByRole('button', { name: 'Set' }).click();
  await picker.getByRole('alert').filter({ hasText: 'Enter a price above 0 and below 10000.' }).waitFor();
  await shot('price-out-of-range');
  await page.waitForTimeout(500); // a save would have gone by now
  sent.stop();
  expect(sent.writes).toEqual([]);
  expect(await picker.locator('.current-price').innerText()).toBe(current);
}

/**
 * docs/product.md#photos: the photo the browser uploaded for the user (their only one) is
 * downscaled and upright, with no EXIF or location block left in it.
 */
export async function expectStoredPhotoCleaned(
  twin: TwinInfo,
  email: string,
  password: string,
  original: Buffer,
): Promise<void> {
  const { accessToken } = await passwordSignIn(twin, email, password);
  const sub = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')).sub;
  const [key] = await bucket(twin).keysUnder(`${sub}/`);
  expect(key).toBeDefined();
  const stored = await bucket(twin).read(key!);
  const meta = await sharp(stored).metadata();
  // Stored sideways with Orientation 6, the photo is 3000x4000 upright: 1536x2048 after.
  expect([meta.width, meta.height]).toEqual([1536, 2048]);
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(hasExifBlock(stored)).toBe(false);
  expect(stored.length).toBeLessThan(original.length / 10);
}

/** A card's related listings are these URLs, in this order, each opening in a new tab. */
export async function expectRelatedListingLinks(card: Locator, urls: string[]): Promise<void> {
  const views = card.getByRole('link', { name: /^View/ });
  await expect.poll(() => views.count()).toBe(urls.length);
  expect(await views.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(urls);
  for (const link of await views.all()) {
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  }
}
