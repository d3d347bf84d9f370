import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

// Debian's Chromium, never a downloaded browser, with the flags this machine needs.
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
}

const screenshotDir = path.resolve('tests/e2e/screenshots');

/** Saves a full-page screenshot for a person to look at (tests/e2e/screenshots). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({
    path: path.join(screenshotDir, `${name}-${size?.width}x${size?.height}.png`),
    fullPage: true,
  });
}
