import {
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
} from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServices } from '../../../lambdas/lib/services';
import { handler } from '../../../lambdas/listings/handler';
import {
  captureLogs,
  fixtureEvent,
  fixtureImageKey,
  fixtureListingId,
  fixtureUser,
  invoke,
  otherUser,
  useTestEnv,
} from './lambda-test-kit';

const ddb = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);

function storedItem(id: string, changes: Record<string, unknown> = {}) {
  return {
    userId: fixtureUser.sub,
    id: `listing#${id}`,
    image_key: `${fixtureUser.sub}/1732240000000-${id.toLowerCase()}.jpg`,
    stage: 'ready',
    ai_category: 'kitchenware',
    ai_details_text: 'A blue mug.',
    ai_fields: { title: 'Blue mug' },
    ai_enrichment: null,
    user_fields: { title: 'Blue mug' },
    analysis_error: null,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ...changes,
  };
}

const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

beforeEach(() => {
  useTestEnv();
  resetServices();
  ddb.reset();
  s3.reset();
});
afterEach(() => vi.unstubAllEnvs());

describe('GET /api/listings', () => {
  it("returns the caller's listings newest first, following every page", async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({
        Items: [storedItem('01JD3Z8Q4N5W6X7Y8Z9A0B1C2F')],
        LastEvaluatedKey: { userId: 'x', id: 'y' },
      })
      .resolvesOnce({ Items: [storedItem('01JD3Z8Q4N5W6X7Y8Z9A0B1C2D')] });

    const reply = await invoke(handler, fixtureEvent('listings-list'));

    expect(reply.status).toBe(200);
    expect(reply.body.listings.map((l: { id: string }) => l.id)).toEqual([
      '01JD3Z8Q4N5W6X7Y8Z9A0B1C2F',
      '01JD3Z8Q4N5W6X7Y8Z9A0B1C2D',
    ]);
    const queries = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries[0]).toMatchObject({
      TableName: 'listings-test',
      KeyConditionExpression: 'userId = :userId AND begins_with(#id, :prefix)',
      ExpressionAttributeValues: { ':userId': fixtureUser.sub, ':prefix': 'listing#' },
      ScanIndexForward: false,
    });
    expect(queries[1]?.ExclusiveStartKey).toEqual({ userId: 'x', id: 'y' });
  });

  it('returns each row in the API shape, with a signed URL of its photo', async () => {
    ddb.on(QueryCommand).resolves({ Items: [storedItem(fixtureListingId)] });

    const [row] = (await invoke(handler, fixtureEvent('listings-list'))).body.listings;

    expect(row).toMatchObject({ id: fixtureListingId, user_id: fixtureUser.sub, stage: 'ready' });
    expect(row).not.toHaveProperty('userId');
    const url = new URL(row.image_url);
    expect(url.pathname).toBe(`/${row.image_key}`);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('returns an empty list for a new user', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });

    const reply = await invoke(handler, fixtureEvent('listings-list'));

    expect(reply.body).toEqual({ listings: [] });
  });
});

describe('GET /api/listings/{id}', () => {
  it("reads only from the caller's partition", async () => {
    ddb.on(GetCommand).resolves({ Item: storedItem(fixtureListingId) });

    const reply = await invoke(handler, fixtureEvent('listings-get'));

    expect(reply.status).toBe(200);
    expect(reply.body.id).toBe(fixtureListingId);
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input.Key).toEqual({
      userId: fixtureUser.sub,
      id: `listing#${fixtureListingId}`,
    });
  });

  it("answers 404 for another user's or a missing id", async () => {
    ddb.on(GetCommand).resolves({});

    const reply = await invoke(handler, fixtureEvent('listings-get'));

    expect(reply.status).toBe(404);
    expect(reply.body.error).toEqual({ code: 'not_found', message: 'Listing not found.' });
  });

  it.each(['upload#x', 'not-a-ulid', `${'0'.repeat(25)}I`])(
    'answers 404 for the id %j without a read',
    async (id) => {
      const reply = await invoke(handler, fixtureEvent('listings-get', { pathParameters: { id } }));

      expect(reply.status).toBe(404);
      expect(ddb.calls()).toHaveLength(0);
    },
  );
});

