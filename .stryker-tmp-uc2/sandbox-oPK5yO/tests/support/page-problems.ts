// @ts-nocheck
import type { Page } from 'playwright-core';

/**
 * Everything a page reports as going wrong: console errors, uncaught exceptions and
 * Content-Security-Policy violations (as the `securitypolicyviolation` events the page saw,
 * so a violation Chromium does not log is caught too). A browser test ends with
 * `expect(problems).toEqual([])`.
 */
export async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The location says which request a "Failed to load resource" line is about.
    const at = message.location().url;
    if (message.type() === 'error') problems.push(`console: ${message.text()}${at ? ` (${at})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return problems;
}
