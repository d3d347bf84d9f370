import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryAll } from './dynamo-all-items';

const batchSize = 25; // BatchWriteItem's limit per request
const maxAttempts = 6;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Deletes the given keys in batches of 25, resubmitting what DynamoDB leaves unprocessed
 * (with backoff) until done; throws if some keys are still left after a few tries.
 */
async function batchDelete(
  client: DynamoDBDocumentClient,
  tableName: string,
  keys: Record<string, unknown>[],
): Promise<void> {
  for (let start = 0; start < keys.length; start += batchSize) {
    let requests = keys.slice(start, start + batchSize).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 1; requests.length > 0; attempt += 1) {
      if (attempt > maxAttempts) throw new Error(`${requests.length} deletes left unprocessed`);
      if (attempt > 1) await pause(50 * 2 ** attempt);
      const result = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (result.UnprocessedItems?.[tableName] ?? []).flatMap((r) =>
        r.DeleteRequest?.Key ? [{ DeleteRequest: { Key: r.DeleteRequest.Key } }] : [],
      );
    }
  }
}

/** Deletes every item of one partition (keys only are read); returns how many. */
export async function deletePartition(
  client: DynamoDBDocumentClient,
  tableName: string,
  partition: { name: string; value: string },
  sortKeyName: string,
): Promise<number> {
  const items = await queryAll(client, {
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': partition.name, '#sk': sortKeyName },
    ExpressionAttributeValues: { ':pk': partition.value },
    ProjectionExpression: '#sk',
  });
  const keys = items.map((item) => ({ [partition.name]: partition.value, [sortKeyName]: item[sortKeyName] }));
  await batchDelete(client, tableName, keys);
  return keys.length;
}
