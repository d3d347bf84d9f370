import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { callApi } from '../support/api-client';
import { launchChromium, screenshot, viewports } from '../support/browser';
import { userWithThings } from '../support/catalogue-kit';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { watchProblems } from '../support/page-problems';
import { bucket } from '../support/photos';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// Delete with Undo in Chromium against the twin (docs/product.md#states-and-transitions): the
// toast offers Undo; a reload or a sign-out during the undo window never brings the item
// back; after a reload Undo is offered again for the time left, after a sign-out it is not;
// Undo brings the item back, and the item then survives a reload too. A twin of its own, whose fake AI
// answers at once, so the seeded item's analysis is over before the page opens.

let ai: AiTwin;
let twin: AiTwin['info'];
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let user: TestUser;
let listing: { id: string; image_key: string };

beforeAll(async () => {
  [ai, browser] = await Promise.all([startAiTwin(), launchChromium()]);
  twin = ai.info;
  ai.fake.script({ defaultReply: { kind: 'success', listings: [] } });
  user = await createSignedInUser(twin, 'undo-browser');
  listing = await userWithThings(twin, user);
  await ai.twin.analysesSettled();
  context = await browser.newContext({ viewport: viewports.phone });
  page = await context.newPage();
  problems = await watchProblems(page);
  await signIn();
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await ai?.stop();
});
afterEach(() => {
  expect(problems).toEqual([]);
});

async function signIn() {
  await page.goto(`${twin.siteUrl}/auth`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${twin.siteUrl}/`);
}

async function listTab() {
  await page.getByRole('tab', { name: 'List' }).click();
  await page
    .getByRole('heading', { name: 'Your Items' })
    .or(page.getByText('No items yet'))
    .first()
    .waitFor();
}

const chairButton = () => page.getByRole('button', { name: 'Delete Oak chair' });
const undoButton = () => page.getByRole('button', { name: 'Undo', exact: true });
const listedIds = async () =>
  (await callApi(twin, 'GET', '/api/listings', { token: user.accessToken })).body.listings.map(
    (row: { id: string }) => row.id,
  );

async function deleteChair() {
  await listTab();
  await chairButton().click();
  await page.getByText(messages.itemDeleted.title).waitFor();
  await undoButton().waitFor();
}

describe('delete with Undo', () => {
  it('names the delete button in a tooltip on hover', async () => {
    await listTab();
    await chairButton().hover();
    await page.getByRole('tooltip').filter({ hasText: 'Delete Oak chair' }).waitFor();
    await screenshot(page, 'undo-tooltip');
  });

  it('a reload during the undo window keeps the item deleted, and offers Undo again', async () => {
    await deleteChair();
    // Once the toast has slid in, at both sizes, for a person to look at.
    await page.waitForTimeout(600);
    await screenshot(page, 'undo-toast');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, 'undo-toast');
    await page.setViewportSize(viewports.phone);

    await page.reload();
    await listTab();

    await page.getByText('No items yet').waitFor();
    expect(await listedIds()).not.toContain(listing.id);
    // Kept on the server for Undo until the sweeper purges it.
    expect(await bucket(twin).exists(listing.image_key)).toBe(true);
    // The page is back within the window: its Undo too.
    await undoButton().click();
    await chairButton().waitFor();
    expect(await listedIds()).toContain(listing.id);
  });

  it('a sign-out during the undo window keeps the item deleted, and takes the Undo away', async () => {
    await page.reload();
    await deleteChair();

    await page.getByRole('button', { name: new RegExp(user.email) }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    await expect.poll(() => undoButton().count(), { timeout: 2000 }).toBe(0);
    await signIn();
    await listTab();

    await page.getByText('No items yet').waitFor();
    await page.waitForTimeout(600); // a toast offered again would have come by now
    expect(await undoButton().count()).toBe(0);
    expect(await listedIds()).not.toContain(listing.id);
    expect(
      (await callApi(twin, 'POST', `/api/listings/${listing.id}/restore`, { token: user.accessToken }))
        .status,
    ).toBe(200);
  });

  it('Undo brings the item back, and it stays after a reload', async () => {
    await page.reload();
    await deleteChair();
    await page.getByText('No items yet').waitFor();

    await undoButton().click();

    await chairButton().waitFor();
    await page.getByText(messages.itemRestored.title).waitFor();
    await page.reload();
    await listTab();
    await chairButton().waitFor();
    expect(await listedIds()).toContain(listing.id);
  });
});
