import { ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../../lambdas/lib/adapters/aws-errors';
import { readLedger, writeLedger, type LedgerEntry } from './ledger';
import { listingMigrations } from './listing-migrations';
import type { Item, Migration, MigrationTables } from './migration';

// Runs the data migrations in order, each once per table: `npm run deploy` after the stack
// update (scripts/deploy/migrations-step.ts), `npm run migrate` (with --dry-run), and the
// twin at every start (infra/local/provision.ts), all through this function. Each page read is
// followed by its checkpoint in the ledger, so an interrupted run resumes at the page it was
// on; a migration marked done is not run again. Before a page's writes the ledger names the
// items it is changing, so the count of a run stopped mid-page stays right (each item once).

const allMigrations: readonly Migration[] = [...listingMigrations];

export interface RunMigrationsOptions {
  client: DynamoDBDocumentClient;
  tables: MigrationTables;
  /** Read and count only: nothing written, not even the ledger. */
  dryRun?: boolean;
  /** Items a Scan page reads (before the filter). */
  pageSize?: number;
  migrations?: readonly Migration[];
  log?: (line: string) => void;
  now?: () => string;
}

export interface MigrationReport {
  id: string;
  /** done-before: the ledger said done; done: finished now; dry-run: what it would change. */
  outcome: 'done-before' | 'done' | 'dry-run';
  scanned: number;
  changed: number;
  /**
   * Whether this run started from a checkpoint an interrupted run left: then `scanned` and
   * `changed` count the interrupted run's items too (each item once), in a dry run as well.
   */
  resumed: boolean;
}

export async function runMigrations(options: RunMigrationsOptions): Promise<MigrationReport[]> {
  const reports: MigrationReport[] = [];
  for (const migration of options.migrations ?? allMigrations) {
    const report = await runMigration(migration, options);
    (options.log ?? (() => {}))(describe(migration, report));
    reports.push(report);
  }
  return reports;
}

async function runMigration(migration: Migration, options: RunMigrationsOptions): Promise<MigrationReport> {
  const { client, dryRun = false, pageSize = 100 } = options;
  const now = options.now ?? (() => new Date().toISOString());
  const table = options.tables[migration.table];
  const ledger = await readLedger(client, table, migration.id);
  if (ledger?.state === 'done')
    return {
      id: migration.id,
      outcome: 'done-before',
      scanned: ledger.scanned,
      changed: ledger.changed,
      resumed: false,
    };

  const resumed = ledger?.checkpoint !== undefined;
  const entry: LedgerEntry = ledger ?? { state: 'running', scanned: 0, changed: 0, started_at: now() };
  // A dry run after a stopped run counts from the ledger too: what the whole migration changes,
  // the stopped run's items included, as the real run will report it.
  let counts = { scanned: entry.scanned, changed: entry.changed };
  let startKey = entry.checkpoint;
  // The keys the stopped run was changing on the page it stopped in (only that first page).
  let pendingBefore = new Set(entry.pending ?? []);
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table,
        Limit: pageSize,
        FilterExpression: migration.filter.expression,
        ExpressionAttributeNames: migration.filter.names,
        ExpressionAttributeValues: migration.filter.values,
        ExclusiveStartKey: startKey,
      }),
    );
    const changes = (page.Items ?? []).flatMap((item) => {
      const change = migration.change(item);
      return change ? [{ item, change, key: keyOf(migration, item) }] : [];
    });
    if (!dryRun && changes.length > 0)
      await writeLedger(client, table, migration.id, {
        ...withoutCheckpoint(entry),
        ...counts,
        state: 'running',
        ...(startKey ? { checkpoint: startKey } : {}),
        pending: [...new Set([...pendingBefore, ...changes.map(({ key }) => key)])],
      });
    // An item counts once: changed now, or changed by the stopped run on this page (its key is
    // pending and the Scan's filter no longer finds it, or its condition no longer holds).
    const changedKeys = new Set(pendingBefore);
    for (const { item, change, key } of changes) {
      if (dryRun || (await apply(client, table, migration, item, change))) changedKeys.add(key);
    }
    counts = {
      scanned: counts.scanned + (page.ScannedCount ?? 0),
      changed: counts.changed + changedKeys.size,
    };
    pendingBefore = new Set();
    startKey = page.LastEvaluatedKey;
    if (!dryRun)
      await writeLedger(client, table, migration.id, {
        ...withoutCheckpoint(entry),
        ...counts,
        ...(startKey ? { state: 'running', checkpoint: startKey } : { state: 'done', finished_at: now() }),
      });
  } while (startKey);
  return { id: migration.id, outcome: dryRun ? 'dry-run' : 'done', ...counts, resumed };
}

/** An item's key as one string, the same on every read (the migration's key order). */
function keyOf(migration: Migration, item: Item): string {
  return JSON.stringify(migration.key.map((name) => item[name]));
}

function withoutCheckpoint(entry: LedgerEntry): LedgerEntry {
  const { checkpoint: _, pending: __, ...rest } = entry;
  return rest;
}

/** Whether the item changed (false: it no longer needed the change when written). */
async function apply(
  client: DynamoDBDocumentClient,
  table: string,
  migration: Migration,
  item: Item,
  change: NonNullable<ReturnType<Migration['change']>>,
): Promise<boolean> {
  try {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: Object.fromEntries(migration.key.map((name) => [name, item[name]])),
        UpdateExpression: change.update,
        ConditionExpression: change.condition,
        ExpressionAttributeNames: change.names,
        ExpressionAttributeValues: change.values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

function describe(migration: Migration, report: MigrationReport): string {
  const counts = `${report.changed} of ${report.scanned} items`;
  const what = {
    'done-before': `done before (${counts} changed then)`,
    done: `${counts} changed${report.resumed ? ', resumed from its checkpoint' : ''}`,
    'dry-run': report.resumed
      ? `dry run: ${counts} changed in all once resumed from its checkpoint (the stopped run's included)`
      : `dry run: ${counts} would change`,
  }[report.outcome];
  return `Migration ${migration.id} (${migration.description}): ${what}.`;
}
