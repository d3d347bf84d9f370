import { ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './aws-errors';
import type { EbaySellers, PolledSeller } from '../ports/ebay-sellers';

// The sellers the orders poll visits, from the connections in the profiles table
// (dynamo-ebay-connections.ts: `ebay-connection#<userId>`). A Scan with a key-prefix filter,
// not an index: the table holds one profile and at most one connection (and its lookup) per
// user, so a poll every 15 minutes reads the whole table, which at the product's scale (a few
// thousand users, items under 1 KB) is a few hundred read units a run. A sparse index on the
// connections is the step when that grows (docs/architecture/backend.md#sold-on-ebay). The
// cursor is an attribute of the connection itself, so disconnecting, erasure and eBay's
// deletion notification take it along, and a new consent starts afresh.

const connectionPrefix = 'ebay-connection#';

interface ScannedConnection {
  id: string;
  userId: string;
  status: PolledSeller['status'];
  connectedAt: string;
  ordersSince?: string;
}

export class DynamoEbaySellers implements EbaySellers {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async all(): Promise<PolledSeller[]> {
    const sellers: PolledSeller[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.client.send(
        new ScanCommand({
          TableName: this.tableName,
          FilterExpression: 'begins_with(#id, :prefix)',
          ProjectionExpression: '#id, userId, #status, connectedAt, ordersSince',
          ExpressionAttributeNames: { '#id': 'id', '#status': 'status' },
          ExpressionAttributeValues: { ':prefix': connectionPrefix },
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      for (const item of (page.Items ?? []) as ScannedConnection[]) {
        sellers.push({
          userId: item.userId,
          status: item.status,
          connectedAt: item.connectedAt,
          ...(item.ordersSince ? { ordersSince: item.ordersSince } : {}),
        });
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return sellers;
  }

  async moveOrdersCursor(userId: string, since: string): Promise<void> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { id: `${connectionPrefix}${userId}` },
          UpdateExpression: 'SET ordersSince = :since',
          // ISO timestamps of one format sort as text: the cursor only moves forward.
          ConditionExpression:
            'attribute_exists(id) AND (attribute_not_exists(ordersSince) OR ordersSince < :since)',
          ExpressionAttributeValues: { ':since': since },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
}
