import { describe, expect, it } from 'vitest';
import { modelPrices } from '#domain/ai-prices.ts';
import {
  BUDGET_WARNING_PERCENT,
  busyDayItems,
  callHoldMicros,
  DEFAULT_DAILY_SPEND_USD,
  DEFAULT_USER_SHARE_PERCENT,
  dailySpendForStatedLoad,
  fullItemHoldMicros,
  typicalItemMicros,
  userDailyShare,
} from '#domain/ai-spend.ts';

const mini = modelPrices['gpt-5-mini']!;
const ceilings = { identifyMaxOutputTokens: 4000, researchMaxOutputTokens: 8000, researchMaxWebSearches: 3 };

describe('what a call holds of the day before it answers', () => {
  it('prices its text, photos and searches as input, its whole output ceiling and every search', () => {
    // 700 + 2 x 2,500 input at $0.45/M, 4,000 output at $3.60/M.
    expect(callHoldMicros(mini, { photos: 2, maxOutputTokens: 4000, maxWebSearches: 0 })).toBe(2565 + 14_400);
    // 700 + 3 x 12,000 input, 8,000 output, 3 searches at $0.01.
    expect(callHoldMicros(mini, { photos: 0, maxOutputTokens: 8000, maxWebSearches: 3 })).toBe(
      16_515 + 28_800 + 30_000,
    );
  });

  it('holds more for each photo and each search', () => {
    const base = { photos: 1, maxOutputTokens: 100, maxWebSearches: 0 };
    expect(callHoldMicros(mini, { ...base, photos: 2 })).toBeGreaterThan(callHoldMicros(mini, base));
    expect(callHoldMicros(mini, { ...base, maxWebSearches: 1 }) - callHoldMicros(mini, base)).toBe(
      10_000 + 5_400,
    );
  });

  it('a full item holds identify with 8 photos and its research', () => {
    expect(fullItemHoldMicros(mini, ceilings)).toBe(
      callHoldMicros(mini, { photos: 8, maxOutputTokens: 4000, maxWebSearches: 0 }) +
        callHoldMicros(mini, { photos: 0, maxOutputTokens: 8000, maxWebSearches: 3 }),
    );
  });
});

describe('the default daily ceiling, sized from the stated load', () => {
  it('is a busy day of 1,000 sellers listing 30 items a month: 3,000 items', () => {
    expect(busyDayItems()).toBe(3000);
  });

  it('prices a typical item on gpt-5-mini at $0.053894 (identify, research, a tenth analysed again)', () => {
    // identify 8,200 in + 2,000 out = $0.01089; research 24,700 in + 3,000 out + 2 searches = $0.041915.
    expect(typicalItemMicros(mini)).toBe(10_890 + 41_915 + 1_089);
  });

  it('is $170: 3,000 x $0.053894 = $161.68, rounded up to $10', () => {
    expect(dailySpendForStatedLoad(mini)).toBe(170);
    expect(DEFAULT_DAILY_SPEND_USD).toBe(170);
  });

  it('rounds a sum up to whole tens of dollars, never down', () => {
    // Output only at $1 per 1,000 tokens: 2,000 + 3,000 + a tenth of 2,000, and 2 searches: $5.22.
    const dollarPerThousand = { inputPerMillion: 0, cachedInputPerMillion: 0, outputPerMillion: 1000 };
    expect(typicalItemMicros(dollarPerThousand)).toBe(5_220_000);
    expect(dailySpendForStatedLoad(dollarPerThousand)).toBe(15_660); // 3,000 x $5.22, on a boundary
    const cheaper = { ...dollarPerThousand, outputPerMillion: 999 };
    expect(dailySpendForStatedLoad(cheaper)).toBe(15_650); // 3,000 x $5.2148 = $15,644.40, up
  });
});

describe("one user's share of the day", () => {
  it('is the percent of the ceiling, rounded down', () => {
    expect(userDailyShare(170_000_000, 5, 100_000)).toBe(8_500_000);
    expect(userDailyShare(999, 5, 10)).toBe(49);
  });

  it('never falls below one full item', () => {
    expect(userDailyShare(1000, 5, 300)).toBe(300);
    expect(userDailyShare(8000, 5, 300)).toBe(400);
  });

  it('is never more than the whole ceiling', () => {
    expect(userDailyShare(200, 100, 300)).toBe(200);
    expect(userDailyShare(1000, 100, 10)).toBe(1000);
  });

  it('defaults to 5 % and warns the operator at 80 % of the day', () => {
    expect([DEFAULT_USER_SHARE_PERCENT, BUDGET_WARNING_PERCENT]).toEqual([5, 80]);
  });
});
