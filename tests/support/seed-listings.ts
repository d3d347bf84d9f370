import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import type { Stage } from '#domain/listing.ts';
import { toDynamoItem } from '#lambdas/lib/adapters/dynamo-listing-items.ts';
import { listingSortKey, readyKeyAttribute } from '#lambdas/lib/adapters/listing-keys.ts';
import type { StoredListing } from '#lambdas/lib/ports/listings-repository.ts';
import { storedListing } from './listing-builder';
import type { TwinInfo } from './twin-context';

// Many listings written straight into the twin's listings table, in batches of 25, for tests
// and benchmarks of reading large lists: creating thousands through the API would analyse
// each one. The photos they name are not uploaded; a signed URL does not need the object.

const nextId = monotonicFactory();

/** Writes `count` listings of the user in the stage given; returns their ids, oldest first. */
export async function seedStoredListings(
  twin: TwinInfo,
  userId: string,
  count: number,
  stage: Stage = 'saved',
): Promise<string[]> {
  const now = new Date().toISOString();
  const listings: StoredListing[] = Array.from({ length: count }, (_, i) => {
    const id = nextId();
    return storedListing(id, {
      user_id: userId,
      image_key: `${userId}/1732240000000-seed-${i}.jpg`,
      stage,
      ai_details_text: 'A seeded item.',
      ai_fields: { title: `Seeded item ${i + 1}` },
      user_fields: { title: `Seeded item ${i + 1}`, price: '5.00' },
      created_at: now,
      updated_at: now,
    });
  });
  await writeItems(twin, listings.map(storedItem));
  return listings.map((listing) => listing.id);
}

/** The item as stored: what the analyser writes with stage ready includes the ready index's key. */
export function storedItem(listing: StoredListing): Record<string, unknown> {
  const item = toDynamoItem(listing);
  return listing.stage === 'ready' ? { ...item, [readyKeyAttribute]: item.id } : item;
}

function tableClient(twin: TwinInfo): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: twin.env.region,
      endpoint: twin.env.dynamodbEndpoint,
      credentials: { accessKeyId: twin.env.accessKeyId!, secretAccessKey: twin.env.secretAccessKey! },
    }),
  );
}

/**
 * Moves an item's creation back to `createdAt`, as if it had been added then: the item's life
 * takes no date before its creation (domain/item-life.ts), so a journey about a week-old
 * listing starts from an item that old.
 */
export async function backdateCreation(
  twin: TwinInfo,
  userId: string,
  listingId: string,
  createdAt: string,
): Promise<void> {
  const client = tableClient(twin);
  try {
    await client.send(
      new UpdateCommand({
        TableName: twin.env.listingsTable!,
        Key: { userId, id: listingSortKey(listingId) },
        UpdateExpression: 'SET created_at = :at',
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeValues: { ':at': createdAt },
      }),
    );
  } finally {
    client.destroy();
  }
}

/** Writes DynamoDB items into the twin's listings table, 25 a request, retrying what is left. */
export async function writeItems(twin: TwinInfo, items: readonly Record<string, unknown>[]): Promise<void> {
  const client = tableClient(twin);
  try {
    for (let i = 0; i < items.length; i += 25) {
      let pending: Record<string, unknown>[] = items
        .slice(i, i + 25)
        .map((item) => ({ PutRequest: { Item: item } }));
      while (pending.length) {
        const { UnprocessedItems } = await client.send(
          new BatchWriteCommand({ RequestItems: { [twin.env.listingsTable!]: pending } }),
        );
        pending = UnprocessedItems?.[twin.env.listingsTable!] ?? [];
      }
    }
  } finally {
    client.destroy();
  }
}
