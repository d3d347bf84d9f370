import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './aws-errors';
import { toUploadGuardItem, type UploadGuardItem } from './dynamo-listing-items';
import { uploadGuardSortKey } from './listing-keys';
import type { StoredListing } from '../ports/listings-repository';

/**
 * The upload guards of the listings table (`upload#<imageKey>` -> listing id): which listing
 * each photo belongs to. Claimed with a conditional put, so no photo ever belongs to two
 * listings (a purge of one would delete the other's) and one upload makes one listing.
 */
export class DynamoUploadGuards {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(userId: string, imageKey: string): Promise<UploadGuardItem | undefined> {
    const { Item } = await this.client.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { userId, id: uploadGuardSortKey(imageKey) },
        ConsistentRead: true,
      }),
    );
    return Item as UploadGuardItem | undefined;
  }

  /** Puts the cover's guard if absent; returns the guard that holds the claim (ours or earlier). */
  async claim(listing: StoredListing): Promise<UploadGuardItem> {
    const guard = toUploadGuardItem(listing);
    const refused = await this.putIfAbsent(guard);
    if (!refused) return guard;
    const existing = await this.get(listing.user_id, listing.image_key);
    if (!existing) throw refused.error;
    return existing;
  }

  /**
   * Claims `key`'s upload guard for the listing: 'claimed' when this call wrote it, 'ours'
   * when the listing held it already, else the id of the listing that holds it.
   */
  async claimFor(listing: StoredListing, key: string): Promise<'claimed' | 'ours' | string> {
    const refused = await this.putIfAbsent(toUploadGuardItem(listing, key));
    if (!refused) return 'claimed';
    const holder = (await this.get(listing.user_id, key))?.listing_id;
    // Refused, yet gone when read: the condition's failure is the one to report.
    if (holder === undefined) throw refused.error;
    return holder === listing.id ? 'ours' : holder;
  }

  async release(userId: string, keys: Iterable<string>): Promise<void> {
    for (const key of keys) {
      await this.client.send(
        new DeleteCommand({ TableName: this.tableName, Key: { userId, id: uploadGuardSortKey(key) } }),
      );
    }
  }

  /** Undefined when the guard was written; the refusal when one was there already. */
  private async putIfAbsent(guard: UploadGuardItem): Promise<{ error: unknown } | undefined> {
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: guard,
          ConditionExpression: 'attribute_not_exists(#id)',
          ExpressionAttributeNames: { '#id': 'id' },
        }),
      );
      return undefined;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return { error };
      throw error;
    }
  }
}
