import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamoDbEmulator, type DynamoDbEmulator } from '#infra/local/dynamodb-emulator.ts';
import { resolvePort } from '#infra/local/free-port.ts';
import { provisionTables } from '#infra/local/provision.ts';
import { createTable } from '#infra/local/table-definition.ts';
import { tableSchemas } from '#infra/table-schemas.ts';

// A twin whose data was written before the listings table had its index of ready items: at
// the next start the table is created anew with the index, every item kept (dynalite cannot
// add an index to a table), and the data migrations (infra/migrations, as after a deploy) put
// the items that were ready into the index.

let dataDir: string;
let emulator: DynamoDbEmulator;
let documents: DynamoDBDocumentClient;

const table = tableSchemas.listings.name;
const userId = 'user-before-the-index';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sls-migration-'));
  emulator = await startDynamoDbEmulator({ dataDir, port: await resolvePort(0) });
  const dynamo = new DynamoDBClient({
    region: 'local',
    endpoint: emulator.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  documents = DynamoDBDocumentClient.from(dynamo);
  await createTable(dynamo, { ...tableSchemas.listings, globalIndexes: [] });
  for (const [id, stage] of [
    ['listing#01JD3Z8Q4N5W6X7Y8Z9A0B1C2D', 'ready'],
    ['listing#01JD3Z8Q4N5W6X7Y8Z9A0B1C2F', 'saved'],
    ['upload#user/1-a.png', undefined],
  ] as const) {
    await documents.send(
      new PutCommand({ TableName: table, Item: { userId, id, ...(stage ? { stage } : {}) } }),
    );
  }
  await provisionTables(emulator.url, dataDir);
});

afterAll(async () => {
  documents.destroy();
  await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a listings table made before its index of ready items', () => {
  it('gets the index at the next start', async () => {
    const { Table } = await documents.send(new DescribeTableCommand({ TableName: table }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName)).toContain('readyByUser');
  });

  it('keeps every item it held', async () => {
    const { Items = [] } = await documents.send(new ScanCommand({ TableName: table }));
    const users = Items.filter((item) => item.userId === userId);
    expect(users.map((item) => item.id).sort()).toEqual([
      'listing#01JD3Z8Q4N5W6X7Y8Z9A0B1C2D',
      'listing#01JD3Z8Q4N5W6X7Y8Z9A0B1C2F',
      'upload#user/1-a.png',
    ]);
  });

  it('puts the items that were ready, and only those, into the index', async () => {
    const { Items = [] } = await documents.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'readyByUser',
        KeyConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':userId': userId },
      }),
    );
    expect(Items.map((item) => item.id)).toEqual(['listing#01JD3Z8Q4N5W6X7Y8Z9A0B1C2D']);
  });
});
