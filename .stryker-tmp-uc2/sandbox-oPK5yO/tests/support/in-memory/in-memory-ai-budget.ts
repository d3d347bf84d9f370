// @ts-nocheck
import { budgetDay, type AiBudget } from '#lambdas/lib/ports/ai-budget.ts';

/** The daily budget of model calls in a Map, for unit tests (the DynamoDB one: ai-ceilings.test.ts). */
export class InMemoryAiBudget implements AiBudget {
  private readonly taken = new Map<string, number>();

  constructor(private readonly callsPerDay = Number.MAX_SAFE_INTEGER) {}

  async take(now: Date): Promise<boolean> {
    const day = budgetDay(now);
    const count = this.taken.get(day) ?? 0;
    if (count >= this.callsPerDay) return false;
    this.taken.set(day, count + 1);
    return true;
  }

  /** Calls taken on the day of `now`. */
  takenOn(now: Date): number {
    return this.taken.get(budgetDay(now)) ?? 0;
  }
}
