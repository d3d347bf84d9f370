import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// The migration ledger: one item per migration in the listings table, under a partition no
// user can have (Cognito subs are UUIDs), so no list, read or erasure of a user meets it:
//   userId = `#migrations`, id = `migration#<id>` (e.g. migration#0001-ready-key)
// with `state` running or done, the Scan's `checkpoint` (its last evaluated key) after each
// page while running, the counts so far, and, while a page's items are being written, the
// keys it is about to change (`pending`), so a run that stops mid-page is counted right when
// resumed (docs/architecture/backend.md#data-migrations).

export const ledgerPartition = '#migrations';

export interface LedgerEntry {
  state: 'running' | 'done';
  /** Where the next page starts; absent at the start and once done. */
  checkpoint?: Record<string, unknown>;
  scanned: number;
  changed: number;
  /**
   * The items (their keys, as JSON) the page starting at `checkpoint` is changing: written
   * before its first item, gone with the next checkpoint. A run that stopped mid-page changed
   * some of them, which the resumed run's Scan no longer finds (its filter skips them).
   */
  pending?: string[];
  started_at: string;
  finished_at?: string;
}

export function ledgerKey(migrationId: string) {
  return { userId: ledgerPartition, id: `migration#${migrationId}` };
}

export async function readLedger(
  client: DynamoDBDocumentClient,
  table: string,
  migrationId: string,
): Promise<LedgerEntry | undefined> {
  const { Item } = await client.send(
    new GetCommand({ TableName: table, Key: ledgerKey(migrationId), ConsistentRead: true }),
  );
  return Item as (LedgerEntry & Record<string, unknown>) | undefined;
}

export async function writeLedger(
  client: DynamoDBDocumentClient,
  table: string,
  migrationId: string,
  entry: LedgerEntry,
): Promise<void> {
  await client.send(new PutCommand({ TableName: table, Item: { ...ledgerKey(migrationId), ...entry } }));
}
