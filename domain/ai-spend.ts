// The product's spend on model calls (docs/operator-guide.md#what-a-day-of-ai-costs): how much of
// the daily budget one call takes, and how much of the day one user may spend.

/**
 * Photos one unit of the daily budget covers. On gpt-5-mini ($0.25 per million input tokens, $2
 * per million output) a call's text and output (2,000 to 4,000 tokens with reasoning) cost about
 * $0.004, and one photo as the app uploads it (2048 px, about 2,500 input tokens by OpenAI's
 * image rule) about $0.0006: a call of 1 to 4 photos costs at most 1.5 times a 1-photo call, one
 * of 5 to 8 photos 1.6 to 2.1 times. Rounded to whole units: one unit per four photos, rounded up.
 */
export const PHOTOS_PER_BUDGET_UNIT = 4;

/** Units of the daily budget one model call takes: 1 for 0 to 4 photos, 2 for 5 to 8. */
export function aiCallWeight(photoCount: number): number {
  return Math.max(1, Math.ceil(photoCount / PHOTOS_PER_BUDGET_UNIT));
}

/** The share of the daily budget one user may spend, in percent, unless the operator sets it. */
export const DEFAULT_USER_SHARE_PERCENT = 5;

/**
 * Units one user may spend in a UTC day: `percent` of the budget, rounded down, but never less
 * than one analysis of a full item (identify with 8 photos, 2 units, and research, 1 unit),
 * so a small budget still lets a user finish one item.
 */
export function userDailyShare(dailyBudget: number, percent: number): number {
  return Math.min(dailyBudget, Math.max(MIN_USER_SHARE, Math.floor((dailyBudget * percent) / 100)));
}

/** One analysis of a full item: identify with 8 photos (2 units) and its research (1 unit). */
export const MIN_USER_SHARE = 3;

/** The budget spent, in percent, from which the operator is warned (an alarm, before users are refused). */
export const BUDGET_WARNING_PERCENT = 80;
