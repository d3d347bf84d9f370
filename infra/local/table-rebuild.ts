import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import {
  BatchWriteItemCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  ScanCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type { TableSchema } from '../table-schemas';
import { createTable } from './table-definition';

// A table that lacks an index is created anew (dynalite cannot add one) with every item it
// held. The items wait on disk, not in memory, from before the delete until after the
// write-back: a crash or Ctrl-C anywhere in between leaves the file, and the next start
// finishes the rebuild from it (resumeRebuild) before anything reads the table.

type Item = Record<string, AttributeValue>;

/** The file that keeps a table's items while it is rebuilt, beside the twin's data. */
export function keptItemsFile(dataDir: string, table: string): string {
  return path.join(dataDir, `rebuilding-${table}.json`);
}

/** Copies the items out to the file, then deletes, creates and refills the table. */
export async function rebuildTable(
  dynamo: DynamoDBClient,
  schema: TableSchema,
  keptFile: string,
): Promise<void> {
  writeDurably(keptFile, encode(await scanAll(dynamo, schema.name)));
  await resumeRebuild(dynamo, schema, keptFile);
}

/**
 * Finishes a rebuild from its file, however far it got: the file holds every item, so the
 * table is made anew (whatever state it was left in) and filled again; the file goes last.
 */
export async function resumeRebuild(
  dynamo: DynamoDBClient,
  schema: TableSchema,
  keptFile: string,
): Promise<void> {
  const items = decode(readFileSync(keptFile, 'utf8'));
  await deleteTable(dynamo, schema.name);
  await createTable(dynamo, schema);
  await writeBack(dynamo, schema.name, items);
  rmSync(keptFile);
}

export function hasKeptItems(keptFile: string): boolean {
  return existsSync(keptFile);
}

async function scanAll(dynamo: DynamoDBClient, table: string): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: table, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * Deletes the table if it is there and returns once the emulator no longer knows it: dynalite
 * holds a deleted table as DELETING for a moment, and a CreateTable then is refused with
 * ResourceInUseException. A table left DELETING by a crash is deleted again.
 */
async function deleteTable(dynamo: DynamoDBClient, table: string): Promise<void> {
  if (!(await exists(dynamo, table))) return;
  await dynamo.send(new DeleteTableCommand({ TableName: table })).catch((error: unknown) => {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  });
  for (let attempt = 0; attempt < 500; attempt += 1) {
    if (!(await exists(dynamo, table))) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`The table ${table} was not deleted.`);
}

async function exists(dynamo: DynamoDBClient, table: string): Promise<boolean> {
  try {
    await dynamo.send(new DescribeTableCommand({ TableName: table }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

async function writeBack(dynamo: DynamoDBClient, table: string, items: Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let pending = items.slice(i, i + 25).map((entry) => ({ PutRequest: { Item: entry } }));
    while (pending.length) {
      const { UnprocessedItems } = await dynamo.send(
        new BatchWriteItemCommand({ RequestItems: { [table]: pending } }),
      );
      pending = (UnprocessedItems?.[table] ?? []) as typeof pending;
    }
  }
}

/** Written whole to a temporary name, flushed, then renamed: the file is complete or absent. */
function writeDurably(file: string, text: string): void {
  const partial = `${file}.partial`;
  const fd = openSync(partial, 'w', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
  const folder = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

// Binary attributes (B, BS) come back as Uint8Array, which JSON cannot hold as such.
const bytesTag = '$bytes';

function encode(items: Item[]): string {
  return JSON.stringify(items, (_key, value: unknown) =>
    value instanceof Uint8Array ? { [bytesTag]: Buffer.from(value).toString('base64') } : value,
  );
}

function decode(text: string): Item[] {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && bytesTag in value) {
      return new Uint8Array(Buffer.from(String((value as Record<string, unknown>)[bytesTag]), 'base64'));
    }
    return value;
  }) as Item[];
}
