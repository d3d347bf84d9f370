// The product's daily spend ceiling on model calls, in money, every user together, and each
// user's share of it (spend ceilings, docs/design.md#security and
// docs/operator-guide.md#what-a-day-of-ai-costs): config.aiDailySpendMicros() a UTC day, of
// which one user may spend config.aiUserSharePercent(); past either, every call is refused
// until midnight UTC with a clear message (ai-failure.ts). Before each attempt the call's most
// possible cost is held (domain/ai-spend.ts's callHoldMicros); once it answers, the hold is
// replaced by what its own `usage` cost (domain/ai-prices.ts's callCostMicros).

/** Money, in micro-dollars, for the user it is spent for (their share is counted too). */
export interface AiSpend {
  micros: number;
  /** Absent only where no user is behind the call (a bench): then only the product's ceiling counts. */
  userId?: string;
}

export type BudgetDecision =
  /** Held: how much of the product's day is spent with this hold, in percent. */
  | { taken: true; spentPercent: number }
  /** Refused: the product's ceiling or the user's share of it would be passed. */
  | { taken: false; spentBy: 'product' | 'user' };

export interface AiBudget {
  /** Holds a call's most possible cost on the day of `now`, unless it would pass a ceiling. */
  take(now: Date, spend: AiSpend): Promise<BudgetDecision>;
  /**
   * Adds `micros` (negative to give back) to the day's spend and the user's, whatever the
   * ceilings: a call's real cost replacing its hold. Answers the day's spent share, in percent.
   */
  adjust(now: Date, spend: AiSpend): Promise<number>;
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

/** The spent share of the day in percent, one decimal. */
export function spentPercent(spent: number, ceiling: number): number {
  return Math.round((spent * 1000) / ceiling) / 10;
}
