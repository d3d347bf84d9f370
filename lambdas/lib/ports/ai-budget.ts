// The product's daily budget of model calls, every user together, and each user's share of it
// (spend ceilings, docs/design.md#security and docs/operator-guide.md#what-a-day-of-ai-costs):
// config.aiDailyBudget() units per UTC day, of which one user may spend config.aiUserSharePercent();
// past either, every call is refused until midnight UTC with a clear message (ai-failure.ts).
// A call takes units by its photos (domain/ai-spend.ts's aiCallWeight).

/** What one call spends: its units, and the user it is made for (their share is taken too). */
export interface AiSpend {
  weight: number;
  /** Absent only where no user is behind the call (a bench): then only the product's budget counts. */
  userId?: string;
}

export type BudgetDecision =
  /** Taken: how much of the product's day is spent with this call, in percent. */
  | { taken: true; spentPercent: number }
  /** Refused: the product's budget or the user's share of it is spent. */
  | { taken: false; spentBy: 'product' | 'user' };

export interface AiBudget {
  /** Takes one call's units from the day of `now`, from the user's share and the product's budget. */
  take(now: Date, spend: AiSpend): Promise<BudgetDecision>;
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
export function spentPercent(spent: number, budget: number): number {
  return Math.round((spent * 1000) / budget) / 10;
}
