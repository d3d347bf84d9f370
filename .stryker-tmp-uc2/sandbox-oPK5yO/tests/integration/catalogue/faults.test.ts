// @ts-nocheck
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSafeFetcher } from '#lambdas/lib/adapters/safe-fetch/safe-fetcher.ts';
import { replaceServices } from '#lambdas/lib/runtime/services.ts';
import { pngBytes } from '../../fixtures/files';
import { getListing, waitFor } from '../../support/analysis-helpers';
import { callApi } from '../../support/api-client';
import { createSignedInUser } from '../../support/cognito-users';
import type { FakeReply } from '../../support/fake-openai/fake-openai-server';
import {
  bucket,
  putToPresignedUrl,
  requestUpload,
  uploadAndCreate,
  type UploadTicket,
} from '../../support/photos';
import { type AiTwin, startAiTwin } from '../../support/start-ai-twin';
import {
  loopbackConnector,
  startLoopbackSite,
  testResolver,
  type LoopbackSite,
} from '../../unit/lambdas/safe-fetch/loopback-kit';
import { everythingOf, expectError, userWithThings } from '../../support/catalogue-kit';

// The catalogue, part 4: faults. A twin of its own (in this process, so a test can stop its
// table or bucket emulator and start it again on the same data, and script the AI), the AI
// the real OpenAI code path against the fake Responses API.

let ai: AiTwin;

beforeAll(async () => {
  ai = await startAiTwin();
}, 60_000);
afterAll(() => ai?.stop());
beforeEach(async () => {
  // Whatever a case did, the next one starts with both emulators up, no analysis still
  // running on the fake model, and a fresh script.
  await ai.twin.emulators.dynamodb.start();
  await ai.twin.emulators.s3.start();
  await ai.twin.analysesSettled();
  ai.fake.reset();
});

async function someone(label: string) {
  const user = await createSignedInUser(ai.info, label);
  const listing = await userWithThings(ai.info, user);
  await ai.twin.analysesSettled();
  return { user, listing, before: await everythingOf(ai.info, user) };
}

const unavailable = 'The service is unavailable right now. Please try again.';
const photoStoreUnavailable = 'Photo storage is unavailable right now. Please try again.';

describe('the DynamoDB emulator stopped mid-session', () => {
  it(`answers a list read with 503 "${unavailable}", and everything is there once it is back`, async () => {
    const { user, before } = await someone('fault-db-read');
    await ai.twin.emulators.dynamodb.stop();
    const response = await callApi(ai.info, 'GET', '/api/listings', { token: user.accessToken });
    expectError(response, 503, 'service_unavailable', unavailable);
    await ai.twin.emulators.dynamodb.start();
    expect(await everythingOf(ai.info, user)).toEqual(before);
  });

  it(`answers a save with 503 "${unavailable}"; the listing is as it was, and the save then works`, async () => {
    const { user, listing, before } = await someone('fault-db-save');
    const save = () =>
      callApi(ai.info, 'PUT', `/api/listings/${listing.id}`, {
        token: user.accessToken,
        body: { stage: 'saved', user_fields: { title: 'Oak chair, restored', price: '30.00' } },
      });
    await ai.twin.emulators.dynamodb.stop();
    expectError(await save(), 503, 'service_unavailable', unavailable);
    await ai.twin.emulators.dynamodb.start();
    expect(await everythingOf(ai.info, user)).toEqual(before);
    const saved = await save();
    expect(saved.status).toBe(200);
    expect(saved.body.user_fields).toMatchObject({
      title: 'Oak chair, restored',
      price: '30.00',
      description: 'Solid oak.',
    });
  });
});

describe('the S3 emulator stopped during an upload', () => {
  it('makes the photo PUT fail; once it is back the same ticket works and one listing is made', async () => {
    const { user, before } = await someone('fault-s3-put');
    const ticket = await requestUpload(ai.info, user.accessToken, {
      filename: 'sofa.png',
      contentType: 'image/png',
      size: pngBytes.length,
    });
    expect(ticket.status).toBe(200);
    await ai.twin.emulators.s3.stop();
    await expect(putToPresignedUrl(ticket.body, pngBytes)).rejects.toThrow();
    await ai.twin.emulators.s3.start();
    expect(await everythingOf(ai.info, user)).toEqual(before);
    await putToPresignedUrl(ticket.body, pngBytes);
    const created = await callApi(ai.info, 'POST', '/api/listings', {
      token: user.accessToken,
      body: { imageKey: ticket.body.key },
    });
    expect(created.status).toBe(201);
    expect((await everythingOf(ai.info, user)).listings).toHaveLength(before.listings.length + 1);
  });

  it(`answers creating the listing with 503 "${photoStoreUnavailable}"; no listing until the retry`, async () => {
    const { user, before } = await someone('fault-s3-create');
    const ticket = await requestUpload(ai.info, user.accessToken, {
      filename: 'lamp.png',
      contentType: 'image/png',
      size: pngBytes.length,
    });
    await putToPresignedUrl(ticket.body, pngBytes);
    const create = () =>
      callApi(ai.info, 'POST', '/api/listings', {
        token: user.accessToken,
        body: { imageKey: ticket.body.key },
      });
    await ai.twin.emulators.s3.stop();
    expectError(await create(), 503, 'service_unavailable', photoStoreUnavailable);
    expect(await everythingOf(ai.info, user)).toEqual(before);
    await ai.twin.emulators.s3.start();
    expect((await create()).status).toBe(201);
    expect((await everythingOf(ai.info, user)).listings).toHaveLength(before.listings.length + 1);
  });
});

