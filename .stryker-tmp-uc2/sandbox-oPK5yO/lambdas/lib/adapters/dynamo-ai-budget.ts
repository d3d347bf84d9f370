// @ts-nocheck
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { budgetDay, budgetExpiry, type AiBudget } from '../ports/ai-budget';
import { isConditionalCheckFailed } from './aws-errors';
import type { CounterTable } from './dynamo-rate-limiter';

/**
 * The day's count as one atomic conditional update (ADD 1 unless the budget is reached), so
 * concurrent calls in every function can never take more than the budget between them.
 */
export class DynamoAiBudget implements AiBudget {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: CounterTable,
    private readonly callsPerDay: number,
  ) {}

  async take(now: Date): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table.tableName,
          Key: { [this.table.partitionKey]: `budget#ai#${budgetDay(now)}` },
          UpdateExpression: 'ADD calls :one SET #expires = :expires',
          ConditionExpression: 'attribute_not_exists(calls) OR calls < :budget',
          ExpressionAttributeNames: { '#expires': this.table.ttlAttribute },
          ExpressionAttributeValues: {
            ':one': 1,
            ':budget': this.callsPerDay,
            ':expires': budgetExpiry(now),
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }
}
