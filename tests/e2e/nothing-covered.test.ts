import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, viewports } from '../support/browser';
import { createSignedInUser, type TestUser, uniqueEmail } from '../support/cognito-users';
import { toastShows } from '../support/journey-page';
import { messages } from '#domain/messages.ts';
import { seedStoredListings } from '../support/seed-listings';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';
import { controlsUnderToasts } from '../support/toasts-over-controls';

// docs/product.md#messages and docs/product.md#main-screen-, at 390x844 and 1280x800: the tab bar covers no
// content (on wide screens the page keeps a band for the floating bar: nothing scrolls under
// it and shows beside it), and a toast never lies over the control in use: it is scrolled
// clear when the toast arrives. Each check fails when something covers a control.

let ai: AiTwin;
let browser: Browser;
let user: TestUser;

beforeAll(async () => {
  [ai, browser] = await Promise.all([startAiTwin(), launchChromium()]);
  user = await createSignedInUser(ai.info, 'nothing-covered');
  await seedStoredListings(ai.info, user.sub, 14, 'ready');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await ai?.stop();
});

/** The controls inside `selector` whose centre, in the viewport, hits something in `cover`. */
function coveredControls(page: Page, selector: string, cover: string): Promise<string[]> {
  return page.evaluate(
    ([within, over]) => {
      const controls = document.querySelectorAll<HTMLElement>(
        `${within} :is(button, a[href], input, textarea, select, [role="slider"], [role="tab"], [role="combobox"])`,
      );
      return [...controls].flatMap((control) => {
        const box = control.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        if (box.width === 0 || y < 0 || y > innerHeight || x < 0 || x > innerWidth) return [];
        const hit = document.elementFromPoint(x, y);
        return hit?.closest(over) ? [control.getAttribute('aria-label') ?? control.textContent ?? '?'] : [];
      });
    },
    [selector, cover] as const,
  );
}

/**
 * The Undo toast a delete brings, after its entry: `action` (a card's delete) is pressed with
 * the card's actions where the toasts come, at the bottom of the page's visible part, so the
 * next card's actions move up into that place as the deleted card goes.
 */
async function deleteWithActionsWhereToastsCome(page: Page, action: Locator): Promise<void> {
  await action.waitFor();
  await action.evaluate((button) => {
    button.scrollIntoView({ block: 'end' });
    window.scrollBy(0, -4);
  });
  await action.click();
  await page.getByRole('button', { name: 'Undo', exact: true }).first().waitFor();
  await page.waitForTimeout(1200); // the toast's entry, and any scroll that follows it
}

/**
 * Scrolls the page as a user would and stops with one of the `selector` controls in the middle
 * of a toast (the nearest one that lies beside the toasts), then waits for the page to settle.
 */
async function restWithControlUnderToast(page: Page, selector: string): Promise<void> {
  const moved = await page.evaluate((within) => {
    const toast = document.querySelector('[data-sonner-toast][data-visible="true"]')!.getBoundingClientRect();
    const room = { up: -window.scrollY, down: document.documentElement.scrollHeight - innerHeight - scrollY };
    const moves = [...document.querySelectorAll(within)]
      .map((control) => control.getBoundingClientRect())
      .filter((box) => box.width > 1 && box.left < toast.right && box.right > toast.left)
      .map((box) => (box.top + box.bottom) / 2 - (toast.top + toast.bottom) / 2)
      .filter((by) => by >= room.up && by <= room.down)
      .sort((a, b) => Math.abs(a) - Math.abs(b));
    if (moves[0] === undefined) return false;
    window.scrollBy(0, moves[0]);
    return true;
  }, selector);
  expect(moved, `no ${selector} can be scrolled under a toast`).toBe(true);
  await page.waitForTimeout(1200); // the end of the scroll, and any scroll that follows it
}

/**
 * The points across the page's width, at the tab bar's middle and just below it, that hit
 * anything but the tab bar: on a phone it spans the width; on a wide screen the floating bar
 * rests in a band of its own (before, the Review cards showed, and were cut, beside it).
 */
