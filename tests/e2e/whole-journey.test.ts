import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailLinkTexts, messages } from '#domain/messages.ts';
import { viewports } from '../support/browser';
import { latestLink, passwordSignIn, uniqueEmail } from '../support/cognito-users';
import { defaultIdentity, FakeOpenAi } from '../support/fake-openai/fake-openai-server';
import { defaultListings } from '../support/fake-openai/payloads';
import { uploadAndCreate } from '../support/photos';
import {
  choosePhoto,
  listingsOf,
  openAccountMenu,
  photoShown,
  processingMessage,
  revokeRefreshToken,
  shotInto,
  signIn as signInWith,
  toastShows,
} from '../support/journey-page';
import { StepProblems } from '../support/journey-problems';
import { startJourneyProduct } from '../support/journey-product';
import {
  expectRelatedListingLinks,
  expectStoredPhotoCleaned,
  failedLoadThenRetry,
  refusesCustomPrice,
} from '../support/journey-steps';
import { startOverSaysWhere, undoesLate } from '../support/journey-recovery';
import type { TwinProcess } from '../support/twin-process';
import { pngBytes } from '../fixtures/files';

// The whole journey of docs/product.md in real Chromium, at phone and desktop size, against the
// product that `npm start` runs (infra/local/start.ts as a child process, on free ports, in a
// fresh data folder). Its AI is the real OpenAI code path pointed at a fake Responses API
// that this file owns, so the test decides when the model answers and what it says: an
// item becomes ready because the fake answered. Every page fails the step it is on for a
// console error, an uncaught exception or a CSP violation. Screenshots of each step go to
// the folder printed at the start; docs/screenshots/ is refreshed from it by hand.

const shotDir = path.resolve('tests/e2e/screenshots/journey');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sls-journey-'));
const fake = new FakeOpenAi();
const password = 'Journey-pass-1';
let product: TwinProcess;
let browser: Browser;
let photo: Buffer;
let stopProduct = async () => {};

