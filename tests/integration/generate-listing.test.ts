import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { descriptionInstruction } from '#domain/description-instruction.ts';
import { relatedListings } from '#domain/related-listings.ts';
import { DynamoRateLimiter } from '#lambdas/lib/adapters/dynamo-rate-limiter.ts';
import { dynamo } from '#lambdas/lib/runtime/clients/dynamo.ts';
import { pngBytes } from '../fixtures/files';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { defaultIdentity } from '../support/fake-openai/fake-openai-server';
import { uploadAndCreate } from '../support/photos';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';
import { tableSchemas } from '#infra/table-schemas.ts';

// generateListing (docs/product.md#calls) end to end: the real OpenAI code path against the fake.

let ai: AiTwin;
/** Stands in for any server a URL might name: it must never be asked for anything. */
let canary: Server;
let canaryHits = 0;

beforeAll(async () => {
  ai = await startAiTwin({ aiRateLimit: '3' });
  canary = createServer((_req, res) => {
    canaryHits++;
    res.end('not a photo');
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
}, 60_000);
afterAll(async () => {
  canary?.close();
  await ai?.stop();
});
beforeEach(() => ai.fake.reset());

async function userWithPhoto(label: string): Promise<{ user: TestUser; row: any }> {
  ai.fake.script({ replies: [{ kind: 'refusal' }] }); // its own analysis is not under test (and is charged)
  const user = await createSignedInUser(ai.info, label);
  const row = await uploadAndCreate(ai.info, user.accessToken, pngBytes);
  await ai.twin.analysesSettled();
  ai.fake.reset();
  return { user, row };
}

const generate = (user: TestUser | undefined, body: unknown) =>
  callApi(ai.info, 'POST', '/api/generate-listing', { token: user?.accessToken, body });

describe('POST /api/generate-listing', () => {
  it('analyses the photo behind the signed URL the API handed out', async () => {
    const { user, row } = await userWithPhoto('gen-url');
    const response = await generate(user, { imageUrl: row.image_url, country: 'GB' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ category: 'books', detailsText: defaultIdentity.detailsText });
    expect(response.body.fields.title).toBe(defaultIdentity.fields.title);
    expect(relatedListings(response.body.enrichment.result)).toHaveLength(5);
  });

  it('analyses the photo behind a key the API handed out', async () => {
    const { user, row } = await userWithPhoto('gen-key');
    const response = await generate(user, { imageUrl: row.image_key, country: 'GB' });
    expect(response.status).toBe(200);
    expect(response.body.category).toBe('books');
  });

  it('refines with one call and no web search, sending the instruction and old fields', async () => {
    const { user, row } = await userWithPhoto('gen-refine');
    const response = await generate(user, {
      imageUrl: row.image_url,
      userInstruction: 'Mention that the dust jacket is torn.',
      oldFields: { title: 'The Hobbit', condition: 'Fair condition' },
      detailsText: 'A hardback copy.',
      country: 'GB',
    });
    expect(response.status).toBe(200);
    expect(response.body.enrichment).toEqual({ result: null });
    const calls = ai.fake.responseCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.tools).toBeUndefined();
    expect(JSON.stringify(calls[0]!.body.input)).toContain('Mention that the dust jacket is torn.');
  });

  it('generates a description from the instruction the description generator builds', async () => {
    const { user, row } = await userWithPhoto('gen-describe');
    const fields = { title: 'The Hobbit', condition: 'Good condition' };
    const response = await generate(user, {
      imageUrl: row.image_url,
      userInstruction: descriptionInstruction('books', fields),
      oldFields: fields,
      detailsText: '',
      country: 'GB',
    });
    expect(response.status).toBe(200);
    expect(response.body.fields.description).toBe(defaultIdentity.fields.description);
  });

  it('answers 401 without a token', async () => {
    const response = await generate(undefined, { imageUrl: 'x/y.png', country: 'GB' });
    expect(response.status).toBe(401);
    expect(ai.fake.responseCalls()).toHaveLength(0);
  });

  it('refuses a URL that is not one of the caller’s photos with 400 and never fetches it', async () => {
    const { user } = await userWithPhoto('gen-foreign');
    const response = await generate(user, {
      imageUrl: `http://127.0.0.1:${(canary.address() as AddressInfo).port}/photo.jpg`,
      country: 'GB',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('imageUrl must be the URL or key of one of your own photos.');
    expect(canaryHits).toBe(0);
    expect(ai.fake.responseCalls()).toHaveLength(0);
  });

  it("refuses another user's photo, by signed URL or by key, with 400", async () => {
    const { row } = await userWithPhoto('gen-owner');
    const { user: other } = await userWithPhoto('gen-other');
    expect((await generate(other, { imageUrl: row.image_url, country: 'GB' })).status).toBe(400);
    expect((await generate(other, { imageUrl: row.image_key, country: 'GB' })).status).toBe(400);
    expect(ai.fake.responseCalls()).toHaveLength(0);
  });

  it('answers 502 with a clear message when the model fails, never its raw error', async () => {
    const { user, row } = await userWithPhoto('gen-502');
    ai.fake.script({ replies: [{ kind: 'refusal' }] });
    const response = await generate(user, { imageUrl: row.image_url, country: 'GB' });
    expect(response.status).toBe(502);
    expect(response.body.error.message).toBe(
      'The AI could not analyse this photo. Try another photo of the item.',
    );
  });
});

describe('the per-user AI rate limit', () => {
  it('answers 429 with when to try again once the limit is used up', async () => {
    const { user, row } = await userWithPhoto('gen-limit'); // its analysis used 1 of 3
    expect((await generate(user, { imageUrl: row.image_key, country: 'GB' })).status).toBe(200);
    expect((await generate(user, { imageUrl: row.image_key, country: 'GB' })).status).toBe(200);
    const limited = await generate(user, { imageUrl: row.image_key, country: 'GB' });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(
      /^You have made too many AI requests\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('recovers when the window ends (the counter against the emulator, with a given clock)', async () => {
    const { name: tableName, partitionKey, ttlAttribute } = tableSchemas.rateLimits;
    const limiter = new DynamoRateLimiter(dynamo(), { tableName, partitionKey, ttlAttribute });
    const limit = { name: 'ai-test', limit: 2, windowSeconds: 3600 };
    const start = Date.UTC(2026, 10, 22, 10, 0, 0);
    const at = (ms: number) => new Date(start + ms);
    expect((await limiter.consume(limit, 'someone', at(0))).allowed).toBe(true);
    expect((await limiter.consume(limit, 'someone', at(1000))).allowed).toBe(true);
    expect(await limiter.consume(limit, 'someone', at(2000))).toEqual({
      allowed: false,
      retryAfterSeconds: 3598,
    });
    expect((await limiter.consume(limit, 'someone', at(3600_000))).allowed).toBe(true);
  });
});
