import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CachedOutcome, PreviewCache } from '../ports/preview-cache';

/** Epoch seconds, the unit DynamoDB TTL reads. */
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The link-previews table (infra/table-schemas.ts): partition key `url` (the cache key), the
 * outcome, and `expiresAt` for DynamoDB TTL. TTL deletes late (and the emulator never), so
 * a read filters on `expiresAt` itself.
 */
export class DynamoPreviewCache implements PreviewCache {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(key: string, now: Date): Promise<CachedOutcome | undefined> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.tableName, Key: { url: key } }));
    if (!Item || typeof Item.expiresAt !== 'number' || Item.expiresAt <= epochSeconds(now)) return undefined;
    return Item.outcome as CachedOutcome;
  }

  async put(key: string, outcome: CachedOutcome, expiresAt: Date): Promise<void> {
    await this.client.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { url: key, outcome, expiresAt: epochSeconds(expiresAt) },
      }),
    );
  }
}
