import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamoDbEmulator, type DynamoDbEmulator } from '#infra/local/dynamodb-emulator.ts';
import { resolvePort } from '#infra/local/free-port.ts';
import { createTable } from '#infra/local/table-definition.ts';
import { ledgerKey, ledgerPartition, readLedger } from '#infra/migrations/ledger.ts';
import { listingMigrations } from '#infra/migrations/listing-migrations.ts';
import { runMigrations, type RunMigrationsOptions } from '#infra/migrations/run-migrations.ts';
import { tableSchemas } from '#infra/table-schemas.ts';

// The data migrations on the DynamoDB emulator, on a listings table that has today's indexes
// (as CloudFormation left it) and items written in the old shape: a run, a second run, a run
// after the ledger is gone, a dry run and a run interrupted half-way, each ending with the
// same items (docs/architecture/backend.md#data-migrations).

let dataDir: string;
let emulator: DynamoDbEmulator;
let dynamo: DynamoDBClient;
let documents: DynamoDBDocumentClient;

const userId = 'user-from-before';
const started = '2026-11-20T10:00:00.000Z';
const changedAt = '2026-11-21T09:00:00.000Z';
const ulid = (n: number) => `listing#01JD3Z8Q4N5W6X7Y8Z9A0B1C${String(n).padStart(2, '0')}`;

/** Items as older versions wrote them, and today's, which no migration may touch. */
const fixtures: Record<string, unknown>[] = [
  { id: ulid(1), stage: 'ready', created_at: changedAt }, // ready before readyByUser
  { id: ulid(2), stage: 'ready', ready_key: ulid(2), created_at: changedAt }, // today's ready
  { id: ulid(3), stage: 'saved', created_at: changedAt },
  { id: ulid(4), stage: 'ready', deletion_pending: 'pending', purge_after: changedAt }, // being deleted
  {
    id: ulid(5),
    stage: 'analyzing',
    analysis_started_at: started,
    analysis_error: null,
    updated_at: changedAt,
  },
  { id: ulid(6), stage: 'analyzing', analysis_started_at: null, updated_at: changedAt }, // queued, never claimed
  {
    id: ulid(7),
    stage: 'analyzing',
    analysis_error: 'The AI service took too long to answer.',
    updated_at: changedAt,
  },
  { id: ulid(8), stage: 'analyzing', analysis_waiting: 'waiting', analysis_waiting_since: changedAt }, // today's
  { id: ulid(9), stage: 'ready', created_at: changedAt }, // ready before readyByUser
  {
    id: ulid(10),
    stage: 'saved',
    life: { state: 'given_away', at: changedAt, to_take_down: [] },
    life_state: 'given_away',
  }, // today's saved item with a life
  { id: 'upload#user/1-a.png', listingId: ulid(1) },
];

async function tableOfOldItems(name: string): Promise<string> {
  await createTable(dynamo, { ...tableSchemas.listings, name });
  for (const item of fixtures)
    await documents.send(new PutCommand({ TableName: name, Item: { userId, ...item } }));
  return name;
}

/** The user's items, in key order: what every run must leave the same. */
async function itemsOf(table: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await documents.send(new ScanCommand({ TableName: table, ConsistentRead: true }));
  return Items.filter((item) => item.userId === userId).sort((a, b) =>
    String(a.id).localeCompare(String(b.id)),
  );
}

const run = (table: string, options: Partial<RunMigrationsOptions> = {}) =>
  runMigrations({ client: documents, tables: { listings: table }, pageSize: 3, ...options });

let migrated: Record<string, unknown>[];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sls-migrations-'));
  emulator = await startDynamoDbEmulator({ dataDir, port: await resolvePort(0) });
  dynamo = new DynamoDBClient({
    region: 'local',
    endpoint: emulator.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  documents = DynamoDBDocumentClient.from(dynamo);
  await tableOfOldItems('listings');
});

