import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  budgetDay,
  budgetExpiry,
  spentPercent,
  type AiBudget,
  type AiSpend,
  type BudgetDecision,
} from '../ports/ai-budget';
import { isConditionalCheckFailed } from './aws-errors';
import type { CounterTable } from './dynamo-rate-limiter';

/**
 * Each day's spend in micro-dollars as atomic conditional updates (ADD a call's hold unless
 * that passes the ceiling), so concurrent calls in every function can never hold more than
 * the ceiling, nor one user more than their share, between them. The user's share is taken
 * first and given back when the product's ceiling then refuses (no transactions: dynalite has
 * none). A call's real cost then replaces its hold with an unconditional ADD of the
 * difference. Keys `spend#ai#<day>` (the count of calls before money had `budget#ai#...`).
 */
export class DynamoAiBudget implements AiBudget {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: CounterTable,
    private readonly dailyMicros: number,
    /** Micro-dollars one user may spend in a day; the whole ceiling unless given. */
    private readonly userShareMicros = dailyMicros,
  ) {}

  async take(now: Date, { micros, userId }: AiSpend): Promise<BudgetDecision> {
    const userKey = this.userKey(now, userId);
    if (userKey && (await this.add(now, userKey, micros, this.userShareMicros)) === undefined) {
      return { taken: false, spentBy: 'user' };
    }
    const spent = await this.add(now, this.dayKey(now), micros, this.dailyMicros);
    if (spent === undefined) {
      if (userKey) await this.add(now, userKey, -micros);
      return { taken: false, spentBy: 'product' };
    }
    return { taken: true, spentPercent: spentPercent(spent, this.dailyMicros) };
  }

  async adjust(now: Date, { micros, userId }: AiSpend): Promise<number> {
    const userKey = this.userKey(now, userId);
    if (userKey) await this.add(now, userKey, micros);
    const spent = (await this.add(now, this.dayKey(now), micros)) ?? 0;
    return spentPercent(spent, this.dailyMicros);
  }

  private dayKey(now: Date): string {
    return `spend#ai#${budgetDay(now)}`;
  }

  private userKey(now: Date, userId: string | undefined): string | undefined {
    return userId === undefined ? undefined : `spend#ai#${budgetDay(now)}#user#${userId}`;
  }

  /** Adds `micros` to the counter unless it would pass `ceiling`; the new sum, else undefined. */
  private async add(now: Date, key: string, micros: number, ceiling?: number): Promise<number | undefined> {
    if (ceiling !== undefined && micros > ceiling) return undefined;
    const condition =
      ceiling === undefined
        ? {}
        : {
            ConditionExpression: 'attribute_not_exists(micros) OR micros <= :left',
            ExpressionAttributeValues: {
              ':micros': micros,
              ':left': ceiling - micros,
              ':expires': budgetExpiry(now),
            },
          };
    try {
      const { Attributes } = await this.client.send(
        new UpdateCommand({
          TableName: this.table.tableName,
          Key: { [this.table.partitionKey]: key },
          UpdateExpression: 'ADD micros :micros SET #expires = :expires',
          ExpressionAttributeNames: { '#expires': this.table.ttlAttribute },
          ExpressionAttributeValues: { ':micros': micros, ':expires': budgetExpiry(now) },
          ...condition,
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.micros ?? micros);
    } catch (error) {
      if (isConditionalCheckFailed(error)) return undefined;
      throw error;
    }
  }
}
