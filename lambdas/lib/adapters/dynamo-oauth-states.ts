import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './aws-errors';
import type { OAuthStates } from '../ports/ebay-connections';

// The Connect eBay `state`s live in the rate-limits table (key `ebay-oauth-state#<state>`,
// TTL `expiresAt`): short-lived keyed records are what that table holds, and its TTL removes an
// abandoned one. Consuming is one conditional delete, so a state works once, for its own user,
// before its expiry (the emulator has no TTL: the condition checks the expiry itself).

const keyOf = (state: string) => ({ id: `ebay-oauth-state#${state}` });

export class DynamoOAuthStates implements OAuthStates {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async create(state: string, userId: string, expiresAt: number): Promise<void> {
    await this.client.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { ...keyOf(state), userId, expiresAt },
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
  }

  async consume(state: string, userId: string, nowSeconds: number): Promise<boolean> {
    try {
      await this.client.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: keyOf(state),
          ConditionExpression: 'userId = :user AND expiresAt > :now',
          ExpressionAttributeValues: { ':user': userId, ':now': nowSeconds },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }
}
