import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { messages } from '#domain/messages.ts';
import { toastShows } from './journey-page';

// Steps of the whole journey (tests/e2e/whole-journey.test.ts) where a seller gets something back.

/**
 * docs/product.md#states-and-transitions: the item just deleted with the button `deleteName`
 * comes back with Undo 10 s later, well past an ordinary toast's 4.5 s (a bounded wait: the
 * server keeps it 60 s). Then it is deleted again for the steps after, its Undo toast closed.
 */
export async function undoesLate(
  page: Page,
  deleteName: string,
  listedText: string,
  stored: () => Promise<unknown[]>,
): Promise<void> {
  await page.waitForTimeout(10_000);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await toastShows(page, messages.itemRestored);
  await page.getByText(listedText).waitFor();
  await expect.poll(async () => (await stored()).length).toBe(1);
  await page.getByRole('button', { name: deleteName }).click();
  await toastShows(page, messages.itemDeleted);
  await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Close toast' }).first().click();
  await expect.poll(() => page.getByRole('button', { name: 'Undo', exact: true }).count()).toBe(0);
  await expect.poll(stored).toEqual([]);
}

/** After Start Over: a toast says where the items are, and the List tab shows them again on request. */
export async function startOverSaysWhere(page: Page, stored: number): Promise<void> {
  await toastShows(page, messages.startedOver);
  await page.getByRole('tab', { name: /^List/ }).click();
  await page.getByRole('button', { name: 'Show my items' }).click();
  await expect.poll(() => page.getByRole('button', { name: /^Edit / }).count()).toBe(stored);
  await page.getByRole('tab', { name: 'Add Item' }).click();
}
