import {
  BatchWriteCommand,
  DeleteCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { newListing } from '#lambdas/listings/create-listing.ts';
import { fixtureImageKey, fixtureListingId } from '../lambda-test-kit';
import { storedListing } from '#tests/support/listing-builder.ts';
import { fakeListingsTable, isGuard, isListing } from './fake-listings-table';
import {
  conditionFailed,
  ddb,
  dynamoItem,
  repository,
  sub,
  tableName,
  throttled,
} from './dynamo-listings-test-kit';

// The DynamoDB adapter of the listings port, its writes: what it asks DynamoDB for, and how it
// makes a create idempotent without transactions (its reads:
// dynamo-listings-repository-reads.test.ts). The handlers' tests use an in-memory port.

beforeEach(() => ddb.reset());

describe('update', () => {
  const now = '2026-11-22T11:00:00.000Z';

  it('sets each user field on its own path (a merge), the stage and updated_at, only if the listing exists', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: dynamoItem(fixtureListingId, { stage: 'saved' }) });

    const updated = await repository.update(
      sub,
      fixtureListingId,
      { stage: 'saved', user_fields: { title: 'Blue ceramic mug', price: '8.50' } },
      now,
    );

    expect(updated).toEqual(storedListing(fixtureListingId, { stage: 'saved' }));
    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      TableName: tableName,
      Key: { userId: sub, id: `listing#${fixtureListingId}` },
      // Not a listing deleted and waiting for its purge.
      ConditionExpression: 'attribute_exists(#id) AND attribute_not_exists(#pending)',
      ReturnValues: 'ALL_NEW',
    });
    // A saved item leaves the index of ready items, and its life starts as saved unless it has one.
    expect(input.UpdateExpression).toBe(
      'SET #updated = :now, #stage = :stage, #lifeState = if_not_exists(#lifeState, :savedLife), #uf.#f0 = :f0, #uf.#f1 = :f1 REMOVE #readyKey',
    );
    expect(input.ExpressionAttributeNames).toMatchObject({
      '#readyKey': 'ready_key',
      '#lifeState': 'life_state',
      '#uf': 'user_fields',
      '#f0': 'title',
      '#f1': 'price',
    });
    expect(input.ExpressionAttributeValues).toEqual({
      ':now': now,
      ':stage': 'saved',
      ':savedLife': 'saved',
      ':f0': 'Blue ceramic mug',
      ':f1': '8.50',
    });
  });

  it('puts the reserved words size, format and storage behind placeholders', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: dynamoItem(fixtureListingId) });

    await repository.update(
      sub,
      fixtureListingId,
      { user_fields: { size: 'M', format: 'Paperback', storage: '64 GB' } },
      now,
    );

    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(Object.values(input.ExpressionAttributeNames ?? {})).toEqual(
      expect.arrayContaining(['size', 'format', 'storage']),
    );
    expect(input.UpdateExpression).not.toMatch(/\b(size|format|storage)\b/);
  });

  it('returns undefined when the listing does not exist (ConditionalCheckFailed)', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());

    expect(await repository.update(sub, fixtureListingId, { stage: 'saved' }, now)).toBeUndefined();
  });

  it('lets any other failure through', async () => {
    ddb.on(UpdateCommand).rejects(throttled());

    await expect(repository.update(sub, fixtureListingId, { stage: 'saved' }, now)).rejects.toThrow(
      'Rate of requests',
    );
  });
});

