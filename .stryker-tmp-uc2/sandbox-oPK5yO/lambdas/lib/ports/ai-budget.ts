// @ts-nocheck
// The product's daily budget of model calls, every user together (a spend ceiling,
// docs/design.md#security): config.aiDailyBudget() calls per UTC day, then every call is refused until
// midnight UTC with a clear message (ai-failure.ts's budget_exhausted).

export interface AiBudget {
  /** Takes one model call from the day's budget of `now`; false when the budget is spent. */
  take(now: Date): Promise<boolean>;
}

/** The UTC day a call counts against, e.g. `2026-11-24`. */
export function budgetDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** When the day's counter may go (epoch seconds): a day after the day ends. */
export function budgetExpiry(now: Date): number {
  const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return nextDay / 1000 + 24 * 3600;
}
