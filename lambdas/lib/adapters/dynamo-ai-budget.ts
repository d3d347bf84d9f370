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
 * Each day's counts as atomic conditional updates (ADD the call's units unless that passes the
 * ceiling), so concurrent calls in every function can never take more than the budget, nor one
 * user more than their share, between them. The user's share is taken first and given back
 * when the product's budget then refuses (no transactions: dynalite has none).
 */
export class DynamoAiBudget implements AiBudget {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: CounterTable,
    private readonly callsPerDay: number,
    /** Units one user may spend in a day; the whole budget unless given. */
    private readonly userShare = callsPerDay,
  ) {}

  async take(now: Date, { weight, userId }: AiSpend): Promise<BudgetDecision> {
    const day = budgetDay(now);
    const userKey = userId === undefined ? undefined : `budget#ai#${day}#user#${userId}`;
    if (userKey && (await this.add(now, userKey, weight, this.userShare)) === undefined) {
      return { taken: false, spentBy: 'user' };
    }
    const spent = await this.add(now, `budget#ai#${day}`, weight, this.callsPerDay);
    if (spent === undefined) {
      if (userKey) await this.add(now, userKey, -weight);
      return { taken: false, spentBy: 'product' };
    }
    return { taken: true, spentPercent: spentPercent(spent, this.callsPerDay) };
  }

  /** Adds `units` to the counter unless it would pass `ceiling`; the new count, else undefined. */
  private async add(now: Date, key: string, units: number, ceiling?: number): Promise<number | undefined> {
    if (ceiling !== undefined && units > ceiling) return undefined;
    const condition =
      ceiling === undefined
        ? {}
        : {
            ConditionExpression: 'attribute_not_exists(calls) OR calls <= :left',
            ExpressionAttributeValues: {
              ':units': units,
              ':left': ceiling - units,
              ':expires': budgetExpiry(now),
            },
          };
    try {
      const { Attributes } = await this.client.send(
        new UpdateCommand({
          TableName: this.table.tableName,
          Key: { [this.table.partitionKey]: key },
          UpdateExpression: 'ADD calls :units SET #expires = :expires',
          ExpressionAttributeNames: { '#expires': this.table.ttlAttribute },
          ExpressionAttributeValues: { ':units': units, ':expires': budgetExpiry(now) },
          ...condition,
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.calls ?? units);
    } catch (error) {
      if (isConditionalCheckFailed(error)) return undefined;
      throw error;
    }
  }
}
