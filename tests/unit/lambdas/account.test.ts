import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  InternalErrorException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../lambdas/account/handler';
import { resetServices } from '../../../lambdas/lib/services';
import {
  captureLogs,
  fixtureEvent,
  fixtureUser,
  invoke,
  testEnv,
  testErasures,
  useTestEnv,
} from './lambda-test-kit';

const ddb = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const cognito = mockClient(CognitoIdentityProviderClient);

const sub = fixtureUser.sub;
const eraseAccount = () => invoke(handler, fixtureEvent('account-delete'));

/** The order in which the erasure touched each store. */
let steps: string[];

function userHas(listingIds: string[], photoKeys: string[]) {
  ddb.on(QueryCommand).callsFake(() => ({
    Items: listingIds.flatMap((id) => [{ id: `listing#${id}` }, { id: `upload#${sub}/1-${id}.jpg` }]),
  }));
  s3.on(ListObjectsV2Command).callsFake(() => ({
    Contents: photoKeys.map((Key) => ({ Key })),
    IsTruncated: false,
  }));
}

beforeEach(() => {
  useTestEnv();
  resetServices();
  ddb.reset();
  s3.reset();
  cognito.reset();
  steps = [];
  ddb.on(BatchWriteCommand).callsFake(() => (steps.push('listings'), {}));
  ddb.on(DeleteCommand).callsFake(() => (steps.push('profile'), {}));
  s3.on(DeleteObjectsCommand).callsFake(() => (steps.push('photos'), {}));
  cognito.on(AdminDeleteUserCommand).callsFake(() => (steps.push('user'), {}));
  cognito.on(AdminUserGlobalSignOutCommand).callsFake(() => (steps.push('refresh tokens'), {}));
  const { begin, complete } = testErasures;
  vi.spyOn(testErasures, 'begin').mockImplementation(
    (...args) => (steps.push('tombstone'), begin.apply(testErasures, args)),
  );
  vi.spyOn(testErasures, 'complete').mockImplementation(
    (...args) => (steps.push('tombstone erased'), complete.apply(testErasures, args)),
  );
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('DELETE /api/account', () => {
  it('writes a tombstone, erases listings, photos and profile, revokes the refresh tokens, then the Cognito user, and answers 204', async () => {
    userHas(['01JD3Z8Q4N5W6X7Y8Z9A0B1C2D'], [`${sub}/1-01JD3Z8Q4N5W6X7Y8Z9A0B1C2D.jpg`]);

    const reply = await eraseAccount();

    expect(reply.status).toBe(204);
    expect(steps).toEqual([
      'tombstone',
      'listings',
      'photos',
      'profile',
      'refresh tokens',
      'user',
      'tombstone erased',
    ]);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testEnv.userPoolId,
      Username: sub,
    });
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testEnv.userPoolId,
      Username: sub,
    });
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input).toEqual({
      TableName: 'profiles-test',
      Key: { id: sub },
    });
  });

  it("touches only the caller's partition and folder", async () => {
    userHas(
      ['01JD3Z8Q4N5W6X7Y8Z9A0B1C2D', '01JD3Z8Q4N5W6X7Y8Z9A0B1C2E'],
      [`${sub}/1-a.jpg`, `${sub}/2-b.jpg`],
    );

    await eraseAccount();

    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'listings-test',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'userId' },
      ExpressionAttributeValues: { ':pk': sub },
    });
    const deletedKeys = ddb
      .commandCalls(BatchWriteCommand)
      .flatMap((call) => call.args[0].input.RequestItems?.['listings-test'] ?? [])
      .map((request) => request.DeleteRequest?.Key);
    expect(deletedKeys).toHaveLength(4); // two listings and their two guards
    expect(deletedKeys.every((key) => key?.userId === sub)).toBe(true);
    expect(s3.commandCalls(ListObjectsV2Command)[0]?.args[0].input).toMatchObject({
      Bucket: 'uploads-test',
      Prefix: `${sub}/`,
    });
    const objects = s3
      .commandCalls(DeleteObjectsCommand)
      .flatMap((c) => c.args[0].input.Delete?.Objects ?? []);
    expect(objects.map((o) => o.Key)).toEqual([`${sub}/1-a.jpg`, `${sub}/2-b.jpg`]);
  });

  it('deletes photos page by page, at most 1000 per DeleteObjects', async () => {
    userHas([], []);
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ Key: `${sub}/${from + i}-p.jpg` }));
    s3.on(ListObjectsV2Command)
      .resolvesOnce({ Contents: page(0, 1000), IsTruncated: true, NextContinuationToken: 'next' })
      .resolvesOnce({ Contents: page(1000, 5), IsTruncated: false });

    await eraseAccount();

    const batches = s3.commandCalls(DeleteObjectsCommand).map((c) => c.args[0].input.Delete?.Objects?.length);
    expect(batches).toEqual([1000, 5]);
    expect(s3.commandCalls(ListObjectsV2Command)[1]?.args[0].input.ContinuationToken).toBe('next');
  });

  it('deletes listing items 25 per batch and resubmits what DynamoDB left unprocessed', async () => {
    userHas(
      Array.from({ length: 15 }, (_, i) => `ID${i}`),
      [],
    );
    let first = true;
    ddb.on(BatchWriteCommand).callsFake((input) => {
      const requests = input.RequestItems?.['listings-test'] ?? [];
      if (first) {
        first = false;
        return { UnprocessedItems: { 'listings-test': requests.slice(0, 2) } };
      }
      return {};
    });

    const reply = await eraseAccount();

    expect(reply.status).toBe(204);
    const sizes = ddb
      .commandCalls(BatchWriteCommand)
      .map((c) => c.args[0].input.RequestItems?.['listings-test']?.length);
    expect(sizes).toEqual([25, 2, 5]);
  });

  it('is harmless the second time: nothing left, and the user already gone', async () => {
    userHas([], []);
    cognito
      .on(AdminDeleteUserCommand)
      .rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));

    const reply = await eraseAccount();

    expect(reply.status).toBe(204);
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
    expect(s3.commandCalls(DeleteObjectsCommand)).toHaveLength(0);
  });

  it('keeps the Cognito user when the photos cannot be erased, so the caller can retry', async () => {
    userHas([], []);
    s3.on(ListObjectsV2Command).rejects(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    const logs = captureLogs();

    const reply = await eraseAccount();
    logs.restore();

    expect(reply.status).toBe(503);
    expect(reply.body.error.message).toBe('Photo storage is unavailable right now. Please try again.');
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers a clear 503 when Cognito fails', async () => {
    userHas([], []);
    cognito
      .on(AdminDeleteUserCommand)
      .rejects(new InternalErrorException({ message: 'Internal error', $metadata: { httpStatusCode: 500 } }));
    const logs = captureLogs();

    const reply = await eraseAccount();
    logs.restore();

    expect(reply.status).toBe(503);
    expect(reply.body.error).toEqual({
      code: 'service_unavailable',
      message: 'Your account could not be deleted right now. Please try again.',
    });
  });

  it('keeps the tombstone for longer than an access token lives (one hour)', async () => {
    userHas([], []);
    const before = Date.now() / 1000;

    await eraseAccount();

    expect(testErasures.tombstones.get(sub)?.expiresAt).toBeGreaterThan(before + 3600);
  });

  it('lets a retry with the same token finish an interrupted erasure', async () => {
    userHas([], []);
    cognito
      .on(AdminDeleteUserCommand)
      .rejectsOnce(
        new InternalErrorException({ message: 'Internal error', $metadata: { httpStatusCode: 500 } }),
      );
    const logs = captureLogs();

    expect((await eraseAccount()).status).toBe(503);
    logs.restore();
    expect((await eraseAccount()).status).toBe(204);
  });

  it('answers 401 once the erasure is complete, and touches nothing', async () => {
    userHas([], []);
    expect((await eraseAccount()).status).toBe(204);
    ddb.resetHistory();
    s3.resetHistory();
    cognito.resetHistory();

    const again = await eraseAccount();

    expect(again.status).toBe(401);
    expect([...ddb.calls(), ...s3.calls(), ...cognito.calls()]).toHaveLength(0);
  });

  it('answers 401 without claims and erases nothing', async () => {
    const reply = await invoke(handler, fixtureEvent('account-delete', { claims: undefined }));

    expect(reply.status).toBe(401);
    expect([...ddb.calls(), ...s3.calls(), ...cognito.calls()]).toHaveLength(0);
  });

  it('answers 404 to a route key it does not serve', async () => {
    const reply = await invoke(handler, fixtureEvent('account-delete', { routeKey: 'GET /api/account' }));
    expect(reply.status).toBe(404);
  });
});
