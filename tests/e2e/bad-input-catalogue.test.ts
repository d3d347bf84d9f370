import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { messages, pageTexts, type Message } from '#domain/messages.ts';
import { userFieldNames } from '#domain/user-fields.ts';
import { pdfBytes, pngBytes } from '../fixtures/files';
import { callApi } from '../support/api-client';
import { decompressionBombPng, truncatedJpeg, twentyMegabytePhoto } from '../support/bad-files';
import { launchChromium, screenshot, viewports } from '../support/browser';
import { everythingOf, userWithThings } from '../support/catalogue-kit';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import type { FakeReply } from '../support/fake-openai/fake-openai-server';
import { storeAnalysis } from '../support/listing-store';
import { watchProblems } from '../support/page-problems';
import { bucket, uploadAndCreate } from '../support/photos';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// The bad-input and fault catalogue in the browser: one test per case, each naming what the
// user sees on screen (the texts of domain/messages.ts and the Add tab's own), and showing
// that nothing of theirs was lost. A twin of its own (this process can stop its table and
// bucket emulators and script its fake AI), one user, one phone-sized page.

let ai: AiTwin;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let user: TestUser;
let before: Awaited<ReturnType<typeof everythingOf>>;
/** The user's photos in the bucket before each case (a deleted listing's photo stays for its Undo window). */
let photosBefore: string[];

beforeAll(async () => {
  [ai, browser] = await Promise.all([startAiTwin(), launchChromium()]);
  user = await createSignedInUser(ai.info, 'catalogue-browser');
  await userWithThings(ai.info, user);
  await ai.twin.analysesSettled();
  context = await browser.newContext({ viewport: viewports.phone });
  page = await context.newPage();
  problems = await watchProblems(page);
  await page.goto(`${ai.info.siteUrl}/auth`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${ai.info.siteUrl}/`);
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await ai?.stop();
});

/**
 * The model's answer, with no cited listings: the twin fetches no link previews (it resolves
 * no names), so a Review card would log their 502s; previews are not under test here.
 */
const quietSuccess: FakeReply = { kind: 'success', listings: [] };

/** The failed requests a case provokes on purpose show in the console; nothing else may. */
let expectedConsole: RegExp[] = [];
/** The items a case deleted through the API: the page may read one later, in any case. */
const removedBehindThePage: RegExp[] = [];
beforeEach(async (context) => {
  // A failed case leaves a picture of the screen it ended on (tests/e2e/screenshots).
  onTestFailed(() =>
    screenshot(page, `catalogue-failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`),
  );
  await ai.twin.emulators.dynamodb.start();
  await ai.twin.emulators.s3.start();
  await ai.twin.analysesSettled();
  ai.fake.reset();
  ai.fake.script({ defaultReply: quietSuccess });
  await page.unrouteAll({ behavior: 'wait' });
  problems.length = 0;
  expectedConsole = [];
  before = await everythingOf(ai.info, user);
  photosBefore = await bucket(ai.info).keysUnder(`${user.sub}/`);
  // Unsaved edits a case left are kept per tab (docs/product.md#errors-and-the-way-out): each case starts clean.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${ai.info.siteUrl}/`);
  await page.getByText(pageTexts.uploadHint).waitFor();
});
afterEach(() => {
  const failedRequest = /^console: Failed to load resource/;
  expect(
    problems.filter(
      (p) => !(failedRequest.test(p) && [...expectedConsole, ...removedBehindThePage].some((e) => e.test(p))),
    ),
  ).toEqual([]);
});

async function toastShows(message: Message) {
  let toast = page.locator('[data-sonner-toast]').filter({ hasText: message.title });
  if (message.description) toast = toast.filter({ hasText: message.description });
  await toast.first().waitFor();
}

const pageMessage = () => page.getByRole('alert').filter({ hasText: messages.uploadFailed.title });

async function nothingLost() {
  expect(await everythingOf(ai.info, user)).toEqual(before);
}

async function choose(file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('photo-input').setInputFiles(file);
}

