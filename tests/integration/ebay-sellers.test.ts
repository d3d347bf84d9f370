import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { DynamoEbayConnections } from '#lambdas/lib/adapters/dynamo-ebay-connections.ts';
import { DynamoEbaySellers } from '#lambdas/lib/adapters/dynamo-ebay-sellers.ts';
import type { StoredEbayConnection } from '#lambdas/lib/ports/ebay-connections.ts';
import { twinTables } from '../support/twin-tables';
import '../support/twin-context';

// The sellers the eBay orders poll visits, on the twin's DynamoDB (adapters/dynamo-ebay-sellers.ts):
// every connection found by the Scan, the orders cursor kept on the connection, forward only.

const twin = inject('twin');
const tables = twinTables(twin);
const profiles = twin.env.profilesTable!;
const connections = new DynamoEbayConnections(tables, profiles);
const sellers = new DynamoEbaySellers(tables, profiles);

const connectionOf = (userId: string, changes: Partial<StoredEbayConnection> = {}): StoredEbayConnection => ({
  userId,
  sealedAccessToken: 'sealed-access',
  accessExpiresAt: 1_800_000_000_000,
  sealedRefreshToken: 'sealed-refresh',
  refreshExpiresAt: 1_900_000_000_000,
  status: 'connected',
  connectedAt: '2026-12-02T12:00:00.000Z',
  ...changes,
});
const found = async (userId: string) => (await sellers.all()).find((seller) => seller.userId === userId);

describe('the eBay sellers the orders poll visits', () => {
  it('finds every connection, whatever its status, and nothing else of the table (no profile, no token)', async () => {
    const [connected, reconnect] = [randomUUID(), randomUUID()];
    await connections.put(connectionOf(connected, { ebayUserId: `ebay-${connected}` }));
    await connections.put(connectionOf(reconnect, { status: 'needsReconnect' }));
    const all = await sellers.all();
    expect(all.find((seller) => seller.userId === connected)).toEqual({
      userId: connected,
      status: 'connected',
      connectedAt: '2026-12-02T12:00:00.000Z',
    });
    expect(all.find((seller) => seller.userId === reconnect)?.status).toBe('needsReconnect');
    expect(all.every((seller) => !('sealedAccessToken' in seller) && seller.userId !== undefined)).toBe(true);
  });

  it('moves the cursor forward only, and keeps the connection as it was', async () => {
    const userId = randomUUID();
    await connections.put(connectionOf(userId));
    await sellers.moveOrdersCursor(userId, '2026-12-03T10:00:00.000Z');
    await sellers.moveOrdersCursor(userId, '2026-12-03T09:00:00.000Z');
    expect((await found(userId))?.ordersSince).toBe('2026-12-03T10:00:00.000Z');
    await sellers.moveOrdersCursor(userId, '2026-12-03T11:00:00.000Z');
    expect((await found(userId))?.ordersSince).toBe('2026-12-03T11:00:00.000Z');
    expect(await connections.get(userId)).toEqual({
      ...connectionOf(userId),
      ordersSince: '2026-12-03T11:00:00.000Z',
    });
  });

  it('never brings back a connection removed meanwhile, and a new consent starts afresh', async () => {
    const userId = randomUUID();
    await connections.put(connectionOf(userId));
    await sellers.moveOrdersCursor(userId, '2026-12-03T10:00:00.000Z');
    await connections.remove(userId);
    await sellers.moveOrdersCursor(userId, '2026-12-03T11:00:00.000Z');
    const { Item } = await tables.send(
      new GetCommand({ TableName: profiles, Key: { id: `ebay-connection#${userId}` }, ConsistentRead: true }),
    );
    expect(Item).toBeUndefined();
    await connections.put(connectionOf(userId, { connectedAt: '2026-12-03T12:00:00.000Z' }));
    expect((await found(userId))?.ordersSince).toBeUndefined();
  });
});
