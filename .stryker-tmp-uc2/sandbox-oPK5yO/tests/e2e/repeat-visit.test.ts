// @ts-nocheck
import type { Browser, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { chromium } from 'playwright-core';
import { chromiumFlags, viewports } from '../support/browser';
import { createSignedInUser } from '../support/cognito-users';
import { uploadAndCreate } from '../support/photos';
import { watchProblems } from '../support/page-problems';
import '../support/twin-context';

// docs/architecture/web.md#a-repeat-visit-paints-from-the-device, in Chromium on the built site:
// the lists kept on the device draw the main screen while the API has not answered, a kept
// photo URL that no longer works is replaced by the fresh answer's (no broken image left), and
// Sign Out leaves nothing of them on the device.

const twin = inject('twin');
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
});
afterAll(async () => {
  await browser?.close();
});

const snapshotKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('snap-list-shift.listings.')));

it('draws a repeat visit from the device, recovers its photos from the fresh answer, and forgets it on Sign Out', async () => {
  const user = await createSignedInUser(twin, 'repeat-visit');
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  // Not waiting for its analysis (polling for it would spend the user's request allowance).
  await uploadAndCreate(twin, user.accessToken, photo, 'cup.png', { settle: false });
  const page = await browser.newPage({ viewport: viewports.phone });
  const problems = await watchProblems(page);

  await page.goto(`${twin.siteUrl}/auth`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${twin.siteUrl}/`);
  // The List tab shows the item's photo (signed by the storage emulator).
  await page.goto(`${twin.siteUrl}/?tab=list`);
  const card = page.locator('img.item-card-image').first();
  await card.waitFor();
  await expect.poll(() => snapshotKeys(page)).toHaveLength(1);

  // The kept photo URL stops working (as a signed URL expires), and the API is slow to answer.
  const [key] = await snapshotKeys(page);
  await page.evaluate((key) => {
    const kept = localStorage.getItem(key)!;
    localStorage.setItem(key, kept.replace(/"(imageUrl|url)":"([^"]+)"/g, '"$1":"$2-gone"'));
  }, key!);
  const held: Route[] = [];
  await page.route(/\/api\/listings(\?|$)/, (route) => void held.push(route));
  await page.reload();
  // Drawn from the device while the API has not answered (else the spinner would be there).
  await card.waitFor({ state: 'attached' });
  expect(await card.getAttribute('src')).toMatch(/-gone$/);
  // The refresh is asked for once the kept lists are on screen.
  await expect.poll(() => held.length).toBe(2);
  for (const route of held) await route.continue();
  await page.unroute(/\/api\/listings(\?|$)/);
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img.item-card-image');
    return image?.complete === true && image.naturalWidth > 0 && !image.src.endsWith('-gone');
  });

  await page.getByRole('button', { name: new RegExp(user.email) }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL('**/auth');
  expect(await snapshotKeys(page)).toEqual([]);
  // The broken kept URL was refused by storage once, as it would be after it expired.
  expect(problems.filter((problem) => !problem.includes('-gone'))).toEqual([]);
  await page.close();
}, 60_000);