describe('PUT /api/listings/{id}', () => {
  it('merges the user fields one by one, sets stage and updated_at, and returns the row', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: storedItem(fixtureListingId, { stage: 'saved' }) });

    const reply = await invoke(handler, fixtureEvent('listings-update'));

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: fixtureListingId, stage: 'saved' });
    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.Key).toEqual({ userId: fixtureUser.sub, id: `listing#${fixtureListingId}` });
    expect(input.ConditionExpression).toBe('attribute_exists(#id)');
    expect(input.UpdateExpression).toContain('#uf.#f0 = :f0');
    expect(input.ExpressionAttributeNames).toMatchObject({ '#uf': 'user_fields', '#f0': 'title' });
    expect(input.ExpressionAttributeValues).toMatchObject({ ':stage': 'saved', ':f0': 'Blue ceramic mug' });
    expect(input.ExpressionAttributeValues?.[':now']).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('accepts the reserved-word fields size, format and storage', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: storedItem(fixtureListingId) });
    const body = { user_fields: { size: 'M', format: 'Paperback', storage: '64 GB' } };

    const reply = await invoke(handler, fixtureEvent('listings-update', { body }));

    expect(reply.status).toBe(200);
    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(Object.values(input.ExpressionAttributeNames ?? {})).toEqual(
      expect.arrayContaining(['size', 'format', 'storage']),
    );
    expect(input.UpdateExpression).not.toMatch(/\b(size|format|storage)\b/);
  });

  it("answers 404 when the listing is missing or another user's (ConditionalCheckFailed)", async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());

    const reply = await invoke(handler, fixtureEvent('listings-update'));

    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('not_found');
  });

  it.each([
    ['an unknown top-level field', { stage: 'saved', user_id: otherUser.sub }],
    ['an unknown user field', { user_fields: { colour: 'blue', password: 'x' } }],
    ['a stage other than saved', { stage: 'ready' }],
    ['a number as a field value', { user_fields: { price: 12.5 } }],
    ['a field of 5001 characters', { user_fields: { description: 'x'.repeat(5001) } }],
    ['user fields that are not an object', { user_fields: 'title' }],
  ])('refuses %s with 400', async (_, body) => {
    const reply = await invoke(handler, fixtureEvent('listings-update', { body }));

    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('bad_request');
    expect(ddb.calls()).toHaveLength(0);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const reply = await invoke(handler, fixtureEvent('listings-update', { body: 'stage=saved' }));

    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('The request body is not valid JSON.');
  });
});

describe('DELETE /api/listings/{id}', () => {
  it('deletes the photo, then the upload guard, then the listing, and answers 204', async () => {
    ddb.on(GetCommand).resolves({ Item: storedItem(fixtureListingId, { image_key: fixtureImageKey }) });
    ddb.on(DeleteCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});

    const reply = await invoke(handler, fixtureEvent('listings-delete'));

    expect(reply.status).toBe(204);
    expect(reply.body).toBeUndefined();
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'uploads-test',
      Key: fixtureImageKey,
    });
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([
      { userId: fixtureUser.sub, id: `upload#${fixtureImageKey}` },
      { userId: fixtureUser.sub, id: `listing#${fixtureListingId}` },
    ]);
  });

  it("answers 404 for another user's or a missing id and deletes nothing", async () => {
    ddb.on(GetCommand).resolves({});

    const reply = await invoke(handler, fixtureEvent('listings-delete'));

    expect(reply.status).toBe(404);
    expect(s3.calls()).toHaveLength(0);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('answers 404 when a concurrent delete removed the listing first (ConditionalCheckFailed)', async () => {
    ddb.on(GetCommand).resolves({ Item: storedItem(fixtureListingId) });
    ddb.on(DeleteCommand).resolvesOnce({}).rejects(conditionFailed());
    s3.on(DeleteObjectCommand).resolves({});

    const reply = await invoke(handler, fixtureEvent('listings-delete'));

    expect(reply.status).toBe(404);
  });

  it('keeps the listing when its photo cannot be deleted, so a retry can finish', async () => {
    ddb.on(GetCommand).resolves({ Item: storedItem(fixtureListingId) });
    s3.on(DeleteObjectCommand).rejects(
      new S3ServiceException({
        name: 'InternalError',
        $fault: 'server',
        $metadata: { httpStatusCode: 500 },
        message: 'boom',
      }),
    );

    const reply = await invoke(handler, fixtureEvent('listings-delete'));

    expect(reply.status).toBe(503);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});

describe('faults, authorization and routing', () => {
  it('turns DynamoDB throttling into a JSON 503 and one structured log line with the request id', async () => {
    ddb.on(QueryCommand).rejects(
      new ProvisionedThroughputExceededException({
        message: 'Rate of requests exceeds the allowed throughput',
        $metadata: {},
      }),
    );
    const logs = captureLogs();

    const reply = await invoke(handler, fixtureEvent('listings-list'));
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

    const reply = await invoke(handler, fixtureEvent('listings-get'));
    logs.restore();

    expect(reply.status).toBe(500);
    expect(reply.body.error).toEqual({
      code: 'internal',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('answers 401 without claims and to an id token, before any read', async () => {
    const none = await invoke(handler, fixtureEvent('listings-list', { claims: undefined }));
    const idToken = await invoke(
      handler,
      fixtureEvent('listings-list', { claims: { sub: fixtureUser.sub, token_use: 'id' } }),
    );

    expect(none.status).toBe(401);
    expect(idToken.status).toBe(401);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers 404 to a route key it does not serve', async () => {
    const reply = await invoke(
      handler,
      fixtureEvent('listings-list', { routeKey: 'PATCH /api/listings/{id}' }),
    );

    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('not_found');
  });
});
