import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ListingUpdate } from '#domain/listing.ts';
import { listingChanges } from '#domain/listing-update.ts';
import { isConditionalCheckFailed } from './aws-errors';
import { conditionalUpdate } from './dynamo-conditional-update';
import { fromDynamoItem, toDynamoItem } from './dynamo-listing-items';
import { readListingItem, readVisibleListing, type ListingsTable } from './dynamo-listings-table';
import { listingSortKey, readyKeyAttribute } from './listing-keys';
import { isPendingDeletion, notPending, pendingName } from './pending-deletions-index';
import { lifeStateAttribute } from './sold-listings-index';
import { waitingAnalysesIndex, waitingAttributes, waitingMark } from './waiting-analyses-index';
import type { ListingWrites } from '../ports/listing-writes';
import { UploadOfDeletedListing, type CreateOutcome, type StoredListing } from '../ports/listings-repository';

/** ListingWrites on DynamoDB (see the port for its contract). */
export function dynamoListingWrites(table: ListingsTable): ListingWrites {
  const { client, tableName, guards } = table;

  /*
   * Idempotent create without transactions (dynalite has none, docs/design.md#known-facts-about-the-parts):
   *
   * 1. Claim the upload: put the guard `upload#<imageKey>` -> listing id, only if absent.
   *    Whoever wins this conditional write decides the listing's id; a concurrent or later
   *    retry loses it and adopts the id the guard holds, so two listings cannot both exist.
   * 2. Write the listing under that id, only if absent.
   *
   * Failure orders: if (1) fails nothing was written. If (2) fails after (1), the guard
   * points at a listing that does not exist yet; no listing is half-written (the guard is
   * invisible to every listing query), and the next retry finds the guard, finds no
   * listing, and writes it under the guard's id and created_at ("heals"). We never delete
   * the guard on failure: the listing write may have succeeded with its answer lost, and a
   * freed guard would then let a retry create a second listing.
   */
  async function createOnce(listing: StoredListing): Promise<CreateOutcome> {
    const claim = await guards.claim(listing);
    if (claim.listing_id !== listing.id) {
      const held = await readListingItem(table, listing.user_id, claim.listing_id);
      if (held && isPendingDeletion(held)) throw new UploadOfDeletedListing(claim.listing_id);
      if (held) return { listing: fromDynamoItem(held), created: false };
      listing = { ...listing, id: claim.listing_id, created_at: claim.created_at };
    }
    try {
      await client.send(
        new PutCommand({
          TableName: tableName,
          // Waiting for its first analysis from now: the sweeper sees it if the job is lost.
          Item: { ...toDynamoItem(listing), ...waitingAttributes(listing.created_at) },
          ConditionExpression: 'attribute_not_exists(#id)',
          ExpressionAttributeNames: { '#id': 'id' },
        }),
      );
      return { listing, created: true };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      // A concurrent retry healed the same claim first: its listing is the one.
      const existing = await readVisibleListing(table, listing.user_id, listing.id);
      if (!existing) throw error;
      return { listing: existing, created: false };
    }
  }

  function update(
    userId: string,
    id: string,
    change: ListingUpdate,
    now: string,
  ): Promise<StoredListing | undefined> {
    // The domain's merge rule (listingChanges) as one UpdateItem: one SET per field merges into
    // the stored map; placeholders because several field names (size, format, storage) are
    // DynamoDB reserved words.
    const { stage, fields } = listingChanges(change);
    const names: Record<string, string> = { '#id': 'id', '#updated': 'updated_at' };
    const values: Record<string, unknown> = { ':now': now };
    const sets = ['#updated = :now'];
    let remove = '';
    if (stage) {
      names['#stage'] = 'stage';
      values[':stage'] = stage;
      sets.push('#stage = :stage');
      // A saved item leaves the index of items ready for review, and starts its life as saved
      // (a life it already has is kept: saving its fields again does not unsell it).
      names['#readyKey'] = readyKeyAttribute;
      remove = ' REMOVE #readyKey';
      names['#lifeState'] = lifeStateAttribute;
      values[':savedLife'] = 'saved';
      sets.push('#lifeState = if_not_exists(#lifeState, :savedLife)');
    }
    fields.forEach(([field, value], i) => {
      names['#uf'] = 'user_fields';
      names[`#f${i}`] = field;
      values[`:f${i}`] = value;
      sets.push(`#uf.#f${i} = :f${i}`);
    });
    return conditionalUpdate(table, {
      Key: { userId, id: listingSortKey(id) },
      UpdateExpression: `SET ${sets.join(', ')}${remove}`,
      ConditionExpression: `attribute_exists(#id) AND ${notPending}`,
      ExpressionAttributeNames: { ...names, ...pendingName },
      ExpressionAttributeValues: values,
    });
  }

  function clearAnalysisError(userId: string, id: string): Promise<StoredListing | undefined> {
    return conditionalUpdate(table, {
      Key: { userId, id: listingSortKey(id) },
      // Waiting again from now: the sweeper sees it if the retry's job is lost.
      UpdateExpression: 'SET analysis_error = :null, #waiting = :waiting, #since = :now',
      ConditionExpression: `attribute_exists(#id) AND #stage = :analyzing AND ${notPending}`,
      ExpressionAttributeNames: {
        ...pendingName,
        '#id': 'id',
        '#stage': 'stage',
        '#waiting': waitingAnalysesIndex.partitionKey,
        '#since': waitingAnalysesIndex.sortKey,
      },
      ExpressionAttributeValues: {
        ':null': null,
        ':analyzing': 'analyzing',
        ':waiting': waitingMark,
        ':now': new Date().toISOString(),
      },
    });
  }

  return { createOnce, update, clearAnalysisError };
}
