import { describe, expect, it } from 'vitest';
import {
  AI_PRICES_READ_ON,
  callCostMicros,
  formatMicros,
  modelPrices,
  pricesFor,
  toMicros,
  WEB_SEARCH_PRICE,
} from '#domain/ai-prices.ts';

const mini = modelPrices['gpt-5-mini']!;
const none = { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, webSearches: 0 };

describe("a call's cost from its own usage", () => {
  it('prices input, output and searches at the model rates: gpt-5-mini, 1,200 in, 350 out', () => {
    // 1,200 x $0.45/M + 350 x $3.60/M = $0.00054 + $0.00126.
    expect(callCostMicros(mini, { ...none, inputTokens: 1200, outputTokens: 350 })).toBe(540 + 1260);
  });

  it('prices cached input at the cached rate, and the rest of the input at the full one', () => {
    // 1,000 in of which 400 cached: 600 x 0.45 + 400 x 0.045.
    expect(callCostMicros(mini, { ...none, inputTokens: 1000, cachedInputTokens: 400 })).toBe(270 + 18);
  });

  it('never counts more cached tokens than input tokens', () => {
    expect(callCostMicros(mini, { ...none, inputTokens: 100, cachedInputTokens: 500 })).toBe(5); // 4.5, up
  });

  it('adds $0.01 for each web search, so a research call costs several identify calls', () => {
    expect(WEB_SEARCH_PRICE).toBe(0.01);
    const identify = callCostMicros(mini, { ...none, inputTokens: 8200, outputTokens: 2000 });
    const research = callCostMicros(mini, {
      ...none,
      inputTokens: 24_700,
      outputTokens: 3000,
      webSearches: 2,
    });
    expect(callCostMicros(mini, { ...none, webSearches: 3 })).toBe(30_000);
    expect(research / identify).toBeGreaterThan(3.5);
  });

  it('rounds up to a whole micro-dollar: a ceiling never counts less than was spent', () => {
    expect(callCostMicros(mini, { ...none, inputTokens: 1 })).toBe(1); // $0.00000045
    expect(callCostMicros(mini, none)).toBe(0);
    expect(toMicros(0.000001)).toBe(1);
    expect(toMicros(170)).toBe(170_000_000);
  });
});

describe('the price table', () => {
  it('finds a model by name or by a dated snapshot, and none for a model it lacks', () => {
    expect(pricesFor('gpt-5-mini')).toBe(mini);
    expect(pricesFor('gpt-5-mini-2025-08-07')).toBe(mini);
    expect(pricesFor('gpt-4o')).toBeUndefined();
    expect(pricesFor('gpt-5-mini-latest')).toBeUndefined();
  });

  it('is dated, and caches cost less than input, input less than output, for every model', () => {
    expect(AI_PRICES_READ_ON).toBe('2026-12-02');
    for (const prices of Object.values(modelPrices)) {
      expect(prices.cachedInputPerMillion).toBeLessThan(prices.inputPerMillion);
      expect(prices.inputPerMillion).toBeLessThan(prices.outputPerMillion);
    }
  });

  it('says an amount in dollars, to the cent, or to the hundredth of a cent below one', () => {
    expect(formatMicros(170_000_000)).toBe('$170.00');
    expect(formatMicros(53_894)).toBe('$0.05');
    expect(formatMicros(1_800)).toBe('$0.0018');
    expect(formatMicros(0)).toBe('$0.00');
  });
});

describe('the edges of prices and their display', () => {
  it('shows a cent exactly in cents', () => {
    expect(formatMicros(10_000)).toBe('$0.01');
  });

  it('takes a date off the end of a model name only', () => {
    expect(pricesFor('gpt-5-2025-08-07-mini')).toBeUndefined();
  });
});
