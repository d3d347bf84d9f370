// @ts-nocheck
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DynamoErasures } from '../../../lambdas/lib/adapters/dynamo-erasures';
import { resetServices } from '../../../lambdas/lib/runtime/services';
import { handler as listingsHandler } from '../../../lambdas/listings/handler';
import { handler as profileHandler } from '../../../lambdas/profile/handler';
import { handler as uploadsHandler } from '../../../lambdas/uploads/handler';
import { fixtureEvent, fixtureUser, invoke, testErasures, useTestEnv } from './lambda-test-kit';

const ddb = mockClient(DynamoDBDocumentClient);
const erasures = new DynamoErasures(
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-2' })),
  'erasures-test',
);
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

beforeEach(() => {
  useTestEnv();
  resetServices();
  ddb.reset();
});
afterEach(() => vi.unstubAllEnvs());

describe('the caller boundary of every API function', () => {
  beforeEach(() => {
    testErasures.tombstones.set(fixtureUser.sub, { state: 'erasing', expiresAt: inAnHour() });
  });

  it.each([
    ['GET /api/listings', listingsHandler, 'listings-list'],
    ['POST /api/listings', listingsHandler, 'listings-create'],
    ['PUT /api/listings/{id}', listingsHandler, 'listings-update'],
    ['POST /api/uploads', uploadsHandler, 'uploads-create'],
    ['PATCH /api/profile', profileHandler, 'profile-update'],
  ])('answers 401 to %s for an erased account, touching no table', async (_route, handler, fixture) => {
    const reply = await invoke(handler, fixtureEvent(fixture));

    expect(reply.status).toBe(401);
    expect(reply.body.error).toEqual({ code: 'unauthorized', message: 'This account has been deleted.' });
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('DynamoErasures', () => {
  it('reads the tombstone consistently', async () => {
    ddb.on(GetCommand).resolves({ Item: { userId: 'u', state: 'erased', expiresAt: inAnHour() } });

    await expect(erasures.find('u')).resolves.toMatchObject({ state: 'erased' });
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input).toEqual({
      TableName: 'erasures-test',
      Key: { userId: 'u' },
      ConsistentRead: true,
    });
  });

  it('ignores an expired tombstone (TTL deletion lags; the emulator has none)', async () => {
    ddb.on(GetCommand).resolves({ Item: { userId: 'u', state: 'erased', expiresAt: 1 } });

    await expect(erasures.find('u')).resolves.toBeUndefined();
  });

  it('finds nothing when there is no item', async () => {
    ddb.on(GetCommand).resolves({});

    await expect(erasures.find('u')).resolves.toBeUndefined();
  });

  it('keeps the first tombstone when an erasure is retried', async () => {
    ddb.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    ddb.on(GetCommand).resolves({ Item: { userId: 'u', state: 'erasing', expiresAt: inAnHour() + 60 } });

    const erasure = await erasures.begin('u', inAnHour());

    expect(erasure.expiresAt).toBe(inAnHour() + 60);
  });

  it('writes a fresh tombstone over one that has expired but is not yet removed by TTL', async () => {
    ddb.on(PutCommand).resolves({});

    const erasure = await erasures.begin('u', inAnHour());

    expect(erasure).toEqual({ state: 'erasing', expiresAt: inAnHour() });
    const input = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(input?.ConditionExpression).toBe('attribute_not_exists(userId) OR expiresAt < :now');
    expect(input?.ExpressionAttributeValues?.[':now']).toBeCloseTo(Date.now() / 1000, -1);
  });

  it('extends the tombstone to the expiry it is given when the erasure completes', async () => {
    ddb.on(UpdateCommand).resolves({});

    await erasures.complete('u', inAnHour() + 600);

    const input = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.UpdateExpression).toContain('expiresAt = :expiresAt');
    expect(input?.ExpressionAttributeValues).toMatchObject({
      ':erased': 'erased',
      ':expiresAt': inAnHour() + 600,
    });
  });
});