/** Open the kept listing ("Oak chair") in the List tab and its form. */
async function openKeptListing() {
  await page.getByRole('tab', { name: 'List' }).click();
  await page
    .getByRole('button', { name: /Oak chair/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Edit Details' }).click();
  return page.getByRole('form', { name: 'Listing Details' });
}

/** An upload the browser refuses before anything is sent: the toast, the page message, nothing stored. */
async function refusedBeforeUpload(text: string) {
  await toastShows(messages.somethingWentWrong(text));
  await pageMessage().waitFor();
  await nothingLost();
  expect(await bucket(ai.info).keysUnder(`${user.sub}/`)).toEqual(photosBefore);
}

describe('empty and whitespace fields', () => {
  it('keeps Save disabled for a title of spaces and says "Please fill all required fields."', async () => {
    const form = await openKeptListing();
    await form.getByLabel(/^Title/).fill('   ');
    await form.getByText(messages.missingRequiredFields.title).waitFor();
    expect(await form.getByRole('button', { name: 'Save Listing' }).isDisabled()).toBe(true);
    await nothingLost();
  });

  it('keeps Save disabled for an empty description and says "Please fill all required fields."', async () => {
    const form = await openKeptListing();
    await form.getByLabel(/^Description/).fill('');
    await form.getByText(messages.missingRequiredFields.title).waitFor();
    expect(await form.getByRole('button', { name: 'Save Listing' }).isDisabled()).toBe(true);
    await nothingLost();
  });
});

describe('HTML and script in every text field', () => {
  const payload = (name: string) =>
    `${name}<img src=x onerror="window.__ran=1"><script>window.__ran=2</script>`;
  const ran = () => page.evaluate(() => (window as unknown as { __ran?: number }).__ran);
  const injected = () => page.locator('img[src="x"], main script').count();

  it('shows what the AI and the stored fields hold as text, and runs none of it', async () => {
    const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes, 'html.png');
    await ai.twin.analysesSettled();
    const fields = Object.fromEntries(userFieldNames.map((name) => [name, payload(name)]));
    await storeAnalysis(ai.info, user.sub, created.id, {
      stage: 'ready',
      ai_category: 'books',
      ai_details_text: payload('details'),
      ai_fields: { title: payload('title'), author: payload('author'), edition: payload('edition') },
      ai_enrichment: null,
      user_fields: { ...fields, category: 'books', price: '' },
      analysis_error: null,
    });
    await page.reload();
    await page.getByRole('tab', { name: /Review/ }).click();
    await page.getByText(payload('title')).first().waitFor();
    await page.getByText(payload('author'), { exact: false }).first().waitFor();
    await page.getByRole('button', { name: /Happy with the findings/ }).click();
    const form = page.getByRole('form', { name: 'Listing Details' });
    await form.waitFor();
    for (const name of ['title', 'description', 'format', 'author', 'publisher', 'isbn']) {
      expect(await form.locator(`#field-${created.id}-${name}`).inputValue()).toBe(payload(name));
    }
    await page.getByText(payload('description')).first().waitFor();
    expect(await ran()).toBeUndefined();
    expect(await injected()).toBe(0);
    await callApi(ai.info, 'DELETE', `/api/listings/${created.id}`, { token: user.accessToken });
  });

  it('saves HTML typed into the title as text and shows it as text', async () => {
    const form = await openKeptListing();
    const typed = payload('My <b>chair</b>');
    await form.getByLabel(/^Title/).fill(typed);
    await form.getByRole('button', { name: 'Save Listing' }).click();
    await toastShows(messages.itemSaved);
    await page.getByRole('heading', { name: typed }).or(page.getByText(typed).first()).first().waitFor();
    expect(await ran()).toBeUndefined();
    expect(await injected()).toBe(0);
    const [saved] = (await everythingOf(ai.info, user)).listings;
    expect((saved?.user_fields as Record<string, string>).title).toBe(typed);
    // Put the title back for the cases after this one.
    await callApi(ai.info, 'PUT', `/api/listings/${saved?.id}`, {
      token: user.accessToken,
      body: { user_fields: { title: 'Oak chair' } },
    });
  });
});

describe('files that are not photos', () => {
  it('a PDF renamed .jpg: "This photo could not be read. Please choose another one."', async () => {
    await choose({ name: 'cv.jpg', mimeType: 'image/jpeg', buffer: pdfBytes });
    await refusedBeforeUpload('This photo could not be read. Please choose another one.');
  });

  it('a zero-byte file: "This photo could not be read. Please choose another one."', async () => {
    await choose({ name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) });
    await refusedBeforeUpload('This photo could not be read. Please choose another one.');
  });

  it('a text file: "Only image files can be uploaded."', async () => {
    await choose({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await refusedBeforeUpload('Only image files can be uploaded.');
  });

  it('a truncated JPEG: "This photo could not be read. Please choose another one."', async () => {
    await choose({ name: 'cut-short.jpg', mimeType: 'image/jpeg', buffer: truncatedJpeg() });
    await refusedBeforeUpload('This photo could not be read. Please choose another one.');
  });
});

/** The newest listing's photo as stored, and the listing; the rest must be as before. */
async function newestUpload() {
  const after = await everythingOf(ai.info, user);
  expect(after.listings).toHaveLength(before.listings.length + 1);
  expect(after.listings.slice(1)).toEqual(before.listings);
  const id = after.listings[0]!.id as string;
  const row = await callApi(ai.info, 'GET', `/api/listings/${id}`, { token: user.accessToken });
  const stored = Buffer.from(await (await fetch(row.body.image_url)).arrayBuffer());
  return { id, row: row.body, meta: await sharp(stored).metadata(), bytes: stored.length };
}

/**
 * Deletes a case's item behind the open page's back (to leave the account as it was). The page
 * may still read that item once, and is rightly answered 404: that console line is expected.
 */
const remove = (id: string) => {
  removedBehindThePage.push(new RegExp(`status of 404 \\(Not Found\\) \\(\\S+/api/listings/${id}\\)$`));
  return callApi(ai.info, 'DELETE', `/api/listings/${id}`, { token: user.accessToken });
};

describe('photos too big for the server, made small by the browser', () => {
  it('a 20000x20000 PNG (decompression bomb) is drawn at 2048 px: the server never gets the bomb', async () => {
    const bomb = decompressionBombPng();
    await choose({ name: 'bomb.png', mimeType: 'image/png', buffer: bomb });
    await toastShows(messages.analysisComplete);
    const { id, meta } = await newestUpload();
    expect([meta.width, meta.height]).toEqual([2048, 2048]);
    await remove(id);
  });

  it('a 20 MB photo is downscaled in the browser, uploaded and analysed', async () => {
    const photo = await twentyMegabytePhoto();
    expect(photo.length).toBeGreaterThan(20 * 1024 * 1024);
    await choose({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: photo });
    await toastShows(messages.analysisComplete);
    const after = await everythingOf(ai.info, user);
    expect(after.listings).toHaveLength(before.listings.length + 1);
    expect(after.listings.slice(1)).toEqual(before.listings);
    const key = after.listings[0]!.image_key as string;
    const stored = await fetch(
      (await callApi(ai.info, 'GET', `/api/listings/${after.listings[0]!.id}`, { token: user.accessToken }))
        .body.image_url,
    );
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(2048);
    expect(key.startsWith(`${user.sub}/`)).toBe(true);
    await remove(after.listings[0]!.id as string);
  });
});

describe('faults during an upload', () => {
  const interrupted = 'The upload was interrupted. Please check your connection and try again.';

  async function retryWorks() {
    await choose({ name: 'retry.png', mimeType: 'image/png', buffer: pngBytes });
    await toastShows(messages.analysisComplete);
    const after = await everythingOf(ai.info, user);
    expect(after.listings).toHaveLength(before.listings.length + 1);
    expect(after.listings.slice(1)).toEqual(before.listings);
    await remove(after.listings[0]!.id as string);
  }

  it(`a network drop in the middle of the upload: "${interrupted}", no item, and the retry works`, async () => {
    await page.route(`${ai.info.env.s3Endpoint}/**`, (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback(),
    );
    expectedConsole = [/ERR_CONNECTION_RESET|net::ERR_FAILED/];
    await choose({ name: 'sofa.png', mimeType: 'image/png', buffer: pngBytes });
    await toastShows(messages.somethingWentWrong(interrupted));
    await pageMessage().waitFor();
    await nothingLost();
    await page.unrouteAll({ behavior: 'wait' });
    await retryWorks();
  });

  it(`the S3 emulator stopped during the upload: "${interrupted}", no item, and the retry works`, async () => {
    await ai.twin.emulators.s3.stop();
    expectedConsole = [/ERR_CONNECTION_REFUSED/];
    await choose({ name: 'lamp.png', mimeType: 'image/png', buffer: pngBytes });
    await toastShows(messages.somethingWentWrong(interrupted));
    await pageMessage().waitFor();
    await ai.twin.emulators.s3.start();
    await nothingLost();
    await retryWorks();
  });
});

describe('faults in a session', () => {
  it('the DynamoDB emulator stopped: "Failed to load listings: Could not retrieve your previous uploads", nothing lost once it is back', async () => {
    await ai.twin.emulators.dynamodb.stop();
    expectedConsole = [/status of 503/];
    await page.reload();
    await toastShows(messages.listingsLoadFailed);
    await ai.twin.emulators.dynamodb.start();
    await page.reload();
    await page.getByRole('tab', { name: 'List' }).click();
    await page
      .getByRole('button', { name: /Oak chair/ })
      .first()
      .waitFor();
    await nothingLost();
  });

  it('the AI failing mid-analysis: "Something went wrong" with the reason, the item kept, and Try again makes it ready', async () => {
    const reason = 'The AI service is unavailable right now. Please try again.';
    ai.fake.script({
      replies: Array<FakeReply>(3).fill({ kind: 'status', status: 500 }),
      defaultReply: quietSuccess,
    });
    await choose({ name: 'clock.png', mimeType: 'image/png', buffer: pngBytes });
    await toastShows(messages.somethingWentWrong(reason));
    const kept = await everythingOf(ai.info, user);
    expect(kept.listings).toHaveLength(before.listings.length + 1);
    expect(kept.listings[0]).toMatchObject({ stage: 'analyzing', analysis_error: reason });
    await page.getByRole('tab', { name: 'Add Item' }).click();
    await pageMessage().waitFor();
    await page.getByRole('tab', { name: /Review/ }).click();
    await page.getByText(reason).first().waitFor();
    await page.getByRole('button', { name: /Try again/ }).click();
    await toastShows(messages.analysisComplete);
    const after = await everythingOf(ai.info, user);
    expect(after.listings[0]).toMatchObject({ id: kept.listings[0]!.id, stage: 'ready' });
    expect(after.listings.slice(1)).toEqual(before.listings);
    await remove(after.listings[0]!.id as string);
  });
});

describe('prices', () => {
  async function customPrice(text: string) {
    await page.getByRole('tab', { name: 'List' }).click();
    await page
      .getByRole('button', { name: /Oak chair/ })
      .first()
      .click();
    const picker = page.getByRole('region', { name: 'Set Your Price' });
    await picker.getByLabel('Custom price in pounds').fill(text);
    await picker.getByRole('button', { name: 'Set' }).click();
    return picker;
  }

  it.each([
    ['a negative price', '-5'],
    ['1e400', '1e400'],
    ['10000, the end of the accepted range', '10000'],
  ])(`refuses %s as a custom price: "${messages.invalidCustomPrice.title}"`, async (_case, text) => {
    const picker = await customPrice(text);
    await picker.getByRole('alert').filter({ hasText: messages.invalidCustomPrice.title }).waitFor();
    expect(await picker.locator('.current-price').innerText()).toBe('Current price: £25.00');
    await nothingLost();
  });
});

describe('an unknown route', () => {
  it('shows "Oops! Page not found" and a Return to Home link that leads back', async () => {
    await page.goto(`${ai.info.siteUrl}/listings/../../admin?x=<script>`);
    await page.getByText(pageTexts.notFound.title).waitFor();
    await page.getByRole('link', { name: pageTexts.notFound.link }).click();
    await page.getByText(pageTexts.uploadHint).waitFor();
    await nothingLost();
  });
});