function besideTheBar(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('.tab-bar-inner')!.getBoundingClientRect();
    const misses: number[] = [];
    for (const y of [bar.top + bar.height / 2, Math.min(bar.bottom + 4, innerHeight - 1)]) {
      for (let x = 2; x < innerWidth; x += 24) {
        if (!document.elementFromPoint(x, y)?.closest('.tab-bar')) misses.push(x);
      }
    }
    return misses;
  });
}

describe.each(Object.entries(viewports))('nothing covered at %s size', (size, viewport) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport });
    page = await context.newPage();
    await page.goto(`${ai.info.siteUrl}/auth`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${ai.info.siteUrl}/`);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('nothing of the page shows beside or under the tab bar, the Review cards scrolled or not', async () => {
    await page.getByRole('tab', { name: /Review/ }).click();
    await page
      .getByRole('button', { name: /Needs refining/ })
      .first()
      .waitFor();
    for (const scroll of [0, 300]) {
      await page.evaluate((by) => window.scrollBy(0, by), scroll);
      expect(await besideTheBar(page)).toEqual([]);
    }
    await screenshot(page, `review-under-tab-bar-${size}`);
  });

  it('a toast arriving over the control in use moves it clear', async () => {
    await page.getByRole('tab', { name: /^List/ }).click();
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const copy = page.getByRole('button', { name: 'Copy Title' }).first();
    // At the bottom edge of the page's visible part, where the toasts come.
    await copy.evaluate((button) => {
      button.scrollIntoView({ block: 'end' });
      window.scrollBy(0, -4);
    });
    await copy.click();
    await page.locator('[data-sonner-toast]').first().waitFor();
    await page.waitForTimeout(600); // the toast's entry, and the scroll that follows it
    expect(await copy.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await coveredControls(page, '.listing-details', '[data-sonner-toaster]')).not.toContain(
      'Copy Title',
    );
    await screenshot(page, `toast-clear-of-copy-${size}`);
  });

  it("the Undo toast of a thumbs-down covers none of the Review cards' controls", async () => {
    await page.getByRole('tab', { name: /Review/ }).click();
    const thumbsDown = page.getByRole('button', { name: /Needs refining/ });
    await deleteWithActionsWhereToastsCome(page, thumbsDown.nth(1));
    // The thumbs-down leads to the Add tab; back on Review, the Undo toast still shows.
    await page.getByRole('tab', { name: /Review/ }).click();
    await thumbsDown.first().waitFor();
    await page.waitForTimeout(1200); // any scroll that follows the change of screen
    expect((await controlsUnderToasts(page)).covered).toEqual([]);
    await restWithControlUnderToast(page, '.review-thumb');
    expect((await controlsUnderToasts(page)).covered).toEqual([]);
    await screenshot(page, `undo-toast-review-${size}`);
  });

  it("the Undo toast of a delete covers none of the other List cards' controls", async () => {
    await page.getByRole('tab', { name: /^List/ }).click();
    const trash = page.getByRole('button', { name: /^Delete / });
    await deleteWithActionsWhereToastsCome(page, trash.nth(4));
    expect((await controlsUnderToasts(page)).covered).toEqual([]);
    await restWithControlUnderToast(page, 'main button[aria-label^="Delete "]');
    expect((await controlsUnderToasts(page)).covered).toEqual([]);
    await screenshot(page, `undo-toast-list-${size}`);
  });
});

describe.each(Object.entries(viewports))('the confirm screen at %s size', (size, viewport) => {
  it('a toast on the confirm screen covers none of its controls, Resend code among them', async () => {
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await page.goto(`${ai.info.siteUrl}/auth`);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { name: 'Create Account' }).waitFor();
      await page.getByLabel('Email').fill(uniqueEmail(`covered-${size}`));
      await page.getByLabel('Password').fill('Covered-pass-1');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
      await toastShows(page, messages.checkInbox);
      await page.waitForTimeout(1200); // the toast's entry, and any scroll that follows it
      expect(await page.getByRole('button', { name: 'Resend code' }).isVisible()).toBe(true);
      expect((await controlsUnderToasts(page)).covered).toEqual([]);
      await screenshot(page, `toast-on-confirm-${size}`);
    } finally {
      await context.close();
    }
  });
});