afterAll(async () => {
  documents.destroy();
  await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a run on items of the old shape', () => {
  it('changes the old ones and records each migration as done', async () => {
    const reports = await run('listings');
    expect(reports.map(({ id, outcome, changed, scanned }) => [id, outcome, changed, scanned])).toEqual([
      ['0001-ready-key', 'done', 2, fixtures.length],
      ['0002-analysis-waiting', 'done', 2, fixtures.length + 1], // + the first one's ledger item
      ['0003-life-state', 'done', 1, fixtures.length + 2],
    ]);
    expect(await readLedger(documents, 'listings', '0002-analysis-waiting')).toMatchObject({
      state: 'done',
      changed: 2,
    });
    migrated = await itemsOf('listings');
  });

  it('puts the ready items from before the index into the Review tab, newest first', async () => {
    const { Items = [] } = await documents.send(
      new QueryCommand({
        TableName: 'listings',
        IndexName: 'readyByUser',
        KeyConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':userId': userId },
        ScanIndexForward: false,
      }),
    );
    expect(Items.map((item) => item.id)).toEqual([ulid(9), ulid(2), ulid(1)]);
  });

  it('lets the sweeper find the analyses lost before its index, as of when each last started', async () => {
    const { Items = [] } = await documents.send(
      new QueryCommand({
        TableName: 'listings',
        IndexName: 'waiting-analyses',
        KeyConditionExpression: 'analysis_waiting = :waiting',
        ExpressionAttributeValues: { ':waiting': 'waiting' },
      }),
    );
    // Equal sort keys come back in no promised order: compared by id.
    const found = Items.map((item) => [item.id, item.analysis_waiting_since]).sort();
    expect(found).toEqual([
      [ulid(5), started],
      [ulid(6), changedAt],
      [ulid(8), changedAt],
    ]);
  });

  it('leaves a deleted listing, a failed analysis and every item of today alone', () => {
    const byId = new Map(migrated.map((item) => [item.id, item]));
    expect(byId.get(ulid(4))).toEqual({ userId, ...fixtures[3] });
    expect(byId.get(ulid(7))).toEqual({ userId, ...fixtures[6] });
    for (const n of [2, 8]) expect(byId.get(ulid(n))).toEqual({ userId, ...fixtures[n - 1] });
  });

  it('gives the saved item from before the life its life state, saved, and nothing else', () => {
    const byId = new Map(migrated.map((item) => [item.id, item]));
    expect(byId.get(ulid(3))).toEqual({ userId, ...fixtures[2], life_state: 'saved' });
    expect(byId.get(ulid(10))).toEqual({ userId, ...fixtures[9] });
    expect(migrated.filter((item) => item.life_state === 'saved').map((item) => item.id)).toEqual([ulid(3)]);
  });

  it('a second run changes nothing and reads nothing: the ledger says done', async () => {
    const reports = await run('listings');
    expect(reports.map((report) => report.outcome)).toEqual(['done-before', 'done-before', 'done-before']);
    expect(await itemsOf('listings')).toEqual(migrated);
  });

  it('run again without its ledger, changes no item a second time', async () => {
    for (const id of ['0001-ready-key', '0002-analysis-waiting', '0003-life-state'])
      await documents.send(new DeleteCommand({ TableName: 'listings', Key: ledgerKey(id) }));
    const reports = await run('listings');
    expect(reports.map((report) => report.changed)).toEqual([0, 0, 0]);
    expect(await itemsOf('listings')).toEqual(migrated);
  });
});

describe('a dry run', () => {
  it('says what would change and writes nothing, not even the ledger', async () => {
    const table = await tableOfOldItems('listings-dry');
    const before = await itemsOf(table);
    const reports = await run(table, { dryRun: true });
    expect(reports.map(({ outcome, changed }) => [outcome, changed])).toEqual([
      ['dry-run', 2],
      ['dry-run', 2],
      ['dry-run', 1],
    ]);
    expect(await itemsOf(table)).toEqual(before);
    const { Items = [] } = await documents.send(new ScanCommand({ TableName: table }));
    expect(Items.filter((item) => item.userId === ledgerPartition)).toEqual([]);
  });
});

