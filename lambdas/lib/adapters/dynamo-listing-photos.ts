import { conditionalUpdate } from './dynamo-conditional-update';
import { readListingItem, type ListingsTable } from './dynamo-listings-table';
import { listingSortKey } from './listing-keys';
import { isPendingDeletion, notPending, pendingName } from './pending-deletions-index';
import type { ListingPhotos } from '../ports/listing-photos';
import type { PhotoHolder, PhotosChange, ReplaceOutcome, StoredListing } from '../ports/listings-repository';

/** ListingPhotos on DynamoDB (see the port for its contract): the photo list and its upload guards. */
export function dynamoListingPhotos(table: ListingsTable): ListingPhotos {
  return {
    photoHolder: (userId, key) => photoHolder(table, userId, key),
    replacePhotos: (seen, change, now) => replacePhotos(table, seen, change, now),
  };
}

async function photoHolder(
  table: ListingsTable,
  userId: string,
  key: string,
): Promise<PhotoHolder | undefined> {
  const guard = await table.guards.get(userId, key);
  if (!guard) return undefined;
  const held = await readListingItem(table, userId, guard.listing_id);
  return { listingId: guard.listing_id, deleted: held !== undefined && isPendingDeletion(held) };
}

async function replacePhotos(
  table: ListingsTable,
  seen: StoredListing,
  change: PhotosChange,
  now: string,
): Promise<ReplaceOutcome> {
  const { guards } = table;
  const userId = seen.user_id;
  const before = new Set(seen.photos.map((photo) => photo.key));
  const added = change.photos.filter((photo) => !before.has(photo.key));
  // Each new photo is claimed for this listing first, as a create claims its upload, so
  // no photo ever belongs to two listings (a purge of one would delete the other's).
  const claimed: string[] = [];
  for (const { key } of added) {
    const taken = await guards.claimFor(seen, key);
    if (taken === 'claimed') claimed.push(key);
    else if (taken !== 'ours') {
      await guards.release(userId, claimed);
      return { takenBy: taken, key };
    }
  }
  const [cover] = change.photos;
  if (!cover) throw new Error('An item keeps at least one photo');
  const names: Record<string, string> = { '#id': 'id', '#updated': 'updated_at', ...pendingName };
  const values: Record<string, unknown> = { ':photos': change.photos, ':cover': cover.key, ':now': now };
  const sets = ['photos = :photos', 'image_key = :cover', '#updated = :now'];
  const removes: string[] = [];
  for (const [attribute, value] of [
    ['image_etag', cover.etag],
    ['image_size', cover.size],
  ] as const) {
    if (value === undefined) removes.push(attribute);
    else {
      values[`:${attribute}`] = value;
      sets.push(`${attribute} = :${attribute}`);
    }
  }
  if (change.barcode) {
    values[':barcode'] = change.barcode;
    sets.push('barcode = :barcode');
  }
  const listing = await conditionalUpdate(table, {
    Key: { userId, id: listingSortKey(seen.id) },
    UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
    ConditionExpression: `attribute_exists(#id) AND ${notPending} AND #updated = :seen`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ...values, ':seen': seen.updated_at },
  });
  if (!listing) {
    await guards.release(userId, claimed);
    return { stale: true };
  }
  const kept = new Set(change.photos.map((photo) => photo.key));
  await guards.release(
    userId,
    [...before].filter((key) => !kept.has(key)),
  );
  return { listing };
}
