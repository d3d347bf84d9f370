// @ts-nocheck
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, pageTexts } from '#domain/messages.ts';
import { fixturePhotoPath } from '../fixtures/photos/photos';
import { launchChromium, viewports } from '../support/browser';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { watchProblems } from '../support/page-problems';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// docs/product.md#processing-screen, "Keep adding while the AI works", in real Chromium on a
// twin of its own: the fake AI holds its answers while a second photo is queued from the
// processing screen, then answers both; each completion is announced once and the Review
// badge counts both. With a mouse at 1280x800 and with a touch screen at 390x844.

const shotDir = path.resolve('tests/e2e/screenshots/queued-analyses');
const photos = [
  readFileSync(fixturePhotoPath('coffee-cup.jpg')),
  readFileSync(fixturePhotoPath('multimeter.jpg')),
];

let ai: AiTwin;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shotDir, { recursive: true });
  [ai, browser] = await Promise.all([startAiTwin(), launchChromium()]);
  // No cited listings: the twin resolves no names, so previews would only log their refusals.
  ai.fake.script({ defaultReply: { kind: 'success', listings: [] } });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await ai?.stop();
});

interface Device {
  name: 'desktop' | 'phone';
  touch: boolean;
}

async function openSignedIn(
  device: Device,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const user: TestUser = await createSignedInUser(ai.info, `queue-${device.name}`);
  const context = await browser.newContext(
    device.touch
      ? { viewport: viewports.phone, hasTouch: true, isMobile: true }
      : { viewport: viewports.desktop },
  );
  const page = await context.newPage();
  const problems = await watchProblems(page);
  await page.goto(`${ai.info.siteUrl}/auth`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${ai.info.siteUrl}/`);
  return { context, page, problems };
}

/** Opens a file chooser with a click and gives it a photo. */
async function choosePhoto(page: Page, button: string, photo: Buffer, name: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'image/jpeg', buffer: photo });
}

const completions = (page: Page) =>
  page.locator('[data-sonner-toast]').filter({ hasText: messages.analysisComplete.title });

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300); // entry animations settle
  const size = page.viewportSize();
  await page.screenshot({ path: path.join(shotDir, `${name}-${size?.width}x${size?.height}.png`) });
}

const devices: Device[] = [
  { name: 'desktop', touch: false },
  { name: 'phone', touch: true },
];

describe.each(devices)('adding a second item while the first is analysed ($name)', (device) => {
  it('queues both, announces each completion once and counts 2 on the Review badge', async () => {
    const { context, page, problems } = await openSignedIn(device);
    const release = ai.fake.hold();
    try {
      await choosePhoto(page, device.touch ? 'Take photo' : 'Upload', photos[0]!, 'first.jpg');
      await page.waitForURL(/\?tab=review$/);
      await page.getByText(pageTexts.processingExplainer).waitFor();
      await page.getByRole('button', { name: 'Add another item' }).waitFor();
      await shot(page, 'processing-one');

      if (device.touch) {
        await page.getByRole('button', { name: 'Add another item' }).click();
        await page.getByRole('button', { name: 'Choose from library' }).waitFor();
        await shot(page, 'processing-choice');
        await choosePhoto(page, 'Take photo', photos[1]!, 'second.jpg');
      } else {
        await choosePhoto(page, 'Add another item', photos[1]!, 'second.jpg');
      }
      await page.getByText(/2 items are being analysed/).waitFor();
      await page.getByRole('button', { name: 'Add another item' }).waitFor();
      await shot(page, 'processing-two');
      expect(await completions(page).count()).toBe(0);
    } finally {
      release();
    }

    // Both finish: the processing screen gives way to the two cards.
    await page
      .getByRole('button', { name: /Happy with the findings/ })
      .nth(1)
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => completions(page).count()).toBe(2);
    const review = page.getByRole('tab', { name: /Review/ });
    expect(await review.innerText()).toContain('2');
    expect(await review.textContent()).toContain('2 ready for review');
    await shot(page, 'review-two');
    // Announced once each, however often the lists are read again.
    await page.waitForTimeout(1500);
    expect(await completions(page).count()).toBe(2);

    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
