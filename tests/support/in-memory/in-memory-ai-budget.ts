import {
  budgetDay,
  spentPercent,
  type AiBudget,
  type AiSpend,
  type BudgetDecision,
} from '#lambdas/lib/ports/ai-budget.ts';

/** The daily budget of model calls in a Map, for unit tests (the DynamoDB one: ai-ceilings.test.ts). */
export class InMemoryAiBudget implements AiBudget {
  private readonly taken = new Map<string, number>();
  /** Every spend asked for, in order (taken or not). */
  readonly spends: AiSpend[] = [];

  constructor(
    private readonly callsPerDay = Number.MAX_SAFE_INTEGER,
    private readonly userShare = callsPerDay,
  ) {}

  async take(now: Date, spend: AiSpend): Promise<BudgetDecision> {
    this.spends.push(spend);
    const day = budgetDay(now);
    const userKey = `${day}#${spend.userId}`;
    if (spend.userId !== undefined && (this.taken.get(userKey) ?? 0) + spend.weight > this.userShare) {
      return { taken: false, spentBy: 'user' };
    }
    const count = this.taken.get(day) ?? 0;
    if (count + spend.weight > this.callsPerDay) return { taken: false, spentBy: 'product' };
    this.taken.set(day, count + spend.weight);
    if (spend.userId !== undefined) this.taken.set(userKey, (this.taken.get(userKey) ?? 0) + spend.weight);
    return { taken: true, spentPercent: spentPercent(count + spend.weight, this.callsPerDay) };
  }

  /** Units taken on the day of `now`. */
  takenOn(now: Date): number {
    return this.taken.get(budgetDay(now)) ?? 0;
  }
}
