import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetOverruns, measureFirstLoads, webBudgets } from '../../../scripts/bench/web-bundle';

// The budget check of tests/e2e/web-budgets.test.ts over a small built site: it fails a route
// whose first download is over its budget, and only that route.

let siteDir: string;

beforeAll(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'web-budgets-'));
  mkdirSync(path.join(siteDir, 'assets'));
  writeFileSync(path.join(siteDir, 'index.html'), '<script type="module" src="/assets/index-a.js"></script>');
  writeFileSync(path.join(siteDir, 'assets/index-a.js'), 'import "./shared-b.js";');
  writeFileSync(path.join(siteDir, 'assets/shared-b.js'), 'export const shared = 1;');
  writeFileSync(path.join(siteDir, 'assets/auth-c.js'), 'export const auth = 2;');
  writeFileSync(path.join(siteDir, 'assets/main-d.js'), 'import "./main-only-e.js";');
  writeFileSync(path.join(siteDir, 'assets/main-only-e.js'), `export const big = "${'x'.repeat(5000)}";`);
  writeFileSync(path.join(siteDir, 'assets/never-loaded-f.js'), 'export const lazy = 3;');
});

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('the JavaScript a route loads before its first paint', () => {
  it("is the entry script's imports and the route chunk's, never another chunk", () => {
    const [auth, main] = measureFirstLoads(siteDir);
    expect([...auth!.js].sort()).toEqual(['assets/auth-c.js', 'assets/index-a.js', 'assets/shared-b.js']);
    expect([...main!.js].sort()).toEqual([
      'assets/index-a.js',
      'assets/main-d.js',
      'assets/main-only-e.js',
      'assets/shared-b.js',
    ]);
  });

  it('passes the budgets when every route is under its own', () => {
    expect(budgetOverruns(measureFirstLoads(siteDir))).toEqual([]);
  });

  it('names each route over its budget, with its size and budget', () => {
    const loads = measureFirstLoads(siteDir);
    const authBytes = loads[0]!.jsBytes;
    const mainBytes = loads[1]!.jsBytes;
    expect(budgetOverruns(loads, { auth: authBytes - 1, main: mainBytes })).toEqual([
      `/auth: ${(authBytes / 1024).toFixed(1)} KiB over ${((authBytes - 1) / 1024).toFixed(1)} KiB`,
    ]);
    expect(budgetOverruns(loads, { auth: authBytes, main: mainBytes - 1 })).toHaveLength(1);
    expect(budgetOverruns(loads, { auth: authBytes, main: mainBytes })).toEqual([]);
  });

  it('are 130 KiB for /auth and 200 KiB for /, gzip', () => {
    expect(webBudgets).toEqual({ auth: 130 * 1024, main: 200 * 1024 });
  });
});
