import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './aws-errors';
import type { EbayConnections, StoredEbayConnection } from '../ports/ebay-connections';

// A seller's eBay connection is one small record in the profiles table, beside their profile
// (docs/architecture/security.md#ebay-tokens): key `ebay-connection#<userId>`, so it never
// collides with a profile (whose key is the bare user id) and needs no table of its own.

const keyOf = (userId: string) => ({ id: `ebay-connection#${userId}` });

interface ConnectionItem extends StoredEbayConnection {
  id: string;
}

export class DynamoEbayConnections implements EbayConnections {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(userId: string): Promise<StoredEbayConnection | undefined> {
    const { Item } = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: keyOf(userId), ConsistentRead: true }),
    );
    if (!Item) return undefined;
    const { id: _id, ...connection } = Item as ConnectionItem;
    return connection;
  }

  async put(connection: StoredEbayConnection): Promise<void> {
    await this.client.send(
      new PutCommand({ TableName: this.tableName, Item: { ...keyOf(connection.userId), ...connection } }),
    );
  }

  async renewAccess(userId: string, sealedAccessToken: string, accessExpiresAt: number): Promise<void> {
    await this.updateIfPresent(userId, 'SET sealedAccessToken = :token, accessExpiresAt = :expires', {
      ':token': sealedAccessToken,
      ':expires': accessExpiresAt,
    });
  }

  async markNeedsReconnect(userId: string): Promise<void> {
    await this.updateIfPresent(
      userId,
      'SET #status = :status',
      { ':status': 'needsReconnect' },
      {
        '#status': 'status',
      },
    );
  }

  async remove(userId: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.tableName, Key: keyOf(userId) }));
  }

  /** An update that never brings back a connection the seller removed meanwhile. */
  private async updateIfPresent(
    userId: string,
    expression: string,
    values: Record<string, unknown>,
    names?: Record<string, string>,
  ): Promise<void> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: keyOf(userId),
          UpdateExpression: expression,
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeValues: values,
          ...(names && { ExpressionAttributeNames: names }),
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
}
