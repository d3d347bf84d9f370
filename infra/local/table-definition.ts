import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import type { GlobalIndexSchema, TableSchema } from '../table-schemas';

// The emulator's tables as infra/table-schemas.ts declares them, and the one migration an
// existing table can need: an index added after its data was written. dynalite cannot add
// an index to a table (its UpdateTable changes throughput only), so such a table is copied
// out, created anew with the index, and copied back (table-rebuild.ts).

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
