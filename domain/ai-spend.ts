// The product's spend on model calls, in money (docs/operator-guide.md#what-a-day-of-ai-costs):
// what a call is held against the day before it is made, the default daily ceiling sized from
// a stated load, and how much of the day one user may spend. Prices: domain/ai-prices.ts.

import { callCostMicros, type CallUsage, type ModelPrices, modelPrices } from './ai-prices';
import { MAX_PHOTOS_PER_ITEM } from './photos';

/** Input tokens of a call's own text (instructions and the item's words), about. */
const CALL_TEXT_TOKENS = 700;

/** Input tokens of one photo as the app uploads it (2048 px, OpenAI's image rule for gpt-5-mini), about. */
const PHOTO_TOKENS = 2_500;

/**
 * Input tokens one web search adds (its results, billed at the model's input rate), about: a
 * gpt-5-mini call with one search read 13,102 input tokens in a run posted to the OpenAI
 * developer forum (https://community.openai.com/t/chatgpt-5-api-with-all-options-set-to-low-very-high-token-count/1347529,
 * read 2026-12-02). An estimate, used only to hold money before a call; the call is then
 * charged its own `usage`.
 */
const SEARCH_CONTENT_TOKENS = 12_000;

/** The most a call can be: what the day holds for it before it is made. */
interface CallCeiling {
  photos: number;
  maxOutputTokens: number;
  maxWebSearches: number;
}

/**
 * What a call is held against the day's money before it is made, in micro-dollars: its
 * estimated input, its whole output ceiling and every search it may make. Once the call
 * answers, the hold is replaced by the cost of its own `usage`; a call that times out keeps
 * the hold (OpenAI may have billed it).
 */
export function callHoldMicros(prices: ModelPrices, ceiling: CallCeiling): number {
  return callCostMicros(prices, {
    inputTokens:
      CALL_TEXT_TOKENS + ceiling.photos * PHOTO_TOKENS + ceiling.maxWebSearches * SEARCH_CONTENT_TOKENS,
    cachedInputTokens: 0,
    outputTokens: ceiling.maxOutputTokens,
    webSearches: ceiling.maxWebSearches,
  });
}

/** The output and search ceilings of the analysis's calls (the functions' settings). */
interface AnalysisCeilings {
  identifyMaxOutputTokens: number;
  researchMaxOutputTokens: number;
  researchMaxWebSearches: number;
}

/** What one full item holds at most: identify with 8 photos, then its research. */
export function fullItemHoldMicros(prices: ModelPrices, ceilings: AnalysisCeilings): number {
  return (
    callHoldMicros(prices, {
      photos: MAX_PHOTOS_PER_ITEM,
      maxOutputTokens: ceilings.identifyMaxOutputTokens,
      maxWebSearches: 0,
    }) +
    callHoldMicros(prices, {
      photos: 0,
      maxOutputTokens: ceilings.researchMaxOutputTokens,
      maxWebSearches: ceilings.researchMaxWebSearches,
    })
  );
}

/** The load the default ceiling is sized for (the operator guide states it). */
const STATED_LOAD = {
  sellers: 1_000,
  itemsPerSellerPerMonth: 30,
  /** A busy day (a weekend, a campaign) against the month's average day. */
  busyDayFactor: 3,
  /** Items analysed again (the refine call) out of every one added. */
  analysedAgainShare: 0.1,
} as const;

/**
 * One typical item's calls (not their ceilings): identify with 3 photos writing 2,000 tokens
 * with its reasoning; research reading its text and 2 searches' results, writing 3,000 tokens
 * (a recorded research answer at effort medium wrote 3,773).
 */
const TYPICAL_ITEM_CALLS = {
  identify: {
    inputTokens: CALL_TEXT_TOKENS + 3 * PHOTO_TOKENS,
    cachedInputTokens: 0,
    outputTokens: 2_000,
    webSearches: 0,
  },
  research: {
    inputTokens: CALL_TEXT_TOKENS + 2 * SEARCH_CONTENT_TOKENS,
    cachedInputTokens: 0,
    outputTokens: 3_000,
    webSearches: 2,
  },
} as const satisfies Record<string, CallUsage>;

/** A typical item's cost, in micro-dollars: identify, research, and its share of analyses again. */
export function typicalItemMicros(prices: ModelPrices): number {
  const identify = callCostMicros(prices, TYPICAL_ITEM_CALLS.identify);
  const research = callCostMicros(prices, TYPICAL_ITEM_CALLS.research);
  return identify + research + Math.ceil(identify * STATED_LOAD.analysedAgainShare);
}

/** Items added on a busy day under the stated load. */
export function busyDayItems(): number {
  const averageDay = (STATED_LOAD.sellers * STATED_LOAD.itemsPerSellerPerMonth) / 30;
  return averageDay * STATED_LOAD.busyDayFactor;
}

/** The daily ceiling in whole US dollars for the stated load's busy day, rounded up to $10. */
export function dailySpendForStatedLoad(prices: ModelPrices): number {
  const micros = busyDayItems() * typicalItemMicros(prices);
  return Math.ceil(micros / 10_000_000) * 10;
}

/** The share of the daily ceiling, in percent, one user may spend, unless the operator sets it. */
export const DEFAULT_USER_SHARE_PERCENT = 5;

/**
 * Micro-dollars one user may spend in a UTC day: `percent` of the ceiling, rounded down, but
 * never less than `oneItemMicros` (what one full item holds: identify with 8 photos and its
 * research), so a small ceiling still lets a user finish one item; never more than the ceiling.
 */
export function userDailyShare(dailyMicros: number, percent: number, oneItemMicros: number): number {
  return Math.min(dailyMicros, Math.max(oneItemMicros, Math.floor((dailyMicros * percent) / 100)));
}

/** The ceiling spent, in percent, from which the operator is warned (an alarm, before users are refused). */
export const BUDGET_WARNING_PERCENT = 80;

/** gpt-5-mini's prices, read from the one price table: the default model's (deploy settings `ai.model`). */
const defaultModelPrices = modelPrices['gpt-5-mini'] as ModelPrices;

/** The default daily ceiling in US dollars: the stated load's busy day on the default model. */
export const DEFAULT_DAILY_SPEND_USD = dailySpendForStatedLoad(defaultModelPrices);
