import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AiEnrichment } from '#domain/listing.ts';
import { messages, type Message } from '#domain/messages.ts';
import { callApi } from '../support/api-client';
import { launchChromium, viewports } from '../support/browser';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { storeAnalysis, type AnalysisOutcome } from '../support/listing-store';
import { uploadAndCreate } from '../support/photos';
import { hasExifBlock, twelveMegapixelPhoto } from '../support/test-photo';
import { pngBytes } from '../fixtures/files';
import '../support/twin-context';

// The item journey in real Chromium against the local twin, at phone and desktop size, as
// far as it goes without the analysis branch: a real photo is uploaded and seen analysing;
// the analysis result is then written to the store (what the analyser would do) and the
// user reviews, prices, saves, copies, deletes, thumbs-down and starts over. Screenshots of
// each state go to docs/screenshots/ for a person to look at.

const twin = inject('twin');
const shotDir = path.resolve('docs/screenshots');
let browser: Browser;
let photo: Buffer;

beforeAll(async () => {
  [browser, photo] = await Promise.all([launchChromium(), twelveMegapixelPhoto()]);
  mkdirSync(shotDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A full-page screenshot; toasts are hidden unless they are what the picture shows. */
async function shot(page: Page, name: string, { toasts = false } = {}) {
  const size = page.viewportSize();
  await page.waitForTimeout(300); // let entry animations settle, so the picture is not mid-fade
  // Through the CSSOM: the page's CSP refuses an injected <style> (style-src 'self').
  const toaster = page.locator('[data-sonner-toaster]');
  const setToasts = (visibility: string) =>
    toaster.evaluateAll((elements, value) => {
      for (const element of elements) (element as HTMLElement).style.visibility = value;
    }, visibility);
  if (!toasts) await setToasts('hidden');
  await page.screenshot({
    path: path.join(shotDir, `${name}-${size?.width}x${size?.height}.png`),
    fullPage: true,
  });
  if (!toasts) await setToasts('');
}

async function toastShows(page: Page, message: Message) {
  let toast = page.locator('[data-sonner-toast]').filter({ hasText: message.title });
  if (message.description) toast = toast.filter({ hasText: message.description });
  await toast.first().waitFor();
}

const research =
  'Copies of Dune sell for £12.00 at https://books.example/dune-1 and £15.00 at https://books.example/dune-2; ' +
  'a signed copy reached £20.00.';

function enrichment(): AiEnrichment {
  const urls = ['https://books.example/dune-1', 'https://books.example/dune-2'];
  return {
    output: [
      {
        type: 'message',
        content: [
          {
            type: 'output_text',
            text: research,
            annotations: urls.map((url) => ({
              type: 'url_citation' as const,
              url,
              start_index: research.indexOf(url),
              end_index: research.indexOf(url) + url.length,
            })),
          },
        ],
      },
    ],
  };
}

const readyOutcome = (title: string): AnalysisOutcome => ({
  stage: 'ready',
  ai_category: 'books',
  ai_details_text: 'A paperback novel.',
  ai_fields: { title, author: 'Frank Herbert', edition: 'First edition' },
  ai_enrichment: enrichment(),
  user_fields: {
    title,
    author: 'Frank Herbert',
    description: 'A classic of science fiction.',
    category: 'books',
  },
  analysis_error: null,
});

function s3(twinInfo: typeof twin) {
  return new S3Client({
    region: twinInfo.env.region,
    endpoint: twinInfo.env.s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: twinInfo.env.accessKeyId!, secretAccessKey: twinInfo.env.secretAccessKey! },
  });
}

async function storedPhotos(user: TestUser): Promise<{ key: string; bytes: Buffer }[]> {
  const client = s3(twin);
  const Bucket = twin.env.uploadsBucket!;
  const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${user.sub}/` }));
  return Promise.all(
    (listed.Contents ?? []).map(async ({ Key }) => {
      const object = await client.send(new GetObjectCommand({ Bucket, Key }));
      return { key: Key!, bytes: Buffer.from(await object.Body!.transformToByteArray()) };
    }),
  );
}

async function listingIds(user: TestUser): Promise<{ id: string; stage: string }[]> {
  const response = await callApi<{ listings: { id: string; stage: string }[] }>(
    twin,
    'GET',
    '/api/listings',
    {
      token: user.accessToken,
    },
  );
  return response.body.listings;
}

describe.each(Object.entries(viewports))('the item journey at %s size', (size, viewport) => {
  let user: TestUser;
  let context: BrowserContext;
  let page: Page;
  let itemId = '';

  beforeAll(async () => {
    user = await createSignedInUser(twin, `items-${size}`);
    context = await browser.newContext({ viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: twin.siteUrl });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('signs in to the Add tab', async () => {
    await page.goto(`${twin.siteUrl}/auth`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${twin.siteUrl}/`);
    await page.getByText('Snap or upload a clear photo. AI will handle the rest!').waitFor();
    await shot(page, `add-empty-${size}`);
  });

  it('uploads a 12-megapixel photo, shows it analysing and rotates the messages', async () => {
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'IMG_1234.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Looking for clues...').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('tab', { name: 'Review' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('AI is analyzing your photo and researching similar items.').waitFor();
    await shot(page, `processing-${size}`);
    await page.getByText('Spreading the net...').waitFor();
    const [listing] = await listingIds(user);
    expect(listing?.stage).toBe('analyzing');
    itemId = listing!.id;
  });

  it('uploads a downscaled, upright photo with no EXIF or location block', async () => {
    const [stored] = await storedPhotos(user);
    expect(stored).toBeDefined();
    const meta = await sharp(stored!.bytes).metadata();
    // Stored sideways with Orientation 6, the photo is 3000x4000 upright: 1536x2048 after.
    expect([meta.width, meta.height]).toEqual([1536, 2048]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(hasExifBlock(stored!.bytes)).toBe(false);
    expect(stored!.bytes.length).toBeLessThan(photo.length / 10);
  });

  it('picks the item up again after a reload mid-analysis and says when it is ready', async () => {
    await page.reload();
    await page
      .getByText(/Looking for clues|Spreading the net|Finding matches/)
      .first()
      .waitFor();
    await storeAnalysis(twin, user.sub, itemId, readyOutcome('Dune'));
    await toastShows(page, messages.analysisComplete);
    await page.getByRole('tab', { name: 'Review' }).click();
    await page.getByRole('article', { name: 'Dune' }).waitFor();
    await page.getByText('£12.00 - £20.00').waitFor();
    await page.getByText('Edition: First edition').waitFor();
    // Without the previews branch the preview fails: the bare URL shows.
    await page.getByText('https://books.example/dune-1').waitFor();
    await shot(page, `review-card-${size}`, { toasts: true });
  });

  it('thumbs-up opens the item in the List tab with its listing form', async () => {
    await page.getByRole('button', { name: /Happy with the findings/ }).click();
    await toastShows(page, messages.greatChoice);
    await page.getByRole('heading', { name: 'Listing Details', level: 2 }).waitFor();
    await page.getByRole('form', { name: 'Listing Details' }).waitFor();
    await shot(page, `list-details-ready-${size}`);
  });

  it('edits and saves the listing', async () => {
    const form = page.getByRole('form', { name: 'Listing Details' });
    await expect(form.getByRole('button', { name: 'Save Listing' }).isDisabled()).resolves.toBe(true);
    await form.getByText('Please fill all required fields.').waitFor();
    await form.getByRole('combobox', { name: 'Condition' }).click();
    await page.getByRole('option', { name: 'Very good condition' }).click();
    await form.getByLabel(/^Price/).fill('14');
    await form.getByLabel(/^Title/).fill('Dune (1965 paperback)');
    await shot(page, `listing-form-filled-${size}`);
    await form.getByRole('button', { name: 'Save Listing' }).click();
    await toastShows(page, messages.itemSaved);
    const [saved] = await listingIds(user);
    expect(saved?.stage).toBe('saved');
  });

  it('sets the price with the dropdown, the slider and a custom value', async () => {
    const picker = page.getByRole('region', { name: 'Set Your Price' });
    await picker.getByRole('combobox', { name: 'Suggested prices' }).click();
    await page.getByRole('option', { name: '£15.00 (suggested)' }).click();
    const current = () => picker.locator('.current-price').innerText();
    await expect.poll(current).toBe('Current price: £15.00');
    await picker.getByRole('slider', { name: 'Price' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe('Current price: £15.50');
    await picker.getByLabel('Custom price in pounds').fill('7.25');
    await picker.getByRole('button', { name: 'Set' }).click();
    await expect.poll(current).toBe('Current price: £7.25');
    await shot(page, `price-picker-${size}`);
  });

  it('copies the title to the clipboard', async () => {
    await page.getByRole('button', { name: 'Copy Title' }).first().click();
    await toastShows(page, messages.copied('Title'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Dune (1965 paperback)');
  });

  it('shows the Generate Description with AI button in Edit Details', async () => {
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const form = page.getByRole('form', { name: 'Listing Details' });
    await form.getByRole('button', { name: /Generate Description with AI/ }).waitFor();
    await shot(page, `edit-details-${size}`);
    await page.getByRole('button', { name: 'Done editing' }).click();
  });

  it('lists the items and deletes one', async () => {
    await page.getByRole('button', { name: 'Back to your items' }).click();
    await page.getByRole('region', { name: 'Your Items' }).waitFor();
    await page.getByText('£7.25').waitFor();
    await shot(page, `list-items-${size}`);
    await page.getByRole('button', { name: 'Delete Dune (1965 paperback)' }).click();
    await toastShows(page, messages.itemDeleted);
    await page.getByText('No items yet').waitFor();
    await shot(page, `list-empty-${size}`);
    expect(await listingIds(user)).toEqual([]);
  });

  it('thumbs-down deletes another item and returns to Add', async () => {
    const created = await uploadAndCreate(twin, user.accessToken, pngBytes, 'mug.png');
    await storeAnalysis(twin, user.sub, created.id, readyOutcome('Mug'));
    await page.reload();
    await page.getByRole('tab', { name: /Review/ }).click();
    await page.getByRole('article', { name: 'Mug' }).waitFor();
    await page.getByRole('button', { name: /Needs refining/ }).click();
    await toastShows(page, messages.tryAgain);
    expect(await page.getByRole('tab', { name: 'Add Item' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => listingIds(user)).toEqual([]);
  });

  it('Start Over clears the recent uploads and deletes nothing stored', async () => {
    for (const title of ['Lamp', 'Vase', 'Chair', 'Kettle']) {
      const created = await uploadAndCreate(twin, user.accessToken, pngBytes, `${title}.png`);
      await storeAnalysis(twin, user.sub, created.id, { ...readyOutcome(title), stage: 'saved' });
    }
    await page.reload();
    await page.getByRole('button', { name: '1 more items' }).waitFor();
    await shot(page, `add-recent-${size}`);
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(page.getByRole('button', { name: /^Open / }).count()).resolves.toBe(0);
    expect(await listingIds(user)).toHaveLength(4);
  });

  it('shows the upload error and a retry when the analysis fails', async () => {
    const created = await uploadAndCreate(twin, user.accessToken, pngBytes, 'clock.png');
    await page.reload();
    await page
      .getByText(/Looking for clues|Spreading the net|Finding matches/)
      .first()
      .waitFor();
    await storeAnalysis(twin, user.sub, created.id, {
      analysis_error: 'The AI service did not answer in time.',
    });
    await toastShows(page, messages.somethingWentWrong('The AI service did not answer in time.'));
    await page.getByRole('alert').filter({ hasText: 'Upload/AI failed. Please try again.' }).waitFor();
    await shot(page, `analysis-failed-add-${size}`, { toasts: true });
    await page.getByRole('tab', { name: /Review/ }).click();
    await page.getByRole('button', { name: /Try again/ }).waitFor();
    await shot(page, `analysis-failed-review-${size}`);
  });
});
