import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { startDynamoDbEmulator, type DynamoDbEmulator } from '#infra/local/dynamodb-emulator.ts';
import { resolvePort } from '#infra/local/free-port.ts';
import { provisionTables } from '#infra/local/provision.ts';
import { createTable } from '#infra/local/table-definition.ts';
import { keptItemsFile, rebuildTable } from '#infra/local/table-rebuild.ts';
import { tableSchemas } from '#infra/table-schemas.ts';

// The twin's table rebuild (a table made before an index it now needs) interrupted after the
// old table is deleted: the items wait in a file beside the data, and the next start
// (provisionTables) finishes the rebuild with every one of them. And a rebuild on an emulator
// that holds a deleted table as DELETING for a while waits for it to go before creating it.

const require = createRequire(import.meta.url);
const schema = tableSchemas.listings;
const userId = 'user-mid-rebuild';
const ids = Array.from({ length: 60 }, (_, n) => `listing#item-${String(n).padStart(2, '0')}`);

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function clientFor(url: string): DynamoDBClient {
  const dynamo = new DynamoDBClient({
    region: 'local',
    endpoint: url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  cleanups.push(() => dynamo.destroy());
  return dynamo;
}

/** A table without its indexes, holding the items, as an older version left it. */
async function oldTable(dynamo: DynamoDBClient): Promise<void> {
  await createTable(dynamo, { ...schema, globalIndexes: [] });
  const documents = DynamoDBDocumentClient.from(dynamo);
  for (const id of ids) {
    await documents.send(new PutCommand({ TableName: schema.name, Item: { userId, id, stage: 'saved' } }));
  }
}

async function storedIds(dynamo: DynamoDBClient): Promise<string[]> {
  const { Items = [] } = await DynamoDBDocumentClient.from(dynamo).send(
    new ScanCommand({ TableName: schema.name }),
  );
  return Items.filter((item) => item.userId === userId)
    .map((item) => String(item.id))
    .sort();
}

/** The client fails the named command, as a crash or Ctrl-C there would stop the rebuild. */
function failingAt(dynamo: DynamoDBClient, commandName: string): DynamoDBClient {
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === commandName) throw new Error(`interrupted at ${commandName}`);
      return next(args);
    },
    { step: 'initialize' },
  );
  return dynamo;
}

async function twinEmulator(): Promise<{ emulator: DynamoDbEmulator; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sls-rebuild-'));
  const emulator = await startDynamoDbEmulator({ dataDir, port: await resolvePort(0) });
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(() => emulator.stop());
  return { emulator, dataDir };
}

describe('a table rebuild interrupted after the delete', () => {
  it.each(['CreateTableCommand', 'BatchWriteItemCommand'])(
    'is finished at the next start with every item (interrupted at %s)',
    async (commandName) => {
      const { emulator, dataDir } = await twinEmulator();
      const dynamo = clientFor(emulator.url);
      await oldTable(dynamo);
      const keptFile = keptItemsFile(dataDir, schema.name);

      await expect(
        rebuildTable(failingAt(clientFor(emulator.url), commandName), schema, keptFile),
      ).rejects.toThrow('interrupted');
      expect(existsSync(keptFile)).toBe(true);

      await provisionTables(emulator.url, dataDir);
      expect(await storedIds(dynamo)).toEqual(ids);
      const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: schema.name }));
      expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName)).toContain('readyByUser');
      expect(existsSync(keptFile)).toBe(false);
    },
  );
});

describe('a table rebuild on an emulator slow to forget a deleted table', () => {
  it('waits for the old table to go before creating the new one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sls-rebuild-slow-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await resolvePort(0);
    const dynalite = require('dynalite') as (options: object) => Server;
    const server = dynalite({ path: dataDir, createTableMs: 0, deleteTableMs: 300, updateTableMs: 0 });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const dynamo = clientFor(`http://127.0.0.1:${port}`);
    await oldTable(dynamo);

    await rebuildTable(dynamo, schema, keptItemsFile(dataDir, schema.name));
    expect(await storedIds(dynamo)).toEqual(ids);
  });
});
