// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { conditions, isCondition } from '#domain/conditions.ts';

describe('condition options (docs/product.md#data)', () => {
  it('offers the 7 conditions in order', () => {
    expect(conditions).toEqual([
      'New with tags',
      'New without tags',
      'Excellent condition',
      'Very good condition',
      'Good condition',
      'Fair condition',
      'Poor condition',
    ]);
  });

  it('recognises a condition option and nothing else', () => {
    expect(isCondition('Good condition')).toBe(true);
    expect(isCondition('good condition')).toBe(false);
    expect(isCondition('Like new')).toBe(false);
  });
});
