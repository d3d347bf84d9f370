import { describe, expect, it } from 'vitest';
import { conditions, isCondition } from '#domain/conditions.ts';

// docs/product.md#conditions. The options themselves are checked against the doc's list by
// tests/unit/architecture/doc-facts.test.ts.
describe('condition options', () => {
  it('recognises each option, each listed once', () => {
    for (const condition of conditions) expect(isCondition(condition)).toBe(true);
    expect(new Set(conditions).size).toBe(conditions.length);
  });

  it('recognises nothing else, not even an option in other case', () => {
    expect(isCondition('good condition')).toBe(false);
    expect(isCondition('Like new')).toBe(false);
    expect(isCondition('')).toBe(false);
  });
});
