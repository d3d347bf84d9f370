// @ts-nocheck
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkWebBuild } from '../../../scripts/deploy/web-build.ts';

// `npm run deploy` deploys dist/web as it is: it refuses a missing build and one older than
// the sources it was built from.

let root: string;
const at = (path: string, secondsAgo: number) => {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, 'x');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, time, time);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'snap-list-shift-webbuild-'));
  at('web/src/main.tsx', 300);
  at('domain/messages.ts', 300);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web build check', () => {
  it('refuses a missing dist/web', () => {
    expect(checkWebBuild(root)).toEqual({
      ok: false,
      reason: expect.stringContaining('There is no web build'),
    });
  });

  it('accepts a build newer than every source', () => {
    at('dist/web/index.html', 10);
    expect(checkWebBuild(root)).toEqual({ ok: true });
  });

  it('refuses a build older than a web source, and names the file', () => {
    at('dist/web/index.html', 100);
    at('web/src/features/add/add-page.tsx', 5);
    expect(checkWebBuild(root)).toEqual({ ok: false, reason: expect.stringContaining('add-page.tsx') });
  });

  it('refuses a build older than a domain source (the web imports domain/)', () => {
    at('dist/web/index.html', 100);
    at('domain/prices.ts', 5);
    expect(checkWebBuild(root)).toEqual({ ok: false, reason: expect.stringContaining('prices.ts') });
  });
});
