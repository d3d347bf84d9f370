// @ts-nocheck
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { DynamoProfilesRepository } from '#lambdas/lib/adapters/dynamo-profiles-repository.ts';
import { fixtureUser } from '../lambda-test-kit';

// The DynamoDB adapter of the profiles port (partition key `id`, the user's sub). The
// handler's tests use an in-memory port.

const tableName = 'profiles-test';
const ddb = mockClient(DynamoDBDocumentClient);
const repository = new DynamoProfilesRepository(
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'eu-west-2',
      credentials: { accessKeyId: 'AKIAUNITTESTEXAMPLE', secretAccessKey: 'not-real' },
    }),
  ),
  tableName,
);

const sub = fixtureUser.sub;
const now = '2026-11-22T10:00:00.000Z';

beforeEach(() => ddb.reset());

describe('get', () => {
  it("reads the user's profile by id, consistently", async () => {
    const profile = { id: sub, country: 'IE', allow_collection: false, updated_at: now };
    ddb.on(GetCommand).resolves({ Item: profile });

    expect(await repository.get(sub)).toEqual(profile);
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input).toEqual({
      TableName: tableName,
      Key: { id: sub },
      ConsistentRead: true,
    });
  });

  it('returns undefined for a user with no profile', async () => {
    ddb.on(GetCommand).resolves({});

    expect(await repository.get(sub)).toBeUndefined();
  });
});

describe('update', () => {
  it('sets only the given attributes and updated_at (an upsert), and returns the whole profile', async () => {
    const stored = { id: sub, country: 'IE', allow_collection: false, updated_at: now };
    ddb.on(UpdateCommand).resolves({ Attributes: stored });

    expect(await repository.update(sub, { country: 'IE' }, now)).toEqual(stored);

    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input).toMatchObject({ TableName: tableName, Key: { id: sub }, ReturnValues: 'ALL_NEW' });
    expect(input).not.toHaveProperty('ConditionExpression');
    expect(input.UpdateExpression).toBe('SET #updated = :updated, #country = :country');
    expect(input.ExpressionAttributeValues).toEqual({ ':updated': now, ':country': 'IE' });
  });

  it('sets allow_collection, false included', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { id: sub, allow_collection: false, updated_at: now } });

    await repository.update(sub, { allow_collection: false }, now);

    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.UpdateExpression).toBe('SET #updated = :updated, #collection = :collection');
    expect(input.ExpressionAttributeNames).toMatchObject({ '#collection': 'allow_collection' });
    expect(input.ExpressionAttributeValues).toEqual({ ':updated': now, ':collection': false });
  });

  it('answers with what it set when DynamoDB returns no attributes', async () => {
    ddb.on(UpdateCommand).resolves({});

    expect(await repository.update(sub, { country: 'US' }, now)).toEqual({
      id: sub,
      country: 'US',
      updated_at: now,
    });
  });
});

describe('remove', () => {
  it("deletes the user's profile by id", async () => {
    ddb.on(DeleteCommand).resolves({});

    await repository.remove(sub);

    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input).toEqual({
      TableName: tableName,
      Key: { id: sub },
    });
  });
});
