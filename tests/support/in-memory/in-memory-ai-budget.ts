import {
  budgetDay,
  spentPercent,
  type AiBudget,
  type AiSpend,
  type BudgetDecision,
} from '#lambdas/lib/ports/ai-budget.ts';

/** The daily spend ceiling in a Map, for unit tests (the DynamoDB one: ai-ceilings.test.ts). */
export class InMemoryAiBudget implements AiBudget {
  private readonly spent = new Map<string, number>();
  /** Every hold asked for, in order (taken or not). */
  readonly spends: AiSpend[] = [];
  /** Every adjustment (a call's cost replacing its hold), in order. */
  readonly adjustments: AiSpend[] = [];

  constructor(
    private readonly dailyMicros = Number.MAX_SAFE_INTEGER,
    private readonly userShareMicros = dailyMicros,
  ) {}

  async take(now: Date, spend: AiSpend): Promise<BudgetDecision> {
    this.spends.push(spend);
    const day = budgetDay(now);
    const userKey = `${day}#${spend.userId}`;
    if (spend.userId !== undefined && (this.spent.get(userKey) ?? 0) + spend.micros > this.userShareMicros) {
      return { taken: false, spentBy: 'user' };
    }
    const sum = this.spent.get(day) ?? 0;
    if (sum + spend.micros > this.dailyMicros) return { taken: false, spentBy: 'product' };
    this.add(day, userKey, spend);
    return { taken: true, spentPercent: spentPercent(sum + spend.micros, this.dailyMicros) };
  }

  async adjust(now: Date, spend: AiSpend): Promise<number> {
    this.adjustments.push(spend);
    const day = budgetDay(now);
    this.add(day, `${day}#${spend.userId}`, spend);
    return spentPercent(this.spent.get(day) ?? 0, this.dailyMicros);
  }

  /** Micro-dollars spent on the day of `now`. */
  spentOn(now: Date): number {
    return this.spent.get(budgetDay(now)) ?? 0;
  }

  /** Micro-dollars one user spent on the day of `now`. */
  spentBy(userId: string, now: Date): number {
    return this.spent.get(`${budgetDay(now)}#${userId}`) ?? 0;
  }

  private add(day: string, userKey: string, spend: AiSpend): void {
    this.spent.set(day, (this.spent.get(day) ?? 0) + spend.micros);
    if (spend.userId !== undefined) this.spent.set(userKey, (this.spent.get(userKey) ?? 0) + spend.micros);
  }
}
