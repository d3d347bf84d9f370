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
// Beside it, keyed the same way, the lookup from the eBay user to the product's user,
// `ebay-user#<ebayUserId>` -> `{userId}`: eBay's account-deletion notification names only the
// eBay user. The lookup is written before the connection and removed after it, so a
// connection is never without its lookup; a stale lookup (the seller connected another eBay
// account since) is recognised by the connection's own `ebayUserId`.

const keyOf = (userId: string) => ({ id: `ebay-connection#${userId}` });
const lookupKeyOf = (ebayUserId: string) => ({ id: `ebay-user#${ebayUserId}` });

interface ConnectionItem extends StoredEbayConnection {
  id: string;
}

interface LookupItem {
  id: string;
  userId: string;
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
    const before = await this.get(connection.userId);
    if (connection.ebayUserId !== undefined) {
      const lookup: LookupItem = { ...lookupKeyOf(connection.ebayUserId), userId: connection.userId };
      await this.client.send(new PutCommand({ TableName: this.tableName, Item: lookup }));
    }
    await this.client.send(
      new PutCommand({ TableName: this.tableName, Item: { ...keyOf(connection.userId), ...connection } }),
    );
    // The seller connected another eBay account: the old one's lookup goes.
    if (before?.ebayUserId !== undefined && before.ebayUserId !== connection.ebayUserId) {
      await this.removeLookup(before.ebayUserId, connection.userId);
    }
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
    const connection = await this.get(userId);
    await this.client.send(new DeleteCommand({ TableName: this.tableName, Key: keyOf(userId) }));
    if (connection?.ebayUserId !== undefined) await this.removeLookup(connection.ebayUserId, userId);
  }

  async removeByEbayUser(ebayUserId: string): Promise<boolean> {
    const { Item } = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: lookupKeyOf(ebayUserId), ConsistentRead: true }),
    );
    const userId = (Item as LookupItem | undefined)?.userId;
    if (userId === undefined) return false;
    const connection = await this.get(userId);
    // Only the connection that is this eBay user's: a stale lookup removes nothing else.
    const held = connection?.ebayUserId === ebayUserId;
    if (held) await this.deleteIf(keyOf(userId), 'ebayUserId = :value', ebayUserId);
    await this.removeLookup(ebayUserId, userId);
    return held;
  }

  /** The lookup goes only while it still points at this user (another may hold it now). */
  private async removeLookup(ebayUserId: string, userId: string): Promise<void> {
    await this.deleteIf(lookupKeyOf(ebayUserId), 'userId = :value', userId);
  }

  /** A delete on a condition; a condition that no longer holds is nothing to do. */
  private async deleteIf(key: { id: string }, condition: string, value: string): Promise<void> {
    try {
      await this.client.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: key,
          ConditionExpression: condition,
          ExpressionAttributeValues: { ':value': value },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
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
