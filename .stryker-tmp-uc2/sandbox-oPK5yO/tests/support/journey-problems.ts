// @ts-nocheck
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchProblems } from './page-problems';

/**
 * What a journey's page reports going wrong (console errors, uncaught exceptions, CSP
 * violations), checked after each step: anything not refused on purpose fails the step.
 */
export class StepProblems {
  private seen: string[] = [];
  private allowedThisStep: RegExp[] = [];

  /** `expected`: failures every step may cause on purpose, which Chromium logs as errors. */
  constructor(private readonly expected: RegExp[]) {}

  /** From the page's creation on (a new page replaces the one watched before). */
  async watch(page: Page): Promise<void> {
    this.seen = await watchProblems(page);
  }

  /** Refusals this step causes on purpose (e.g. the revoked refresh token); reset per step. */
  allowThisStep(...patterns: RegExp[]): void {
    this.allowedThisStep = patterns;
  }

  /** Whether the page has reported a problem like this one since the last check. */
  saw(pattern: RegExp): boolean {
    return this.seen.some((problem) => pattern.test(problem));
  }

  /** From afterEach: forgets what was seen, and fails on anything not allowed. */
  expectNoneUnexpected(): void {
    const allowed = [...this.expected, ...this.allowedThisStep];
    const unexpected = this.seen.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
    // Emptied in place: the page's listeners keep pushing into this same array.
    this.seen.length = 0;
    this.allowedThisStep = [];
    expect(unexpected).toEqual([]);
  }
}