beforeAll(async () => {
  mkdirSync(shotDir, { recursive: true });
  console.log(`Journey screenshots: ${shotDir}`);
  await fake.start();
  ({ product, browser, photo, stop: stopProduct } = await startJourneyProduct(dataDir, fake));
});
afterAll(async () => {
  await browser?.close();
  await fake.stop();
  await stopProduct();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Failures the journey causes on purpose, which Chromium logs as console errors ("Failed to
 * load resource"): link previews and site icons of the fake's URLs, refused because no name
 * may be resolved here. Anything else the page reports fails the step.
 */
const problems = new StepProblems([
  /^console: Failed to load resource: .* \(\S+\/api\/(fetch-open-graph|favicon)\b/,
]);
afterEach(() => problems.expectNoneUnexpected());

/** A screenshot of the whole page into this journey's folder (toasts hidden unless asked). */
const shot = (page: Page, name: string, options?: { toasts?: boolean }) =>
  shotInto(shotDir, page, name, options);
const signIn = (page: Page, email: string) => signInWith(page, product.twin, email, password);

/** The user's listings as the API returns them, with a fresh token from the emulator. */
const storedListings = (email: string) => listingsOf(product.twin, email, password);

const hobbit = defaultIdentity.fields.title;
const generatedDescription =
  'A much-loved hardback of The Hobbit, dust jacket intact, ready for its next reader. Posted with care.';

describe.each(Object.entries(viewports))('the whole journey at %s size', (size, viewport) => {
  const email = uniqueEmail(`journey-${size}`);
  let context: BrowserContext;
  let page: Page;
  /** Lets the held model answer (set by the upload step, called after the reload). */
  let releaseHeld = () => {};

  beforeAll(async () => {
    fake.reset();
    context = await browser.newContext({ viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.twin.siteUrl });
    page = await context.newPage();
    await problems.watch(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('creates an account with the link from the outbox and signs in to the Add tab', async () => {
    await page.goto(`${product.twin.siteUrl}/auth`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toastShows(page, messages.checkInbox);
    await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    await shot(page, `journey-confirm-email-${size}`, { toasts: true });
    // The link in the email, not the code typed in (docs/product.md#auth-screen-auth).
    const link = await latestLink(product.twin, email);
    expect(link.origin).toBe(product.twin.siteUrl);
    await page.goto(link.href);
    await page.getByText('Email confirmed. Sign in to continue.').waitFor();
    expect(page.url()).toBe(`${product.twin.siteUrl}/auth`);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await shot(page, `journey-confirmed-${size}`);
    // The same link again says the account is confirmed already, and leaves the way to sign in
    // (Cognito refuses the second confirmation: the page reads that refusal).
    problems.allowThisStep(/^console: Failed to load resource: .* 400 .*\/_local\/cognito\b/);
    await page.goto(link.href);
    await page.getByText(emailLinkTexts.alreadyConfirmed).waitFor();
    await shot(page, `journey-link-reused-${size}`);
    await signIn(page, email);
    await toastShows(page, messages.signedIn);
    await page.getByText('Snap or upload a clear photo. AI will handle the rest!').waitFor();
    await shot(page, `add-empty-${size}`);
  });

  it('uploads a real photo and shows the processing screen, its messages rotating', async () => {
    const release = fake.hold(); // the model is still thinking
    try {
      await page
        .getByTestId('photo-input')
        .setInputFiles({ name: 'IMG_1234.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByText('Looking for clues...').waitFor({ timeout: 30_000 });
      expect(await page.getByRole('tab', { name: 'Review' }).getAttribute('aria-selected')).toBe('true');
      await page.getByText('AI is analyzing your photo and researching similar items.').waitFor();
      await photoShown(page, '.processing-photo');
      await shot(page, `processing-${size}`);
      await page.getByText('Spreading the net...').waitFor();
      await page.getByText('Finding matches...').waitFor();
      const [listing] = await storedListings(email);
      expect(listing?.stage).toBe('analyzing');
    } catch (error) {
      release();
      throw error;
    }
    // Still held: the next step reloads mid-analysis, then lets the model answer.
    releaseHeld = release;
  });

  it('uploads a downscaled, upright photo with no EXIF or location block', async () => {
    await expectStoredPhotoCleaned(product.twin, email, password, photo);
  });

  it('picks the analysis up again after a reload, and the item is ready once the model answers', async () => {
    await page.reload();
    await processingMessage(page).waitFor();
    expect(fake.responseCalls()).toHaveLength(1); // identify, still unanswered
    releaseHeld();
    await toastShows(page, messages.analysisComplete);
    // The fake answered both calls of the real analyser: identify, then research with web search.
    const calls = fake.responseCalls();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.tools[0].type).toBe('web_search');
  });

  it('reviews the card: related listings from the citations and the price hint', async () => {
    await page.getByRole('tab', { name: /Review/ }).click();
    const card = page.getByRole('article', { name: hobbit });
    await card.waitFor();
    await card.getByText('Author: J. R. R. Tolkien').waitFor();
    // The research cited 7 listings on 6 distinct URLs: the first 5 distinct are shown.
    const distinct = [...new Set(defaultListings.map((listing) => listing.url))].slice(0, 5);
    await expectRelatedListingLinks(card, distinct);
    // Previews resolve no names here: each card falls back to the bare URL.
    await card.getByText(distinct[0]!).waitFor();
    await card.getByText('£4.99 - £45.00').waitFor();
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
    await form.getByLabel(/^Price/).fill('14');
    await form.getByRole('combobox', { name: 'Condition' }).click();
    await page.getByRole('option', { name: 'Very good condition' }).click();
    await form.getByLabel(/^Title/).fill('The Hobbit (1995 hardback)');
    await shot(page, `listing-form-filled-${size}`);
    await form.getByRole('button', { name: 'Save Listing' }).click();
    await toastShows(page, messages.itemSaved);
    const [saved] = await storedListings(email);
    expect(saved?.stage).toBe('saved');
    expect(saved?.user_fields.title).toBe('The Hobbit (1995 hardback)');
  });

  it('sets the price with the dropdown, the slider and a custom value', async () => {
    const picker = page.getByRole('region', { name: 'Set Your Price' });
    await picker.getByRole('combobox', { name: 'Suggested prices' }).click();
    await page.getByRole('option', { name: '£12.50 (suggested)' }).click();
    const current = () => picker.locator('.current-price').innerText();
    await expect.poll(current).toBe('Current price: £12.50');
    await picker.getByRole('slider', { name: 'Price' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe('Current price: £13.00');
    // 10000 is refused in the picker, with the range, before anything is sent to be saved.
    await refusesCustomPrice(page, picker, '10000', (name) => shot(page, `${name}-${size}`));
    await picker.getByLabel('Custom price in pounds').fill('9.75');
    await picker.getByRole('button', { name: 'Set' }).click();
    await expect.poll(current).toBe('Current price: £9.75');
    expect(await picker.getByRole('alert').count()).toBe(0);
    await shot(page, `price-picker-${size}`);
  });

  it('generates a description with AI in Edit Details, written by the model', async () => {
    fake.script({
      replies: [
        {
          kind: 'success',
          identity: {
            ...defaultIdentity,
            fields: { ...defaultIdentity.fields, description: generatedDescription },
          },
        },
      ],
    });
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const form = page.getByRole('form', { name: 'Listing Details' });
    await form.getByRole('button', { name: /Generate Description with AI/ }).click();
    await toastShows(page, messages.descriptionGenerated);
    await expect.poll(() => form.getByLabel(/^Description/).inputValue()).toBe(generatedDescription);
    // The refine call carried the item's title to the model.
    expect(JSON.stringify(fake.responseCalls().at(-1)!.body.input)).toContain('The Hobbit (1995 hardback)');
    await shot(page, `edit-details-${size}`, { toasts: true });
    await form.getByRole('button', { name: 'Save Listing' }).click();
    await toastShows(page, messages.itemSaved);
    await page.locator('.detail-description').getByText(generatedDescription).waitFor();
  });

  it('copies the title to the clipboard', async () => {
    await page.getByRole('button', { name: 'Copy Title' }).first().click();
    await toastShows(page, messages.copied('Title'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('The Hobbit (1995 hardback)');
    await shot(page, `copied-title-${size}`, { toasts: true });
  });

  it('says a failed listings load is a failure, in List and Review, and Retry recovers', async () => {
    await page.getByRole('button', { name: 'Back to your items' }).click();
    await page.getByRole('region', { name: 'Your Items' }).waitFor();
    problems.allowThisStep(/^console: Failed to load resource: .* 500 .*\/api\/listings\b/);
    await failedLoadThenRetry(page, (name, options) => shot(page, `${name}-${size}`, options), '£9.75');
  });

  it('lists the items and deletes one; Undo still brings it back 10 s later', async () => {
    await page.getByText('£9.75').waitFor();
    await shot(page, `list-items-${size}`);
    await page.getByRole('button', { name: 'Delete The Hobbit (1995 hardback)' }).click();
    await toastShows(page, messages.itemDeleted);
    await page.getByText('No items yet').waitFor();
    await shot(page, `list-empty-${size}`, { toasts: true });
    expect(await storedListings(email)).toEqual([]);
    await undoesLate(page, 'Delete The Hobbit (1995 hardback)', '£9.75', () => storedListings(email));
  }, 60_000);

  it('adds a second item from the processing screen while the first is analysing; both end in Review', async () => {
    await page.getByRole('tab', { name: 'Add Item' }).click();
    const release = fake.hold(); // the model thinks until both photos are in
    try {
      await page
        .getByTestId('photo-input')
        .setInputFiles({ name: 'IMG_1235.jpg', mimeType: 'image/jpeg', buffer: photo });
      await processingMessage(page).waitFor({ timeout: 30_000 });
      await choosePhoto(page, 'Add another item', photo, 'IMG_1236.jpg');
      await page.getByText(/2 items are being analysed/).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Add another item' }).waitFor();
      await photoShown(page, '.processing-photo');
      await shot(page, `processing-two-${size}`);
      const stored = await storedListings(email);
      expect(stored).toHaveLength(2);
      expect(stored.filter((listing) => listing.stage === 'ready')).toEqual([]);
    } finally {
      release();
    }
    // Both finish: the processing screen gives way to the two cards, and the badge counts them.
    const cards = page.getByRole('article', { name: hobbit });
    await cards.nth(1).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('tab', { name: /Review/ }).textContent()).toContain('2 ready for review');
    await shot(page, `review-two-${size}`);
  });

  it('thumbs-down deletes an analysed item and returns to Add; Undo brings it back', async () => {
    await page
      .getByRole('button', { name: /Needs refining/ })
      .first()
      .click();
    await toastShows(page, messages.tryAgain);
    expect(await page.getByRole('tab', { name: 'Add Item' }).getAttribute('aria-selected')).toBe('true');
    await shot(page, `thumbs-down-${size}`, { toasts: true });
    // Undo, within the toast's life: the item is back for review (docs/product.md#other-transitions).
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await toastShows(page, messages.itemRestored);
    await expect.poll(async () => (await storedListings(email)).length).toBe(2);
    await page.getByRole('tab', { name: /Review/ }).click();
    await page.getByRole('article', { name: hobbit }).nth(1).waitFor();
    // This time both go, each with its own toast.
    for (const left of [2, 1]) {
      await page.getByRole('tab', { name: /Review/ }).click();
      await expect.poll(() => page.getByRole('article', { name: hobbit }).count()).toBe(left);
      // Scrolled to the middle: at the bottom edge of a phone the last toast lies over it.
      const thumbsDown = page.getByRole('button', { name: /Needs refining/ }).first();
      await thumbsDown.evaluate((button) => button.scrollIntoView({ block: 'center' }));
      await thumbsDown.click();
      await page.getByRole('tab', { name: 'Add Item', selected: true }).waitFor();
    }
    await expect.poll(() => storedListings(email), { timeout: 15_000 }).toEqual([]);
  });

  it('Start Over clears the recent uploads and deletes nothing stored', async () => {
    const { accessToken } = await passwordSignIn(product.twin, email, password);
    for (const name of ['lamp', 'vase', 'chair', 'kettle']) {
      await uploadAndCreate(product.twin, accessToken, pngBytes, `${name}.png`);
    }
    await page.reload();
    await page.getByRole('button', { name: '1 more items' }).waitFor();
    await shot(page, `add-recent-${size}`);
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(page.getByRole('button', { name: /^Open / }).count()).resolves.toBe(0);
    await startOverSaysWhere(page, 4);
    const stored = await storedListings(email);
    expect(stored.map((listing) => listing.stage)).toEqual(['ready', 'ready', 'ready', 'ready']);
  });

  it('shows the failure when the model fails, and the retry ends with the item ready', async () => {
    fake.script({ replies: [{ kind: 'status', status: 500 }] });
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'IMG_1237.jpg', mimeType: 'image/jpeg', buffer: photo });
    await toastShows(page, { title: messages.somethingWentWrong('').title });
    await page.getByRole('tab', { name: 'Add Item' }).click();
    await page.getByRole('alert').filter({ hasText: 'Upload/AI failed. Please try again.' }).waitFor();
    await shot(page, `analysis-failed-add-${size}`, { toasts: true });
    await page.getByRole('tab', { name: /Review/ }).click();
    const retry = page.getByRole('button', { name: /Try again/ });
    await retry.waitFor();
    await shot(page, `analysis-failed-review-${size}`);
    await retry.click(); // the fake answers from now on
    await toastShows(page, messages.analysisComplete);
    await expect.poll(() => page.getByRole('article', { name: hobbit }).count()).toBe(5);
  });

  it('shows the 404 page for an unknown route, with a way home', async () => {
    await page.goto(`${product.twin.siteUrl}/no/such/page`);
    await page.getByText('Oops! Page not found').waitFor();
    await shot(page, `not-found-${size}`);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${product.twin.siteUrl}/`);
    await page.getByRole('tab', { name: 'Add Item' }).waitFor();
  });

  it('signs out to /auth', async () => {
    await openAccountMenu(page, email);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    await toastShows(page, messages.signedOut);
    await shot(page, `signed-out-${size}`, { toasts: true });
  });

  it('sends an expired session back to /auth', async () => {
    await signIn(page, email);
    await page.getByRole('tab', { name: 'Add Item' }).waitFor();
    // The session ends on the server (its refresh token revoked, as a sign-out elsewhere
    // does) and two hours pass on the page's clock, so its access token has expired: the
    // next session check must refresh, is refused, and the user is sent to sign in again.
    await revokeRefreshToken(page, product.twin);
    await context.clock.install();
    await page.reload(); // the session checks now run on the page's clock
    await page.getByRole('tab', { name: 'Add Item' }).waitFor();
    const refreshRefused = /^console: Failed to load resource: .* \(\S+\/_local\/cognito\b/;
    problems.allowThisStep(refreshRefused);
    await page.clock.fastForward('02:00:00');
    await page.waitForURL('**/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    // Sent away because Cognito refused the refresh, not for any other reason.
    expect(problems.saw(refreshRefused)).toBe(true);
    await shot(page, `session-expired-${size}`);
  });
});
