import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiListing } from '#domain/listing.ts';
import { fixturePhotoPath } from '../fixtures/photos/photos';
import { getListing } from '../support/analysis-helpers';
import { seriousViolations } from '../support/axe';
import { callApi } from '../support/api-client';
import { barcodePhoto } from '../support/barcode-photo';
import { launchChromium, viewports } from '../support/browser';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { bucket } from '../support/photos';
import { watchProblems } from '../support/page-problems';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';
import { hasExifBlock, twelveMegapixelPhoto } from '../support/test-photo';

// An item's photos in Chromium against the built site, at both sizes (docs/product.md#screens,
// "List tab, item selected"): the spec's upload of one photo, three more added at once (one a
// book's barcode, read by the WebAssembly reader, which fills the ISBN), the second made the
// cover, one removed, Analyse again with all photos (the fake model counts the images it gets),
// a reload that keeps it all, and Share handing every photo to a stubbed share sheet, cover
// first; axe-core checks the gallery and its controls; then a phone photo with a location is
// added and every stored photo is checked: in the user's folder, without EXIF, refused unsigned
// and to another user, and gone once the account is deleted. Screenshots of the gallery and its controls land in tests/e2e/screenshots/photos-journey;
// docs/screenshots/ takes 01 (photos-add), 02 (photo-gallery) and 03 (photos-analysed-again),
// copied by hand.

const isbn = '9780306406157';
const shotDir = path.resolve('tests/e2e/screenshots/photos-journey');
const sizes = [
  { name: 'phone', viewport: viewports.phone, touch: true },
  { name: 'desktop', viewport: viewports.desktop, touch: false },
] as const;

let ai: AiTwin;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shotDir, { recursive: true });
  // No cited listings (scripted per size below): the twin resolves no names, so previews would
  // only log their refusals.
  [ai, browser] = await Promise.all([startAiTwin(), launchChromium()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await ai?.stop();
});

const jpeg = (file: string) => sharp(fixturePhotoPath(file)).resize({ width: 1600 }).jpeg().toBuffer();
const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface Shared {
  files: { name: string; type: string; sha256: string }[];
}

/** A share sheet that accepts files and records each one's digest, to compare with storage. */
async function stubShareSheet(context: BrowserContext) {
  await context.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    const hex = (buffer: ArrayBuffer) =>
      [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        const files = await Promise.all(
          (data.files ?? []).map(async (file) => ({
            name: file.name,
            type: file.type,
            sha256: hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer())),
          })),
        );
        shared.push({ files });
      },
    });
    // The WebAssembly reader, whatever this Chromium build offers (as barcode-journey.test.ts).
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
}

