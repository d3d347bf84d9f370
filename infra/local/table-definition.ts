import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ScanCommand,
  type AttributeValue,
  type DynamoDBClient,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import type { GlobalIndexSchema, TableSchema } from '../table-schemas';

// The emulator's tables as infra/table-schemas.ts declares them, and the one migration an
// existing table can need: an index added after its data was written. dynalite cannot add
// an index to a table (its UpdateTable changes throughput only), so such a table is copied
// out, created anew with the index, and copied back; a twin's tables are small.

const keyElements = (partitionKey: string, sortKey?: string) => [
  { AttributeName: partitionKey, KeyType: 'HASH' as const },
  ...(sortKey ? [{ AttributeName: sortKey, KeyType: 'RANGE' as const }] : []),
];

function indexDefinition(index: GlobalIndexSchema) {
  return {
    IndexName: index.name,
    KeySchema: keyElements(index.partitionKey, index.sortKey),
    Projection: { ProjectionType: 'ALL' as const },
  };
}

export async function createTable(dynamo: DynamoDBClient, schema: TableSchema): Promise<void> {
  const keys = keyElements(schema.partitionKey, schema.sortKey);
  const indexes = schema.globalIndexes ?? [];
  const attributes = new Set([
    ...keys.map((key) => key.AttributeName),
    ...indexes.flatMap((index) => keyElements(index.partitionKey, index.sortKey).map((k) => k.AttributeName)),
  ]);
  await dynamo.send(
    new CreateTableCommand({
      TableName: schema.name,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: keys,
      AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      ...(indexes.length ? { GlobalSecondaryIndexes: indexes.map(indexDefinition) } : {}),
    }),
  );
  await untilActive(dynamo, schema.name);
}

/**
 * dynalite turns a new table ACTIVE on a timer even with createTableMs 0, and refuses writes
 * to it until then: a write sent at once fails with ResourceNotFound on a busy machine.
 */
async function untilActive(dynamo: DynamoDBClient, name: string): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: name }));
    if (Table?.TableStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`The table ${name} did not become active.`);
}

/** The schema's indexes that the existing table lacks. */
export function missingIndexes(schema: TableSchema, table: TableDescription | undefined): string[] {
  const present = new Set((table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  return (schema.globalIndexes ?? []).map((index) => index.name).filter((name) => !present.has(name));
}

/**
 * Creates the table anew from its schema, keeping every item it held as it was (what a new
 * index reads is the data migrations' job, infra/migrations, as in the cloud).
 */
export async function rebuildTable(dynamo: DynamoDBClient, schema: TableSchema): Promise<void> {
  const items: Record<string, AttributeValue>[] = [];
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: schema.name, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await dynamo.send(new DeleteTableCommand({ TableName: schema.name }));
  await createTable(dynamo, schema);
  for (let i = 0; i < items.length; i += 25) {
    let pending = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length) {
      const { UnprocessedItems } = await dynamo.send(
        new BatchWriteItemCommand({ RequestItems: { [schema.name]: pending } }),
      );
      pending = (UnprocessedItems?.[schema.name] ?? []) as typeof pending;
    }
  }
}
