import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServices } from '../../../lambdas/lib/services';
import { handler } from '../../../lambdas/listings/handler';
import { fakeListingsTable, isGuard, isListing, type FakeTable } from './fake-listings-table';
import {
  captureLogs,
  fixtureEvent,
  fixtureImageKey,
  fixtureUser,
  invoke,
  objectBody,
  otherUser,
  sampleBytes,
  useTestEnv,
} from './lambda-test-kit';

const ddb = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
let table: FakeTable;

const create = (imageKey: string = fixtureImageKey) =>
  invoke(handler, fixtureEvent('listings-create', { body: { imageKey } }));

/** The uploaded object: its size and first bytes. */
function storedObject(bytes: Uint8Array, size = bytes.length, contentType = 'image/jpeg') {
  s3.on(HeadObjectCommand).resolves({ ContentLength: size, ContentType: contentType });
  s3.on(GetObjectCommand).resolves({ Body: objectBody(bytes) });
}

const throttled = () =>
  new ProvisionedThroughputExceededException({
    message: 'Rate of requests exceeds the allowed throughput',
    $metadata: {},
  });

beforeEach(() => {
  useTestEnv();
  resetServices();
  ddb.reset();
  s3.reset();
  table = fakeListingsTable(ddb);
});
afterEach(() => vi.unstubAllEnvs());

