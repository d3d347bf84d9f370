// @ts-nocheck
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureListingId } from '../lambda-test-kit';
import { storedListing } from '#tests/support/listing-builder.ts';
import { ddb, dynamoItem, repository, sub, tableName } from './dynamo-listings-test-kit';

// The DynamoDB adapter of the listings port, its reads: what it asks DynamoDB for when it pages,
// lists and gets (its writes: dynamo-listings-repository-writes.test.ts). The handlers' tests
// use an in-memory port.

beforeEach(() => ddb.reset());

describe('listPage', () => {
  const newer = '01JD3Z8Q4N5W6X7Y8Z9A0B1C2F';
  const older = '01JD3Z8Q4N5W6X7Y8Z9A0B1C2D';

  it("asks for one item more than the page from the user's listing# keys, newest first", async () => {
    ddb.on(QueryCommand).resolves({ Items: [dynamoItem(newer), dynamoItem(older)] });

    const page = await repository.listPage(sub, { view: 'all', limit: 1 });

    expect(page).toEqual({ listings: [storedListing(newer)], lastId: newer });
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: tableName,
      KeyConditionExpression: 'userId = :userId AND begins_with(#id, :prefix)',
      // A listing deleted and waiting for its purge is in no list.
      FilterExpression: 'attribute_not_exists(#pending)',
      ExpressionAttributeNames: { '#id': 'id', '#pending': 'deletion_pending' },
      ExpressionAttributeValues: { ':userId': sub, ':prefix': 'listing#' },
      ScanIndexForward: false,
      Limit: 2,
      ExclusiveStartKey: undefined,
    });
  });

  it('starts after the given listing and says when no page follows', async () => {
    ddb.on(QueryCommand).resolves({ Items: [dynamoItem(older)] });

    const page = await repository.listPage(sub, { view: 'all', after: newer, limit: 1 });

    expect(page).toEqual({ listings: [storedListing(older)] });
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExclusiveStartKey).toEqual({
      userId: sub,
      id: `listing#${newer}`,
    });
  });

  it('hands out a next page when DynamoDB stopped at 1 MB before the page was full', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [dynamoItem(newer)],
      LastEvaluatedKey: { userId: sub, id: `listing#${newer}` },
    });

    expect(await repository.listPage(sub, { view: 'all', limit: 5 })).toMatchObject({ lastId: newer });
  });

  it('hands out a next page from where DynamoDB stopped when every listing it read was deleted', async () => {
    ddb.on(QueryCommand).resolves({ Items: [], LastEvaluatedKey: { userId: sub, id: `listing#${older}` } });

    expect(await repository.listPage(sub, { view: 'all', limit: 5 })).toEqual({
      listings: [],
      lastId: older,
    });
  });

  it("reads the ready list from the user's partition of the sparse index of ready items", async () => {
    ddb.on(QueryCommand).resolves({ Items: [dynamoItem(older)] });

    await repository.listPage(sub, { view: 'ready', after: newer, limit: 30 });

    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: tableName,
      IndexName: 'readyByUser',
      KeyConditionExpression: 'userId = :userId',
      FilterExpression: 'attribute_not_exists(#pending)',
      ExpressionAttributeNames: { '#pending': 'deletion_pending' },
      ExpressionAttributeValues: { ':userId': sub },
      ScanIndexForward: false,
      Limit: 31,
      ExclusiveStartKey: { userId: sub, id: `listing#${newer}`, ready_key: `listing#${newer}` },
    });
  });
});

describe('listByUser', () => {
  it("queries the user's partition for listing# keys, newest first, following every page", async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({
        Items: [dynamoItem('01JD3Z8Q4N5W6X7Y8Z9A0B1C2F')],
        LastEvaluatedKey: { userId: 'x', id: 'y' },
      })
      .resolvesOnce({ Items: [dynamoItem('01JD3Z8Q4N5W6X7Y8Z9A0B1C2D')] });

    const listings = await repository.listByUser(sub);

    expect(listings.map((l) => l.id)).toEqual(['01JD3Z8Q4N5W6X7Y8Z9A0B1C2F', '01JD3Z8Q4N5W6X7Y8Z9A0B1C2D']);
    const queries = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries[0]).toMatchObject({
      TableName: tableName,
      KeyConditionExpression: 'userId = :userId AND begins_with(#id, :prefix)',
      ExpressionAttributeNames: { '#id': 'id' },
      ExpressionAttributeValues: { ':userId': sub, ':prefix': 'listing#' },
      ScanIndexForward: false,
    });
    expect(queries[1]?.ExclusiveStartKey).toEqual({ userId: 'x', id: 'y' });
  });

  it('reads items back with the bare ULID as id and the partition key as user_id', async () => {
    ddb.on(QueryCommand).resolves({ Items: [dynamoItem(fixtureListingId)] });

    const [listing] = await repository.listByUser(sub);

    expect(listing).toEqual(storedListing(fixtureListingId));
    expect(listing).not.toHaveProperty('userId');
  });

  it('fills in what another writer (the analyser) left unset', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [{ userId: sub, id: `listing#${fixtureListingId}`, created_at: '2026-11-22T10:00:00.000Z' }],
    });

    const [listing] = await repository.listByUser(sub);

    expect(listing).toEqual({
      id: fixtureListingId,
      user_id: sub,
      image_key: '',
      photos: [],
      stage: 'analyzing',
      ai_category: null,
      ai_details_text: null,
      ai_fields: {},
      ai_enrichment: null,
      user_fields: {},
      analysis_error: null,
      analysis_attempts: 0,
      analysis_started_at: null,
      created_at: '2026-11-22T10:00:00.000Z',
      updated_at: '2026-11-22T10:00:00.000Z',
    });
  });
});

describe('get', () => {
  it("reads one item from the caller's partition by its listing# key, consistently", async () => {
    ddb.on(GetCommand).resolves({ Item: dynamoItem(fixtureListingId) });

    expect(await repository.get(sub, fixtureListingId)).toEqual(storedListing(fixtureListingId));
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input).toEqual({
      TableName: tableName,
      Key: { userId: sub, id: `listing#${fixtureListingId}` },
      ConsistentRead: true,
    });
  });

  it('returns undefined when there is no such item', async () => {
    ddb.on(GetCommand).resolves({});

    expect(await repository.get(sub, fixtureListingId)).toBeUndefined();
  });
});
