import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetOverruns, measureFirstLoads } from '../../scripts/bench/web-bundle';

// The JavaScript budgets (docs/performance.md#running-the-benchmark) on the site this project
// runs against: `npm run test:e2e` builds dist/web first, so an overrun fails CI, not only the
// bench's table.
describe('the built site', () => {
  it('loads no more JavaScript before a first paint than the screen’s budget', () => {
    expect(budgetOverruns(measureFirstLoads(path.resolve('dist/web')))).toEqual([]);
  });
});
