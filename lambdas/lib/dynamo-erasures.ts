import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './aws-errors';
import type { Erasure, Erasures } from './erasures';

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
          ConditionExpression: 'attribute_not_exists(userId)',
        }),
      );
      return { state: 'erasing', expiresAt };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      // A retry: the first call's tombstone stands (its expiry, its state).
      return (await this.find(userId)) ?? { state: 'erasing', expiresAt };
    }
  }

  async complete(userId: string): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { userId },
        UpdateExpression: 'SET #state = :erased, erased_at = :now',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':erased': 'erased', ':now': new Date().toISOString() },
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
