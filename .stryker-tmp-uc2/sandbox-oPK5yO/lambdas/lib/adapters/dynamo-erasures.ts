// @ts-nocheck
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './aws-errors';
import type { Erasure, Erasures } from '../ports/erasures';

/**
 * The erasures table: partition key `userId`, TTL on `expiresAt`. TTL deletion lags (and the
 * emulator has none), so a read ignores an expired tombstone itself.
 */
export class DynamoErasures implements Erasures {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async find(userId: string): Promise<Erasure | undefined> {
    const result = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: { userId }, ConsistentRead: true }),
    );
    return asErasure(result?.Item);
  }

  async begin(userId: string, expiresAt: number): Promise<Erasure> {
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { userId, state: 'erasing', expiresAt, erasing_since: new Date().toISOString() },
          // An expired tombstone that TTL has not removed yet counts as none: find() ignores
          // it, so keeping it would leave the account with no tombstone in force at all.
          ConditionExpression: 'attribute_not_exists(userId) OR expiresAt < :now',
          ExpressionAttributeValues: { ':now': Math.floor(Date.now() / 1000) },
        }),
      );
      return { state: 'erasing', expiresAt };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      // A retry: the first call's tombstone stands (its expiry, its state).
      return (await this.find(userId)) ?? { state: 'erasing', expiresAt };
    }
  }

  async complete(userId: string, expiresAt: number): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { userId },
        // Counted from now: a token issued before the user was deleted (just before this)
        // stays valid for its whole lifetime, however long the erasure and its retries took.
        UpdateExpression: 'SET #state = :erased, erased_at = :now, expiresAt = :expiresAt',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':erased': 'erased',
          ':now': new Date().toISOString(),
          ':expiresAt': expiresAt,
        },
      }),
    );
  }
}

function asErasure(item: Record<string, unknown> | undefined): Erasure | undefined {
  const state = item?.state;
  const expiresAt = item?.expiresAt;
  if ((state !== 'erasing' && state !== 'erased') || typeof expiresAt !== 'number') return undefined;
  return expiresAt > Date.now() / 1000 ? { state, expiresAt } : undefined;
}