describe('createOnce and findByImageKey', () => {
  const listing = () => newListing(sub, fixtureImageKey, Date.now());

  it('writes the upload guard, then the listing under the caller as listing#<id>', async () => {
    const table = fakeListingsTable(ddb);
    const created = listing();

    expect(await repository.createOnce(created)).toEqual({ listing: created, created: true });

    const puts = ddb.commandCalls(PutCommand).map((call) => call.args[0].input);
    expect(puts.map((put) => put.Item)).toEqual([
      {
        userId: sub,
        id: `upload#${fixtureImageKey}`,
        listing_id: created.id,
        created_at: created.created_at,
      },
      expect.objectContaining({ userId: sub, id: `listing#${created.id}`, image_key: fixtureImageKey }),
    ]);
    expect(puts[1]?.Item).not.toHaveProperty('user_id');
    expect(puts[1]?.Item).not.toHaveProperty('image_url');
    expect(puts.every((put) => put.ConditionExpression === 'attribute_not_exists(#id)')).toBe(true);
    expect(table.listings()).toHaveLength(1);
  });

  it('finds the listing an upload became through its guard', async () => {
    fakeListingsTable(ddb);
    const created = listing();
    await repository.createOnce(created);

    expect(await repository.findByImageKey(sub, fixtureImageKey)).toEqual(created);
    expect(await repository.findByImageKey(sub, `${sub}/1-other.jpg`)).toBeUndefined();
  });

  it('returns the listing of an earlier create of the same upload, not a second one', async () => {
    const table = fakeListingsTable(ddb);
    const first = listing();
    await repository.createOnce(first);

    const again = await repository.createOnce(listing());

    expect(again).toEqual({ listing: first, created: false });
    expect(table.listings()).toHaveLength(1);
  });

  it('makes one listing from two concurrent creates of the same upload', async () => {
    const table = fakeListingsTable(ddb);

    const [a, b] = await Promise.all([repository.createOnce(listing()), repository.createOnce(listing())]);

    expect(a.listing.id).toBe(b.listing.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(table.listings()).toHaveLength(1);
  });

  it('writes nothing when the guard write fails, and a retry then creates the listing', async () => {
    const table = fakeListingsTable(ddb);
    table.failNextPut(isGuard, throttled());

    await expect(repository.createOnce(listing())).rejects.toThrow('Rate of requests');

    expect(ddb.commandCalls(PutCommand)).toHaveLength(1); // the guard; the listing was never sent
    expect(table.items.size).toBe(0);
    expect((await repository.createOnce(listing())).created).toBe(true);
    expect(table.listings()).toHaveLength(1);
  });

  it('heals a claimed upload whose listing write failed: the retry writes it under the claimed id', async () => {
    const table = fakeListingsTable(ddb);
    table.failNextPut(isListing, throttled());
    const first = listing();

    await expect(repository.createOnce(first)).rejects.toThrow('Rate of requests');

    expect(table.listings()).toEqual([]); // no half-written listing
    const guard = table.get(sub, `upload#${fixtureImageKey}`);
    expect(guard).toMatchObject({ listing_id: first.id, created_at: first.created_at });

    const retry = await repository.createOnce(listing());

    expect(retry.created).toBe(true);
    expect(retry.listing).toMatchObject({ id: first.id, created_at: first.created_at });
    expect(table.listings()).toHaveLength(1);
  });
});

describe('remove', () => {
  const stored = storedListing(fixtureListingId, { image_key: fixtureImageKey });

  it('deletes the upload guard, then the listing (only if it still exists)', async () => {
    ddb.on(DeleteCommand).resolves({});

    expect(await repository.remove(stored)).toBe(true);

    const deletes = ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input);
    expect(deletes.map((input) => input.Key)).toEqual([
      { userId: sub, id: `upload#${fixtureImageKey}` },
      { userId: sub, id: `listing#${fixtureListingId}` },
    ]);
    expect(deletes[1]?.ConditionExpression).toBe('attribute_exists(#id)');
  });

  it('returns false when a concurrent delete removed the listing first (ConditionalCheckFailed)', async () => {
    ddb.on(DeleteCommand).resolvesOnce({}).rejects(conditionFailed());

    expect(await repository.remove(stored)).toBe(false);
  });
});

describe('removeAllOf', () => {
  /** The keys of the user's partition: each listing and its upload guard. */
  function partitionHolds(listingIds: string[]) {
    ddb.on(QueryCommand).resolves({
      Items: listingIds.flatMap((id) => [{ id: `listing#${id}` }, { id: `upload#${sub}/1-${id}.jpg` }]),
    });
  }

  const deletedKeys = () =>
    ddb
      .commandCalls(BatchWriteCommand)
      .flatMap((call) => call.args[0].input.RequestItems?.[tableName] ?? [])
      .map((request) => request.DeleteRequest?.Key);

  it("deletes every item of the user's partition, listings and guards, and says how many", async () => {
    partitionHolds(['01JD3Z8Q4N5W6X7Y8Z9A0B1C2D', '01JD3Z8Q4N5W6X7Y8Z9A0B1C2E']);
    ddb.on(BatchWriteCommand).resolves({});

    expect(await repository.removeAllOf(sub)).toBe(4);

    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      TableName: tableName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'userId' },
      ExpressionAttributeValues: { ':pk': sub },
    });
    expect(deletedKeys()).toHaveLength(4);
    expect(deletedKeys().every((key) => key?.userId === sub)).toBe(true);
  });

  it('deletes 25 items per batch and resubmits what DynamoDB left unprocessed', async () => {
    partitionHolds(Array.from({ length: 15 }, (_, i) => `ID${i}`));
    let first = true;
    ddb.on(BatchWriteCommand).callsFake((input) => {
      const requests = input.RequestItems?.[tableName] ?? [];
      if (first) {
        first = false;
        return { UnprocessedItems: { [tableName]: requests.slice(0, 2) } };
      }
      return {};
    });

    expect(await repository.removeAllOf(sub)).toBe(30);

    const sizes = ddb
      .commandCalls(BatchWriteCommand)
      .map((c) => c.args[0].input.RequestItems?.[tableName]?.length);
    expect(sizes).toEqual([25, 2, 5]);
  });

  it('sends no batch when the user has nothing left', async () => {
    partitionHolds([]);

    expect(await repository.removeAllOf(sub)).toBe(0);
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });
});
