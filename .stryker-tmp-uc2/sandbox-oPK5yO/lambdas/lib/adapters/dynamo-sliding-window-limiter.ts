// @ts-nocheck
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './aws-errors';
import type { CounterTable } from './dynamo-rate-limiter';
import type { RateDecision, RateLimit, RefundableRateLimiter } from '../ports/rate-limiter';
import { refundNewest, slideWindow, slidingWindowKey } from './sliding-window';

/** Concurrent requests of one user that may each lose the race before one gives up. */
const MAX_ATTEMPTS = 8;

/**
 * The sliding window of sliding-window.ts in DynamoDB: read the user's request times, decide,
 * then write them back on the condition that nobody wrote since (a version number). Two
 * concurrent requests can never both take the last slot: one write fails its condition and
 * that request decides again on what the other wrote. No transactions (the emulator has none).
 */
export class DynamoSlidingWindowLimiter implements RefundableRateLimiter {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: CounterTable,
  ) {}

  async consume(limit: RateLimit, subject: string, now: Date): Promise<RateDecision> {
    return this.change(limit, subject, now, (stamps) => slideWindow(stamps, limit, now.getTime()));
  }

  async refund(limit: RateLimit, subject: string, now: Date): Promise<void> {
    await this.change(limit, subject, now, (stamps) => ({
      decision: { allowed: true },
      stamps: refundNewest(stamps, limit, now.getTime()),
    }));
  }

  private async change(
    limit: RateLimit,
    subject: string,
    now: Date,
    step: (stamps: number[]) => { decision: RateDecision; stamps: number[] },
  ): Promise<RateDecision> {
    const key = { [this.table.partitionKey]: slidingWindowKey(limit, subject) };
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const { Item } = await this.client.send(
        new GetCommand({ TableName: this.table.tableName, Key: key, ConsistentRead: true }),
      );
      const version = typeof Item?.version === 'number' ? Item.version : 0;
      const { decision, stamps } = step(Array.isArray(Item?.stamps) ? (Item.stamps as number[]) : []);
      if (!decision.allowed) return decision;
      try {
        await this.client.send(
          new UpdateCommand({
            TableName: this.table.tableName,
            Key: key,
            UpdateExpression: 'SET stamps = :stamps, version = :next, #expires = :expires',
            ConditionExpression: 'attribute_not_exists(version) OR version = :version',
            ExpressionAttributeNames: { '#expires': this.table.ttlAttribute },
            ExpressionAttributeValues: {
              ':stamps': stamps,
              ':next': version + 1,
              ':version': version,
              // Gone (by TTL) once its newest request stops counting.
              ':expires': Math.ceil(now.getTime() / 1000) + limit.windowSeconds,
            },
          }),
        );
        return decision;
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
    }
    throw new Error(`The ${limit.name} limit of one user changed under ${MAX_ATTEMPTS} attempts in a row`);
  }
}