describe('an interrupted run', () => {
  it('resumes from its checkpoint and ends with the same items', async () => {
    const table = await tableOfOldItems('listings-interrupted');
    // A client whose third write fails, as a deploy stopped half-way would.
    const failing = new DynamoDBClient({
      region: 'local',
      endpoint: emulator.url,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    let writes = 0;
    failing.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'UpdateItemCommand' && ++writes === 3) throw new Error('interrupted');
        return next(args);
      },
      { step: 'initialize' },
    );
    await expect(run(table, { client: DynamoDBDocumentClient.from(failing) })).rejects.toThrow('interrupted');
    failing.destroy();
    const left = await readLedger(documents, table, '0002-analysis-waiting');
    expect(left).toMatchObject({ state: 'running' });
    expect(left?.checkpoint).toBeDefined();

    const reports = await run(table);
    expect(reports.map(({ outcome, resumed }) => [outcome, resumed])).toEqual([
      ['done-before', false],
      ['done', true],
      ['done', false],
    ]);
    // Each item read once in all: the resumed run started where the other stopped.
    expect(reports[1]?.scanned).toBe(fixtures.length + 1);
    expect(reports[1]?.changed).toBe(2);
    const done = await readLedger(documents, table, '0002-analysis-waiting');
    expect(done).toMatchObject({ state: 'done', scanned: fixtures.length + 1, changed: 2 });
    expect(done).not.toHaveProperty('checkpoint');
    expect(await itemsOf(table)).toEqual(migrated);
  });
});

describe('a run stopped in the middle of a page', () => {
  // 25 ready items from before readyByUser, read 10 a page; the run stops at its 15th write,
  // after changing 4 items of the second page and before that page's checkpoint.
  const readyKey = listingMigrations.filter((migration) => migration.id === '0001-ready-key');
  const oldReady = Array.from({ length: 25 }, (_, n) => ({ id: ulid(n + 20), stage: 'ready' }));

  async function stoppedAtWrite(name: string, stopAt: number): Promise<string> {
    await createTable(dynamo, { ...tableSchemas.listings, name });
    for (const item of oldReady)
      await documents.send(new PutCommand({ TableName: name, Item: { userId, ...item } }));
    const failing = new DynamoDBClient({
      region: 'local',
      endpoint: emulator.url,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    let writes = 0;
    failing.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'UpdateItemCommand' && ++writes === stopAt) throw new Error('stopped');
        return next(args);
      },
      { step: 'initialize' },
    );
    await expect(
      run(name, { client: DynamoDBDocumentClient.from(failing), migrations: readyKey, pageSize: 10 }),
    ).rejects.toThrow('stopped');
    failing.destroy();
    return name;
  }

  it("records each item changed once when resumed: 25 of 25, the stopped run's 14 included", async () => {
    const table = await stoppedAtWrite('listings-stopped-mid-page', 15);
    const [report] = await run(table, { migrations: readyKey, pageSize: 10 });
    expect(report).toMatchObject({ outcome: 'done', resumed: true, changed: 25, scanned: 25 });
    expect(await readLedger(documents, table, '0001-ready-key')).toMatchObject({
      state: 'done',
      changed: 25,
      scanned: 25,
    });
    const { Items = [] } = await documents.send(new ScanCommand({ TableName: table, ConsistentRead: true }));
    expect(Items.filter((item) => item.userId === userId && item.ready_key === item.id)).toHaveLength(25);
  });

  it('counts all in a dry run after the stop, as the resumed run will record them, and writes nothing', async () => {
    const table = await stoppedAtWrite('listings-stopped-dry', 15);
    const before = await readLedger(documents, table, '0001-ready-key');
    const [dry] = await run(table, { migrations: readyKey, pageSize: 10, dryRun: true });
    expect(dry).toMatchObject({ outcome: 'dry-run', resumed: true, changed: 25, scanned: 25 });
    expect(await readLedger(documents, table, '0001-ready-key')).toEqual(before);
    const [resumed] = await run(table, { migrations: readyKey, pageSize: 10 });
    expect(resumed).toMatchObject({ changed: 25, scanned: 25 });
  });
});
