// @ts-nocheck
import {
  paginateQuery,
  paginateScan,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
  type ScanCommandInput,
} from '@aws-sdk/lib-dynamodb';

type Item = Record<string, unknown>;

// DynamoDB answers a Query or Scan in pages of at most 1 MB; these read every page, through the
// SDK's own paginators, for the few reads that need every match (not the API's paged list).

async function allItems(pages: AsyncIterable<{ Items?: Item[] }>): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of pages) items.push(...(page.Items ?? []));
  return items;
}

/** Every item a Query matches. */
export function queryAll(client: DynamoDBDocumentClient, input: QueryCommandInput): Promise<Item[]> {
  return allItems(paginateQuery({ client }, input));
}

/** Every item a Scan matches. */
export function scanAll(client: DynamoDBDocumentClient, input: ScanCommandInput): Promise<Item[]> {
  return allItems(paginateScan({ client }, input));
}
