import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  InternalErrorException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
} from '@aws-sdk/client-dynamodb';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as account } from '#lambdas/account/handler.ts';
import { purgeDeletedListings } from '#lambdas/analysis-sweeper/purge-deleted-listings.ts';
import { makeListingsRepository } from '#lambdas/lib/runtime/factories/make-listings-repository.ts';
import { makePhotoStore } from '#lambdas/lib/runtime/factories/make-photo-store.ts';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { handler as listings } from '#lambdas/listings/handler.ts';
import { fakeListingsTable, isGuard } from './adapters/fake-listings-table';
import {
  captureLogs,
  fixtureEvent,
  fixtureListingId,
  fixtureUser,
  invoke,
  objectBody,
  sampleBytes,
  useTestEnv,
} from './lambda-test-kit';

// Faults that must come through the AWS SDK: the handlers with their real adapters (made
// from the configuration, as in Lambda), and the SDK clients mocked to fail. What each
// use case does is tested against in-memory ports in the handlers' own test files.

const ddb = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const cognito = mockClient(CognitoIdentityProviderClient);
const sqs = mockClient(SQSClient);

const throttled = () =>
  new ProvisionedThroughputExceededException({
    message: 'Rate of requests exceeds the allowed throughput',
    $metadata: {},
  });
const s3ServerError = () =>
  new S3ServiceException({
    name: 'InternalError',
    $fault: 'server',
    $metadata: { httpStatusCode: 500 },
    message: 'We encountered an internal error. Please try again.',
  });

const dynamoItem = {
  userId: fixtureUser.sub,
  id: `listing#${fixtureListingId}`,
  image_key: `${fixtureUser.sub}/1732240000000-blue-mug.jpg`,
  stage: 'ready',
  created_at: '2026-11-22T10:00:00.000Z',
};

beforeEach(() => {
  useTestEnv();
  resetServices();
  ddb.reset();
  s3.reset();
  cognito.reset();
  sqs.reset();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetServices();
});

describe('DynamoDB faults', () => {
  it('turns throttling into a JSON 503 and one structured log line with the request id', async () => {
    ddb.on(QueryCommand).rejects(throttled());
    const logs = captureLogs();

    const reply = await invoke(listings, fixtureEvent('listings-list'));
    logs.restore();

    expect(reply.status).toBe(503);
    expect(reply.headers['content-type']).toBe('application/json');
    expect(reply.body.error).toEqual({
      code: 'service_unavailable',
      message: 'The service is busy. Please try again.',
    });
    const failures = logs.lines().filter((line) => line.message === 'request failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      level: 'ERROR',
      status: 503,
      function_request_id: 'unit-test-request-id',
      routeKey: 'GET /api/listings',
    });
  });

  it('never leaks a raw AWS message', async () => {
    ddb
      .on(GetCommand)
      .rejects(new Error('User: arn:aws:iam::123:role/x is not authorized to perform dynamodb:GetItem'));
    const logs = captureLogs();

    const reply = await invoke(listings, fixtureEvent('listings-get'));
    logs.restore();

    expect(reply.status).toBe(500);
    expect(reply.body.error).toEqual({
      code: 'internal',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('answers 404 when an update finds no listing (ConditionalCheckFailed)', async () => {
    ddb
      .on(UpdateCommand)
      .rejects(
        new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
      );

    const reply = await invoke(listings, fixtureEvent('listings-update'));

    expect(reply.status).toBe(404);
    expect(reply.body.error).toEqual({ code: 'not_found', message: 'Listing not found.' });
  });

  it('answers 503 and leaves no listing when the upload guard write is throttled', async () => {
    const table = fakeListingsTable(ddb);
    table.failNextPut(isGuard, throttled());
    s3.on(HeadObjectCommand).resolves({ ContentLength: sampleBytes.jpeg.length, ContentType: 'image/jpeg' });
    s3.on(GetObjectCommand).resolves({ Body: objectBody(sampleBytes.jpeg) });

    const reply = await invoke(listings, fixtureEvent('listings-create'));

    expect(reply.status).toBe(503);
    expect(table.items.size).toBe(0);
  });
});

describe('S3 faults', () => {
  it('answers a clear 503 when S3 fails with 500 on HeadObject, and writes no listing', async () => {
    ddb.on(GetCommand).resolves({});
    s3.on(HeadObjectCommand).rejects(s3ServerError());
    const logs = captureLogs();

    const reply = await invoke(listings, fixtureEvent('listings-create'));
    logs.restore();

    expect(reply.status).toBe(503);
    expect(reply.body.error).toEqual({
      code: 'service_unavailable',
      message: 'Photo storage is unavailable right now. Please try again.',
    });
    expect(JSON.stringify(reply.body)).not.toContain('internal error');
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 'ERROR', message: 'photo store unavailable' }),
    );
  });

  it('the purge keeps a deleted listing, hidden, when its photo cannot be deleted', async () => {
    const purgeAfter = '2026-11-22T10:01:00.000Z';
    ddb.on(QueryCommand).resolves({ Items: [{ userId: fixtureUser.sub, id: dynamoItem.id }] });
    ddb.on(GetCommand).resolves({
      Item: { ...dynamoItem, deletion_pending: 'pending', purge_after: purgeAfter },
    });
    s3.on(DeleteObjectCommand).rejects(s3ServerError());
    const logs = captureLogs();

    const purged = await purgeDeletedListings(
      { listings: makeListingsRepository(), photos: makePhotoStore() },
      Date.parse(purgeAfter) + 1000,
    );
    logs.restore();

    expect(purged).toBe(0);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 'ERROR', message: 'purge of a deleted listing failed' }),
    );
  });

  it('answers 503 and keeps the Cognito user when the photos cannot be erased', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    s3.on(ListObjectsV2Command).rejects(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    const logs = captureLogs();

    const reply = await invoke(account, fixtureEvent('account-delete'));
    logs.restore();

    expect(reply.status).toBe(503);
    expect(reply.body.error.message).toBe('Photo storage is unavailable right now. Please try again.');
    expect(cognito.calls()).toHaveLength(0);
  });
});

describe('Cognito faults', () => {
  it('answers a clear 503 when Cognito fails to delete the user', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(BatchWriteCommand).resolves({});
    // No eBay connection: erasure reads it first, for the lookup that goes with it.
    ddb.on(GetCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    s3.on(ListObjectsV2Command).resolves({ IsTruncated: false });
    cognito
      .on(AdminDeleteUserCommand)
      .rejects(new InternalErrorException({ message: 'Internal error', $metadata: { httpStatusCode: 500 } }));
    const logs = captureLogs();

    const reply = await invoke(account, fixtureEvent('account-delete'));
    logs.restore();

    expect(reply.status).toBe(503);
    expect(reply.body.error).toEqual({
      code: 'service_unavailable',
      message: 'Your account could not be deleted right now. Please try again.',
    });
  });
});
