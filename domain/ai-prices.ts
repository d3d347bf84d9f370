// What one model call costs, from its own `usage` and its web searches, priced from a dated
// table per model (docs/operator-guide.md#what-a-day-of-ai-costs). Money is counted in
// micro-dollars (millionths of a US dollar), whole numbers, so the daily counters add exactly.
//
// Sources, read 2026-12-02:
// - Token prices: OpenAI's "Priority processing" page, https://openai.com/api-priority-processing/
//   (price per 1M input tokens, cached input tokens and output tokens, per model).
//   NOT SOURCED: the Standard tier's prices (https://developers.openai.com/api/docs/pricing)
//   could not be read from here. Priority costs more than Standard for every model it lists,
//   so this table counts at least what a Standard call costs: a ceiling in it is never passed
//   in real money, and it refuses somewhat early. Replace the rows with the Standard page's
//   when it is read, with its date. Searched for again on 2026-12-02 (OpenAI's own
//   developers.openai.com/api/docs/pricing and platform.openai.com/docs/pricing): not found
//   in what could be read from here; only third-party copies of it were, and those are not
//   the source, so the Priority rows stay.
// - Web search: $10 per 1,000 `web_search` calls, with the search content tokens billed at the
//   model's input rate, as quoted from OpenAI's pricing page in the OpenAI developer forum,
//   https://community.openai.com/t/search-web-using-openai-api/1363698 (not the pricing page
//   itself: not sourced from OpenAI's own pricing page).

/** The date the prices below were read. */
export const AI_PRICES_READ_ON = '2026-12-02';

/**
 * Where the prices come from, for the operator's screen (the deploy's dry run): the table is
 * Priority's, because the Standard page was not found, so it counts high.
 */
export const AI_PRICES_SOURCE = `OpenAI's Priority prices, read ${AI_PRICES_READ_ON}: its Standard pricing page could not be read, so calls are counted at or above what they cost`;

/** One model's prices, in US dollars. */
export interface ModelPrices {
  inputPerMillion: number;
  cachedInputPerMillion: number;
  outputPerMillion: number;
}

/** Priority tier, per 1M tokens (see the sources above). */
export const modelPrices: Readonly<Record<string, ModelPrices>> = {
  'gpt-5.5': { inputPerMillion: 12.5, cachedInputPerMillion: 1.25, outputPerMillion: 75 },
  'gpt-5.4': { inputPerMillion: 5, cachedInputPerMillion: 0.5, outputPerMillion: 30 },
  'gpt-5.4-mini': { inputPerMillion: 1.5, cachedInputPerMillion: 0.15, outputPerMillion: 9 },
  'gpt-5.2': { inputPerMillion: 3.5, cachedInputPerMillion: 0.35, outputPerMillion: 28 },
  'gpt-5.1': { inputPerMillion: 2.5, cachedInputPerMillion: 0.25, outputPerMillion: 20 },
  'gpt-5': { inputPerMillion: 2.5, cachedInputPerMillion: 0.25, outputPerMillion: 20 },
  'gpt-5-mini': { inputPerMillion: 0.45, cachedInputPerMillion: 0.045, outputPerMillion: 3.6 },
  'gpt-4.1': { inputPerMillion: 3.5, cachedInputPerMillion: 0.875, outputPerMillion: 14 },
};

/** One `web_search` call, in US dollars ($10 per 1,000). */
export const WEB_SEARCH_PRICE = 0.01;

const MICROS_PER_DOLLAR = 1_000_000;

/** Dollars as micro-dollars, rounded up (a ceiling never counts less than was spent). */
export function toMicros(dollars: number): number {
  return Math.ceil(Math.round(dollars * MICROS_PER_DOLLAR * 1000) / 1000);
}

/** Micro-dollars as dollars, for people: `$1.23`, or `$0.0042` below a cent. */
export function formatMicros(micros: number): string {
  const dollars = micros / MICROS_PER_DOLLAR;
  return dollars >= 0.01 || dollars === 0 ? `$${dollars.toFixed(2)}` : `$${dollars.toFixed(4)}`;
}

/**
 * The prices of a model, by its name or a dated snapshot of it (`gpt-5-mini-2025-08-07`);
 * undefined when the table has none (the settings check refuses such a model).
 */
export function pricesFor(model: string): ModelPrices | undefined {
  return modelPrices[model] ?? modelPrices[model.replace(/-\d{4}-\d{2}-\d{2}$/, '')];
}

/** What a call reports of its spend: the Responses API's `usage` and its web searches. */
export interface CallUsage {
  /** All input tokens, cached ones included (as `usage.input_tokens` counts them). */
  inputTokens: number;
  /** Of those, the ones read from OpenAI's cache (`usage.input_tokens_details.cached_tokens`). */
  cachedInputTokens: number;
  /** Answer and reasoning together (`usage.output_tokens`). */
  outputTokens: number;
  /** `web_search_call` items in the answer: each is billed on its own. */
  webSearches: number;
}

/** One call's cost in micro-dollars, rounded up. */
export function callCostMicros(prices: ModelPrices, usage: CallUsage): number {
  const cached = Math.min(usage.cachedInputTokens, usage.inputTokens);
  const dollars =
    ((usage.inputTokens - cached) * prices.inputPerMillion +
      cached * prices.cachedInputPerMillion +
      usage.outputTokens * prices.outputPerMillion) /
      1_000_000 +
    usage.webSearches * WEB_SEARCH_PRICE;
  return toMicros(dollars);
}
