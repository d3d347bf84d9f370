import { describe, expect, it } from 'vitest';
import {
  aiCallWeight,
  BUDGET_WARNING_PERCENT,
  DEFAULT_USER_SHARE_PERCENT,
  MIN_USER_SHARE,
  PHOTOS_PER_BUDGET_UNIT,
  userDailyShare,
} from '#domain/ai-spend.ts';
import { MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';

describe('the units of the daily budget a model call takes', () => {
  it('is 1 for a call without photos (the research) and for 1 photo', () => {
    expect([aiCallWeight(0), aiCallWeight(1)]).toEqual([1, 1]);
  });

  it('is 1 up to PHOTOS_PER_BUDGET_UNIT photos and 2 just past it', () => {
    expect(PHOTOS_PER_BUDGET_UNIT).toBe(4);
    expect([aiCallWeight(4), aiCallWeight(5)]).toEqual([1, 2]);
  });

  it('is 2 for an item with the most photos, more than a 1-photo call', () => {
    expect(aiCallWeight(MAX_PHOTOS_PER_ITEM)).toBe(2);
    expect(aiCallWeight(9)).toBe(3);
  });
});

describe("one user's share of the day", () => {
  it('is the percent of the budget, rounded down', () => {
    expect(userDailyShare(2000, 5)).toBe(100);
    expect(userDailyShare(999, 5)).toBe(49);
  });

  it('never falls below one analysis of a full item', () => {
    expect(MIN_USER_SHARE).toBe(aiCallWeight(MAX_PHOTOS_PER_ITEM) + aiCallWeight(0));
    expect(userDailyShare(40, 5)).toBe(3);
    expect(userDailyShare(80, 5)).toBe(4);
  });

  it('is never more than the whole budget', () => {
    expect(userDailyShare(2, 100)).toBe(2);
    expect(userDailyShare(10, 100)).toBe(10);
  });

  it('defaults to 5 % and warns the operator at 80 % of the day', () => {
    expect([DEFAULT_USER_SHARE_PERCENT, BUDGET_WARNING_PERCENT]).toEqual([5, 80]);
  });
});
