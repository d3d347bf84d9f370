// @ts-nocheck
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './aws-errors';
import {
  rateWindow,
  refusal,
  type RateDecision,
  type RateLimit,
  type RateLimiter,
} from '../ports/rate-limiter';

export interface CounterTable {
  tableName: string;
  /** The table's string partition key: the counter's key goes there. */
  partitionKey: string;
  /** Its TTL attribute (epoch seconds): an old window's counter goes away by itself. */
  ttlAttribute: string;
}

/**
 * A fixed-window counter as one conditional update: ADD 1 unless the count has reached the
 * limit. Atomic in DynamoDB and in the emulator (no transactions needed), so two concurrent
 * requests can never both take the last slot. Counters live in any table with a string key
 * and TTL (the link-previews table for previews and icons).
 */
export class DynamoRateLimiter implements RateLimiter {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: CounterTable,
  ) {}

  async consume(limit: RateLimit, subject: string, now: Date): Promise<RateDecision> {
    const window = rateWindow(limit, subject, now);
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table.tableName,
          Key: { [this.table.partitionKey]: window.key },
          UpdateExpression: 'ADD #count :one SET #expires = :expires',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
          ExpressionAttributeNames: { '#count': 'requestCount', '#expires': this.table.ttlAttribute },
          ExpressionAttributeValues: { ':one': 1, ':limit': limit.limit, ':expires': window.endsAt },
        }),
      );
      return { allowed: true };
    } catch (error) {
      if (isConditionalCheckFailed(error)) return refusal(window, now);
      throw error;
    }
  }
}
