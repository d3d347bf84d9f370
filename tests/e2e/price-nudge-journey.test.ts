import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api-client';
import { launchChromium, viewports } from '../support/browser';
import { createSignedInUser } from '../support/cognito-users';
import { shotInto, signIn } from '../support/journey-page';
import { watchProblems } from '../support/page-problems';
import { uploadAndCreate } from '../support/photos';
import { backdateCreation } from '../support/seed-listings';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';
import { pngBytes } from '../fixtures/files';

// Honest pricing's nudge in real Chromium at 390x844 (touch) and 1280x800 (mouse)
// (docs/product.md#honest-pricing). The clock is the listing's own: the item is marked listed
// on Vinted eight days back (the life route takes a past date), so the week has passed without
// moving the browser's clock, which would also age the session's tokens. With no suggestion
// below the price, the nudge offers 10 % off: one tap drops £12.50 to £11.25, one tap undoes it.

const shotDir = path.resolve('docs/screenshots');
const DAY_MS = 24 * 60 * 60 * 1000;

let ai: AiTwin;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shotDir, { recursive: true });
  [ai, browser] = await Promise.all([startAiTwin(), launchChromium()]);
  ai.fake.script({ defaultReply: { kind: 'success', listings: [] } });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await ai?.stop();
});

const devices = [
  { name: 'phone', touch: true, viewport: viewports.phone },
  { name: 'desktop', touch: false, viewport: viewports.desktop },
] as const;

describe.each(devices)('the price nudge ($name)', (device) => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const press = (target: Locator) => (device.touch ? target.tap() : target.click());

  beforeAll(async () => {
    context = await browser.newContext(
      device.touch
        ? { viewport: device.viewport, hasTouch: true, isMobile: true }
        : { viewport: device.viewport },
    );
    page = await context.newPage();
    problems = await watchProblems(page);
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(() => {
    expect(problems).toEqual([]);
  });

  it('offers a lower price after a week listed, drops it in one tap and undoes it in one', async () => {
    const user = await createSignedInUser(ai.info, `nudge-${device.name}`);
    const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes, 'hobbit.png');
    await ai.twin.analysesSettled();
    const stored = async () =>
      (await callApi(ai.info, 'GET', `/api/listings/${created.id}`, { token: user.accessToken })).body;

    await page.goto(`${ai.info.siteUrl}/auth`);
    await signIn(page, ai.info, user.email, user.password);
    await press(page.getByRole('tab', { name: 'List' }));
    await press(page.getByRole('button', { name: /^Edit / }).first());
    await page.getByPlaceholder('Custom price').fill('12.50');
    await press(page.getByRole('button', { name: 'Set', exact: true }));
    await page.getByText('Saved: not listed anywhere yet.').waitFor();
    const nudge = page.getByRole('region', { name: 'Listed 8 days: drop to £11.25?' });
    expect(await nudge.count()).toBe(0); // saved, not listed: nothing to nudge

    const listedAt = new Date(Date.now() - 8 * DAY_MS).toISOString();
    // The item was added before it was listed: a life date before its creation is refused.
    await backdateCreation(ai.info, user.sub, created.id, new Date(Date.now() - 9 * DAY_MS).toISOString());
    const listed = await callApi(ai.info, 'POST', `/api/listings/${created.id}/life`, {
      token: user.accessToken,
      body: {
        event: { type: 'list', marketplace: 'vinted', at: listedAt },
        seen: (await stored()).updated_at,
      },
    });
    expect(listed.status).toBe(200);

    await page.reload();
    await press(page.getByRole('tab', { name: 'List' }));
    await press(page.getByRole('button', { name: /^Edit / }).first());
    await nudge.waitFor();
    await shotInto(shotDir, page, `price-nudge-offered-${device.name}`);

    await press(nudge.getByRole('button', { name: 'Drop to £11.25' }));
    const done = page.getByRole('region', { name: 'Price dropped to £11.25.' });
    await done.waitFor();
    await expect.poll(async () => (await stored()).user_fields.price).toBe('11.25');
    await shotInto(shotDir, page, `price-nudge-dropped-${device.name}`);

    await press(done.getByRole('button', { name: 'Undo' }));
    await done.waitFor({ state: 'detached' });
    await expect.poll(async () => (await stored()).user_fields.price).toBe('12.50');
    expect(await nudge.count()).toBe(0); // answered for this week: not asked again
  }, 180_000);
});