/** A PUT whose connection drops after half the body, as a phone losing signal does. */
function dropHalfway(ticket: UploadTicket, bytes: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const headers = { ...ticket.headers, 'content-length': String(bytes.length) };
    const put = request(ticket.url, { method: 'PUT', headers });
    put.on('error', () => resolve());
    put.on('close', () => resolve());
    put.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => {
      setTimeout(() => put.destroy(), 50);
    });
  });
}

describe('a network drop in the middle of an upload', () => {
  it('leaves no listing ("Upload the photo first.") and a retry makes exactly one', async () => {
    const { user, before } = await someone('fault-drop');
    const photo = Buffer.concat([pngBytes, Buffer.alloc(256 * 1024, 7)]);
    const ask = () =>
      requestUpload(ai.info, user.accessToken, {
        filename: 'desk.png',
        contentType: 'image/png',
        size: photo.length,
      });
    const first = await ask();
    await dropHalfway(first.body, photo);
    // As S3, the store keeps nothing of a PUT that did not arrive whole.
    await waitFor(
      () => bucket(ai.info).exists(first.body.key),
      (exists) => !exists,
    );
    const create = (key: string) =>
      callApi(ai.info, 'POST', '/api/listings', { token: user.accessToken, body: { imageKey: key } });
    expectError(await create(first.body.key), 400, 'bad_request', 'Upload the photo first.');
    expect(await everythingOf(ai.info, user)).toEqual(before);

    const retry = await ask();
    await putToPresignedUrl(retry.body, photo);
    expect((await create(retry.body.key)).status).toBe(201);
    expect((await everythingOf(ai.info, user)).listings).toHaveLength(before.listings.length + 1);
  });
});

describe('the AI failing mid-analysis', () => {
  // [how the model fails, what the item says, the reply, how many calls the SDK makes (2 retries)]
  const cases: [string, string, FakeReply, number][] = [
    [
      'answering 500',
      'The AI service is unavailable right now. Please try again.',
      { kind: 'status', status: 500 },
      3,
    ],
    ['not answering', 'The AI service took too long to answer. Please try again.', { kind: 'hang' }, 3],
    [
      'answering garbage',
      'The AI gave an answer we could not read. Please try again.',
      { kind: 'malformed' },
      1,
    ],
  ];

  it.each(cases)(
    'keeps the item when %s, says "%s", and the retry makes it ready',
    async (_how, message, reply, calls) => {
      ai.fake.script({ replies: Array<FakeReply>(calls).fill(reply) });
      const user = await createSignedInUser(ai.info, 'fault-ai');
      const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes, 'vase.png', {
        settle: false,
      });
      await ai.twin.analysesSettled();
      const failed = await getListing(ai.info, user.accessToken, created.id);
      expect(failed).toMatchObject({ id: created.id, stage: 'analyzing', analysis_error: message });
      expect(await bucket(ai.info).exists(created.image_key)).toBe(true);

      const retried = await callApi(ai.info, 'POST', `/api/listings/${created.id}/analyze`, {
        token: user.accessToken,
      });
      expect(retried.status).toBe(202);
      // Queued again: the answer carries no stale error, so the web app polls for the result.
      expect(retried.body).toMatchObject({ stage: 'analyzing', analysis_error: null });
      await ai.twin.analysesSettled();
      expect(await getListing(ai.info, user.accessToken, created.id)).toMatchObject({
        stage: 'ready',
        analysis_error: null,
        image_key: created.image_key,
        created_at: created.created_at,
      });
    },
  );

  it('answers generate-listing with 502 "The AI service is unavailable right now. Please try again."', async () => {
    const { user, listing, before } = await someone('fault-ai-generate');
    ai.fake.script({ replies: Array<FakeReply>(3).fill({ kind: 'status', status: 500 }) });
    const response = await callApi(ai.info, 'POST', '/api/generate-listing', {
      token: user.accessToken,
      body: {
        imageUrl: listing.image_key,
        userInstruction: 'Write a description.',
        oldFields: {},
        country: 'GB',
      },
    });
    expectError(
      response,
      502,
      'upstream_error',
      'The AI service is unavailable right now. Please try again.',
    );
    expect(await everythingOf(ai.info, user)).toEqual(before);
  });
});

describe('a link preview of a page that hangs', () => {
  let site: LoopbackSite;

  afterAll(() => site?.close());

  it('answers 502 "Could not fetch a preview of this page. The site took too long to answer."', async () => {
    // Nothing leaves loopback: pretend DNS, and a connector that dials only this server,
    // which takes the request and never answers.
    site = await startLoopbackSite({}, () => {});
    const fetcher = createSafeFetcher({ resolve: testResolver, connector: loopbackConnector(site.port) });
    replaceServices({ safeFetcher: fetcher });
    const user = await createSignedInUser(ai.info, 'fault-preview');
    const response = await callApi(ai.info, 'POST', '/api/fetch-open-graph', {
      token: user.accessToken,
      body: { url: 'https://shop.example/slow-listing' },
    });
    expectError(
      response,
      502,
      'upstream_error',
      'Could not fetch a preview of this page. The site took too long to answer.',
    );
    expect(site.seen.map((seen) => seen.path)).toEqual(['/slow-listing']);
    await fetcher.close();
  });
});