describe('POST /api/listings', () => {
  it('creates the listing in stage analyzing and answers 201 with the row', async () => {
    storedObject(sampleBytes.jpeg);

    const reply = await create();

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      user_id: fixtureUser.sub,
      image_key: fixtureImageKey,
      stage: 'analyzing',
      ai_category: null,
      ai_details_text: null,
      ai_fields: {},
      ai_enrichment: null,
      user_fields: {},
      analysis_error: null,
    });
    expect(reply.body.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(reply.body.created_at).toBe(reply.body.updated_at);
    expect(new Date(reply.body.created_at).toISOString()).toBe(reply.body.created_at);
    const imageUrl = new URL(reply.body.image_url);
    expect(imageUrl.pathname).toBe(`/${fixtureUser.sub}/1732240000000-blue-mug.jpg`);
    expect(imageUrl.searchParams.get('X-Amz-Expires')).toBe('3600');
  });

  it('stores the listing under the caller, as listing#<id>, beside its upload guard', async () => {
    storedObject(sampleBytes.png);

    const reply = await create();

    const puts = ddb.commandCalls(PutCommand).map((call) => call.args[0].input.Item);
    expect(puts).toEqual([
      expect.objectContaining({
        userId: fixtureUser.sub,
        id: `upload#${fixtureImageKey}`,
        listing_id: reply.body.id,
      }),
      expect.objectContaining({ userId: fixtureUser.sub, id: `listing#${reply.body.id}` }),
    ]);
    expect(puts[1]).not.toHaveProperty('user_id');
    expect(puts[1]).not.toHaveProperty('image_url');
  });

  it("records the photo's ETag and size as verified, and keeps them out of the API row", async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 5000, ContentType: 'image/png', ETag: '"v1"' });
    s3.on(GetObjectCommand).resolves({ Body: objectBody(sampleBytes.png), ETag: '"v1"' });

    const reply = await create();

    expect(reply.status).toBe(201);
    const listingItem = ddb.commandCalls(PutCommand)[1]?.args[0].input.Item;
    expect(listingItem).toMatchObject({ image_etag: '"v1"', image_size: 5000 });
    expect(reply.body).not.toHaveProperty('image_etag');
    expect(reply.body).not.toHaveProperty('image_size');
  });

  it('sniffs the bytes of the very object it measured (If-Match the ETag of the HEAD)', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 5000, ContentType: 'image/png', ETag: '"v1"' });
    s3.on(GetObjectCommand).resolves({ Body: objectBody(sampleBytes.png), ETag: '"v1"' });

    await create();

    expect(s3.commandCalls(GetObjectCommand)[0]?.args[0].input.IfMatch).toBe('"v1"');
  });

  it('answers 409, creates nothing and deletes the object when it was replaced while being checked', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 5000, ContentType: 'image/png', ETag: '"v1"' });
    // The emulator ignores If-Match and answers with the new object's ETag.
    s3.on(GetObjectCommand).resolves({ Body: objectBody(sampleBytes.png), ETag: '"v2"' });
    s3.on(DeleteObjectCommand).resolves({});

    const reply = await create();

    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('conflict');
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(1);
  });

  it('reads only the first 4100 bytes to recognise the image', async () => {
    storedObject(sampleBytes.jpeg, 5_000_000);

    await create();

    expect(s3.commandCalls(GetObjectCommand)[0]?.args[0].input.Range).toBe('bytes=0-4099');
  });

  it('refuses a key in another user folder with 403 and touches nothing', async () => {
    const reply = await create(`${otherUser.sub}/1732240000000-their-mug.jpg`);

    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe('forbidden');
    expect(s3.calls()).toHaveLength(0);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('refuses a key that climbs out of the caller folder with 403', async () => {
    const reply = await create(`${fixtureUser.sub}/../${otherUser.sub}/1-x.jpg`);

    expect(reply.status).toBe(403);
    expect(s3.calls()).toHaveLength(0);
  });

  it.each([
    ['an over-long name', `${fixtureUser.sub}/1732240000000-${'a'.repeat(900)}.jpg`],
    ['no timestamp', `${fixtureUser.sub}/photo.jpg`],
    ['a name no upload gets', `${fixtureUser.sub}/1732240000000-my photo.jpg`],
  ])('refuses a key in the caller folder with %s: 400, before any storage call', async (_label, key) => {
    const reply = await create(key);

    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toContain('POST /api/uploads');
    expect(s3.calls()).toHaveLength(0);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('says "Upload the photo first." when there is no object', async () => {
    s3.on(HeadObjectCommand).rejects(
      new NotFound({ message: 'NotFound', $metadata: { httpStatusCode: 404 } }),
    );

    const reply = await create();

    expect(reply.status).toBe(400);
    expect(reply.body.error).toEqual({ code: 'bad_request', message: 'Upload the photo first.' });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses an object over 15 MB with 413 and deletes it', async () => {
    storedObject(sampleBytes.jpeg, 15 * 1024 * 1024 + 1);
    s3.on(DeleteObjectCommand).resolves({});

    const reply = await create();

    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe('payload_too_large');
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input.Key).toBe(fixtureImageKey);
    expect(table.listings()).toEqual([]);
  });

  it('refuses a PDF renamed .jpg with 415 "That file is not an image." and deletes it', async () => {
    storedObject(sampleBytes.pdf);
    s3.on(DeleteObjectCommand).resolves({});

    const reply = await create();

    expect(reply.status).toBe(415);
    expect(reply.body.error).toEqual({
      code: 'unsupported_media_type',
      message: 'That file is not an image.',
    });
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input.Key).toBe(fixtureImageKey);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses text and empty objects as not images', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    storedObject(sampleBytes.text);
    expect((await create()).status).toBe(415);

    storedObject(new Uint8Array(0));
    expect((await create()).status).toBe(415);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(2);
  });

  it('refuses an image stored with a type that is not an image type (415) and deletes it', async () => {
    storedObject(sampleBytes.png, sampleBytes.png.length, 'text/html');
    s3.on(DeleteObjectCommand).resolves({});

    const reply = await create();

    expect(reply.status).toBe(415);
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input.Key).toBe(fixtureImageKey);
    expect(table.listings()).toEqual([]);
  });

  it('accepts a photo whose stored image type differs from its bytes (a PNG saved as .jpg)', async () => {
    storedObject(sampleBytes.png, sampleBytes.png.length, 'image/jpeg');

    expect((await create()).status).toBe(201);
  });

  it('still says 415 when the refused object cannot be deleted', async () => {
    storedObject(sampleBytes.pdf);
    s3.on(DeleteObjectCommand).rejects(new Error('socket hang up'));

    const reply = await create();

    expect(reply.status).toBe(415);
  });

  it('answers a clear 503 when S3 fails with 500 on HeadObject, and writes no listing', async () => {
    const logs = captureLogs();
    s3.on(HeadObjectCommand).rejects(
      new S3ServiceException({
        name: 'InternalError',
        $fault: 'server',
        $metadata: { httpStatusCode: 500 },
        message: 'We encountered an internal error. Please try again.',
      }),
    );

    const reply = await create();
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
});

describe('POST /api/listings is idempotent per image key', () => {
  it('returns the same listing (200) for a retry, never a second one', async () => {
    storedObject(sampleBytes.jpeg);

    const first = await create();
    const retry = await create();

    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    expect(table.listings()).toHaveLength(1);
  });

  it('makes one listing from two concurrent creates of the same upload', async () => {
    storedObject(sampleBytes.jpeg);

    const [a, b] = await Promise.all([create(), create()]);

    expect(a.body.id).toBe(b.body.id);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(table.listings()).toHaveLength(1);
  });

  it('leaves no listing when the guard write fails, and a retry then creates it', async () => {
    storedObject(sampleBytes.jpeg);
    table.failNextPut(isGuard, throttled());

    const failed = await create();

    expect(failed.status).toBe(503);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1); // the guard; the listing was never sent
    expect(table.items.size).toBe(0);

    const retry = await create();
    expect(retry.status).toBe(201);
    expect(table.listings()).toHaveLength(1);
  });

  it('heals a claimed upload whose listing write failed: the retry writes it under the claimed id', async () => {
    storedObject(sampleBytes.jpeg);
    table.failNextPut(isListing, throttled());

    const failed = await create();

    expect(failed.status).toBe(503);
    expect(table.listings()).toEqual([]); // no half-written listing
    const guard = table.get(fixtureUser.sub, `upload#${fixtureImageKey}`);
    expect(guard).toBeDefined();

    const retry = await create();

    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(guard?.listing_id);
    expect(retry.body.created_at).toBe(guard?.created_at);
    expect(table.listings()).toHaveLength(1);
  });

  it('returns the existing listing without looking at the photo again', async () => {
    storedObject(sampleBytes.jpeg);
    const first = await create();
    s3.reset();

    const retry = await create();

    expect(retry.body.id).toBe(first.body.id);
    expect(s3.commandCalls(HeadObjectCommand)).toHaveLength(0);
  });
});
