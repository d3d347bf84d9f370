import { readFileSync } from 'node:fs';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshot, viewports } from '../support/browser';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { watchProblems } from '../support/page-problems';
import { cardContentUnderToasts } from '../support/toasts-over-controls';
import { bucket } from '../support/photos';
import { listedLife, seedItems, soldLife, type SeedItem } from '../support/seed-lives';
import '../support/twin-context';

// Your Items in Chromium against the twin, at phone and desktop size
// (docs/product.md#your-items): the summary, the views with their counts, a card's days
// listed, the Sold view and a title search; the search box sized as the app's controls, a
// card's photo opening its item, and the Undo toast of a delete over no card's text;
// screenshots for a person to look at.

const twin = inject('twin');
let browser: Browser;
let user: TestUser;
let page: Page;
let problems: string[];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000).toISOString();
const items: SeedItem[] = [
  { title: 'Old brass lamp', price: '12.00' },
  { title: 'Oak chair', price: '40.00', life: soldLife(35, 'vinted', daysAgo(40)) },
  { title: 'Desk lamp', price: '18.00', life: listedLife(daysAgo(9), 'vinted', 'depop') },
  { title: 'Wool scarf', price: '9.00', life: soldLife(8.5, 'depop', daysAgo(0)) },
  { title: 'Kettle', price: '6.00', life: { state: 'given_away', at: daysAgo(2), to_take_down: [] } },
  { title: 'Blue mug', price: '4.00', life: listedLife(daysAgo(1), 'vinted') },
];
const photos = [
  'coffee-cup.jpg',
  'bed.jpg',
  'branded-cup.jpg',
  'cat.jpg',
  'biscuit-box.jpg',
  'coffee-cup.jpg',
];

beforeAll(async () => {
  browser = await launchChromium();
  user = await createSignedInUser(twin, 'your-items');
  await seedItems(twin, user.sub, items);
  const store = bucket(twin);
  await Promise.all(
    photos.map((photo, i) =>
      store.client.send(
        new PutObjectCommand({
          Bucket: store.name,
          Key: `${user.sub}/1732240000000-life-${i}.jpg`,
          Body: readFileSync(`tests/fixtures/photos/${photo}`),
          ContentType: 'image/jpeg',
        }),
      ),
    ),
  );
}, 120_000);
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await page?.close();
  expect(problems).toEqual([]);
});

async function openYourItems(viewport: { width: number; height: number }) {
  page = await browser.newPage({ viewport });
  problems = await watchProblems(page);
  await page.goto(`${twin.siteUrl}/auth`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${twin.siteUrl}/`);
  await page.getByRole('tab', { name: 'List' }).click();
  await page.getByRole('heading', { name: 'What it made' }).waitFor();
}

describe.each(Object.entries(viewports))('at %s size', (name, viewport) => {
  it('shows the summary, the views with their counts and each card’s life', async () => {
    await openYourItems(viewport);
    const views = page.getByRole('group', { name: 'Which items' });
    await views.getByRole('button', { name: 'For sale, 3 items' }).waitFor();
    await expect.poll(() => page.getByText('Listed 9 days').count()).toBe(1);
    expect(await page.getByText('Sold for £8.50').count()).toBe(1);
    expect(await page.getByText('3 items shifted').count()).toBe(1);
    await screenshot(page, `your-items-${name}`);

    await views.getByRole('button', { name: 'Sold, 2 items' }).click();
    await expect
      .poll(() => page.locator('.item-card-title').allTextContents())
      .toEqual(['Wool scarf', 'Oak chair']);
    await screenshot(page, `your-items-sold-${name}`);

    await views.getByRole('button', { name: 'All, 6 items' }).click();
    await page.getByRole('searchbox', { name: 'Search by title' }).fill('lamp');
    await expect
      .poll(() => page.locator('.item-card-title').allTextContents())
      .toEqual(['Desk lamp', 'Old brass lamp']);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
    await expect
      .poll(() => page.locator('.item-card-title').allTextContents())
      .toEqual(['Desk lamp', 'Old brass lamp']);
    await screenshot(page, `your-items-search-${name}`);
  });

  it('sizes the search box as its neighbours, opens an item from its photo, and shows no card under a toast', async () => {
    await openYourItems(viewport);
    // Opened afresh, signed in: the sign-in screen's styles never loaded.
    await page.reload();
    await page.getByRole('tab', { name: 'List' }).click();
    const search = page.getByRole('searchbox', { name: 'Search by title' });
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    const [searchBox, sortBox] = await Promise.all([search.boundingBox(), sort.boundingBox()]);
    expect(searchBox!.height).toBeGreaterThanOrEqual(44);
    expect(Math.round(searchBox!.height)).toBe(Math.round(sortBox!.height));
    expect(await search.evaluate((input) => getComputedStyle(input).fontSize)).toBe('16px');

    // A tap on the photo, where the title's tap area lies over it: the item opens.
    const photo = (await page.locator('.item-card-image').first().boundingBox())!;
    await page.mouse.click(photo.x + photo.width / 2, photo.y + photo.height / 2);
    await page.getByRole('heading', { name: 'Listing Details' }).waitFor();
    await page.getByRole('button', { name: 'Back to your items' }).click();

    // A delete's Undo toast, cards under where it comes: none shows through or beside it.
    const cards = page.locator('main .item-card');
    await cards.first().waitFor();
    await page.getByRole('button', { name: 'Delete Blue mug' }).click();
    await page.getByRole('button', { name: 'Undo', exact: true }).waitFor();
    await page.waitForTimeout(1200); // the toast's entry, and any scroll that follows it
    expect(await cardContentUnderToasts(page)).toEqual([]);
    await screenshot(page, `your-items-undo-toast-${name}`);
    // The seller scrolls back up: at no moment does a card show under the toast.
    for (const by of [-120, -240]) {
      await page.evaluate((y) => window.scrollBy(0, y), by);
      expect(await cardContentUnderToasts(page)).toEqual([]);
    }

    // Put back, for the next size's counts.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByText('Item restored').waitFor();
  });
});