describe.each(sizes)('an item’s photos at $name size', ({ name, viewport, touch }) => {
  let context: BrowserContext;
  let page: Page;
  let user: TestUser;
  let problems: string[];
  const site = () => ai.info.siteUrl;
  const listing = (id: string): Promise<ApiListing> => getListing(ai.info, user.accessToken, id);
  const keys = (row: ApiListing) => row.photos.map((photo) => photo.key);
  let itemId = '';
  const signIn = async (on: Page) => {
    await on.goto(`${site()}/auth`);
    await on.getByLabel('Email').fill(user.email);
    await on.getByLabel('Password', { exact: true }).fill(user.password);
    await on.getByRole('button', { name: 'Sign In', exact: true }).click();
    await on.waitForURL(`${site()}/`);
  };
  /** A screenshot of the screen as the user left it, once its toasts are gone (they hide the controls). */
  const shot = async (step: string) => {
    await page.mouse.move(1, 1); // a toast under the pointer stays
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 30_000 });
    await page.screenshot({
      path: path.join(shotDir, `${step}-${name}-${viewport.width}x${viewport.height}.png`),
    });
  };

  beforeAll(async () => {
    // Each size starts from a model that takes any number of photos (the other size's run ends
    // expecting three).
    ai.fake.reset();
    ai.fake.script({ defaultReply: { kind: 'success', listings: [] } });
    user = await createSignedInUser(ai.info, `photos-${name}`);
    context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
    await stubShareSheet(context);
    page = await context.newPage();
    problems = await watchProblems(page);
    await signIn(page);
  }, 120_000);
  afterAll(async () => {
    await context?.close();
  });

  it('upload one, add three (one a barcode), make the second the cover, remove one, analyse again, reload, share', async () => {
    // The spec's upload, unchanged: the Add tab's picker takes the photo and the analysis runs.
    await page.getByTestId('photo-input').setInputFiles({
      name: 'IMG_3001.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg('library-shelves.jpg'),
    });
    const listed = async () =>
      (await callApi(ai.info, 'GET', '/api/listings', { token: user.accessToken })).body
        .listings as ApiListing[];
    await expect.poll(async () => (await listed()).length, { timeout: 30_000 }).toBe(1);
    await ai.twin.analysesSettled();
    const id = (await listed())[0]!.id;
    itemId = id;
    expect((await listing(id)).stage).toBe('ready');

    await page.goto(`${site()}/?tab=list&item=${id}`);
    await page.getByText('1 of 8 photos').waitFor();
    const addGroup = page.getByRole('group', { name: 'Add photos' });
    if (touch) {
      await expect
        .poll(() => addGroup.getByRole('button', { name: 'Take another photo' }).isEnabled())
        .toBe(true);
    } else {
      await expect.poll(() => addGroup.getByRole('button', { name: 'Add photos' }).isEnabled()).toBe(true);
    }
    await shot('01-one-photo');

    // Three more at once, the second a book's barcode.
    await page.getByTestId('add-photos-input').setInputFiles([
      { name: 'IMG_3002.jpg', mimeType: 'image/jpeg', buffer: await jpeg('coffee-cup.jpg') },
      {
        name: 'IMG_3003.jpg',
        mimeType: 'image/jpeg',
        buffer: await barcodePhoto(isbn, { angle: 4, width: 2400 }),
      },
      { name: 'IMG_3004.jpg', mimeType: 'image/jpeg', buffer: await jpeg('sitting-room.jpg') },
    ]);
    await page.getByText('4 of 8 photos').waitFor({ timeout: 60_000 });
    const added = await listing(id);
    expect(added.photos).toHaveLength(4);
    const [first, second, third, fourth] = keys(added);

    // The ISBN read from the barcode photo is saved and shown in the open listing form.
    await expect.poll(async () => (await listing(id)).user_fields.isbn, { timeout: 15_000 }).toBe(isbn);
    await expect.poll(() => page.getByRole('textbox', { name: /^ISBN/ }).inputValue()).toBe(isbn);
    expect((await listing(id)).stage).toBe('ready');

    // Make the second the cover.
    await page.getByRole('button', { name: 'Show photo 2 of 4' }).click();
    await shot('02-gallery-second-shown');
    await page.getByRole('button', { name: 'Make cover' }).click();
    await expect.poll(async () => keys(await listing(id))).toEqual([second, first, third, fourth]);
    await expect
      .poll(() => page.getByRole('button', { name: 'Show photo 1 of 4' }).getAttribute('aria-current'))
      .toBe('true');

    // Remove the last one.
    await page.getByRole('button', { name: 'Show photo 4 of 4' }).click();
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect.poll(async () => keys(await listing(id))).toEqual([second, first, third]);
    await page.getByText('3 of 8 photos').waitFor();

    // Analyse again with all photos: one refine call that carries the three photos.
    const before = await listing(id);
    ai.fake.reset();
    ai.fake.script({ defaultReply: { kind: 'success', listings: [] }, expectImages: 3 });
    await page.getByRole('button', { name: 'Analyse again with all photos' }).click();
    await page.getByText('Updated from all 3 photos.', { exact: false }).waitFor({ timeout: 30_000 });
    expect(ai.fake.imageCounts()).toEqual([3]);
    const analysed = await listing(id);
    expect(analysed.user_fields).toEqual(before.user_fields);
    expect(analysed.user_fields.isbn).toBe(isbn);
    await shot('03-analysed-again');

    // A reload keeps it all.
    await page.reload();
    await page.getByText('3 of 8 photos').waitFor();
    const carousel = page.getByRole('region', { name: 'Photos' });
    const sources = await carousel
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
    expect(sources.map((source) => decodeURIComponent(source))).toEqual(
      [second, first, third].map((key) => expect.stringContaining(key!)),
    );
    await expect.poll(() => page.getByRole('textbox', { name: /^ISBN/ }).inputValue()).toBe(isbn);

    // Share: every photo, cover first.
    const stored = await listing(id);
    const storedDigests = await Promise.all(
      stored.photos.map(async (photo) =>
        digest(new Uint8Array(await (await fetch(photo.url)).arrayBuffer())),
      ),
    );
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared.length))
      .toBe(1);
    const [shared] = await page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared);
    expect(shared!.files).toHaveLength(3);
    expect(shared!.files.map((file) => file.sha256)).toEqual(storedDigests);
    expect(shared!.files[0]!.name).toBe(
      `photo-1.${shared!.files[0]!.type === 'image/webp' ? 'webp' : 'jpg'}`,
    );
    await shot('04-shared');

    expect(problems).toEqual([]);
  }, 240_000);

  it('the gallery and its controls pass axe-core’s WCAG A and AA checks', async () => {
    expect(itemId).not.toBe('');
    // axe is a script added to the page: this context alone bypasses the CSP for it.
    const audit = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch, bypassCSP: true });
    try {
      const auditPage = await audit.newPage();
      await signIn(auditPage);
      await auditPage.goto(`${site()}/?tab=list&item=${itemId}`);
      await auditPage.getByText('3 of 8 photos').waitFor();
      await auditPage.getByRole('button', { name: 'Show photo 2 of 3' }).click();
      const violations = await seriousViolations(auditPage);
      expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    } finally {
      await audit.close();
    }
  }, 120_000);

  it('keeps every photo private and stripped of location, and erases them all with the account', async () => {
    expect(itemId).not.toBe('');
    // A phone photo with a GPS location and a camera model, added as the fourth.
    await page.getByTestId('add-photos-input').setInputFiles({
      name: 'IMG_3005.jpg',
      mimeType: 'image/jpeg',
      buffer: await twelveMegapixelPhoto(),
    });
    await page.getByText('4 of 8 photos').waitFor({ timeout: 60_000 });
    const stored = await listing(itemId);
    expect(stored.photos).toHaveLength(4);

    // Every stored object: under the user's own folder, no EXIF or location block.
    const store = bucket(ai.info);
    for (const photo of stored.photos) {
      expect(photo.key.startsWith(`${user.sub}/`)).toBe(true);
      const bytes = await store.read(photo.key);
      expect(hasExifBlock(bytes)).toBe(false);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      // Private: the photo's address without its signature is refused.
      const unsigned = new URL(photo.url);
      unsigned.search = '';
      expect((await fetch(unsigned)).ok).toBe(false);
    }

    // Another user sees none of it and cannot change it.
    const other = await createSignedInUser(ai.info, `photos-other-${name}`);
    const itemPath = `/api/listings/${itemId}`;
    expect((await callApi(ai.info, 'GET', itemPath, { token: other.accessToken })).status).toBe(404);
    const forged = await callApi(ai.info, 'PUT', `${itemPath}/photos`, {
      token: other.accessToken,
      body: { keys: [...keys(stored)].reverse(), seen: keys(stored) },
    });
    expect(forged.status).toBe(404);
    expect(keys(await listing(itemId))).toEqual(keys(stored));

    // Erasing the account in Account settings takes every photo with it.
    await page.getByRole('button', { name: new RegExp(user.email) }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL('**/auth');
    await expect.poll(() => store.keysUnder(`${user.sub}/`), { timeout: 30_000 }).toEqual([]);
    for (const photo of stored.photos) expect((await fetch(photo.url)).ok).toBe(false);
    expect(problems).toEqual([]);
  }, 240_000);
});
