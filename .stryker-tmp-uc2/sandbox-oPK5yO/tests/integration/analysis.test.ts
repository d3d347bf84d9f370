// @ts-nocheck
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { relatedListings, researchText } from '#domain/related-listings.ts';
import { priceHintForText } from '#domain/prices.ts';
import { seedUserFields } from '#domain/seed-user-fields.ts';
import { messages } from '#domain/messages.ts';
import { pngBytes } from '../fixtures/files';
import { getListing, waitFor } from '../support/analysis-helpers';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { defaultIdentity, type FakeReply } from '../support/fake-openai/fake-openai-server';
import { uploadAndCreate } from '../support/photos';
import { type AiTwin, fakeApiKey, startAiTwin } from '../support/start-ai-twin';

// docs/design.md#analysis through the API and the queue: creating a listing queues its
// analysis, which runs the real OpenAI code path against the fake Responses API.

let ai: AiTwin;

beforeAll(async () => {
  ai = await startAiTwin({ aiRateLimit: '3' });
}, 60_000);
afterAll(() => ai?.stop());
beforeEach(() => ai.fake.reset());

async function newUser(label: string): Promise<TestUser> {
  return createSignedInUser(ai.info, label);
}

async function settled(user: TestUser, id: string) {
  await ai.twin.analysesSettled();
  return getListing(ai.info, user.accessToken, id);
}

describe('a created listing is analysed on the server', () => {
  it('becomes ready with its AI data, seeded fields, at most 5 related listings and a price hint', async () => {
    const user = await newUser('analysis-ok');
    const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes, 'hobbit.png');
    expect(created.stage).toBe('analyzing');
    const item = await settled(user, created.id);

    expect(item.stage).toBe('ready');
    expect(item.ai_category).toBe('books');
    expect(item.ai_details_text).toBe(defaultIdentity.detailsText);
    expect(item.user_fields).toEqual(
      seedUserFields({ category: 'books', detailsText: item.ai_details_text, fields: item.ai_fields }),
    );
    expect(item.user_fields).toMatchObject({ category: 'books', title: defaultIdentity.fields.title });
    const related = relatedListings(item.ai_enrichment);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(5);
    expect(priceHintForText(researchText(item.ai_enrichment))).toBe(
      messages.priceHint.range('£4.99', '£45.00'),
    );
    expect(item.analysis_error).toBeNull();
  });

  it('stores only messages with output_text and url_citation annotations, never reasoning or searches', async () => {
    const user = await newUser('analysis-trim');
    const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes);
    const item = await settled(user, created.id);
    const stored = JSON.stringify(item.ai_enrichment);
    expect(stored).not.toMatch(/reasoning|web_search_call|"id":"(rs|ws|msg)_/);
    expect(item.ai_enrichment.output.map((o: { type: string }) => o.type)).toEqual(['message']);
  });

  it('sends the photo bytes as a data URL and searches from GB, without the key in any body', async () => {
    const user = await newUser('analysis-request');
    const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes);
    await settled(user, created.id);
    const [identify, research] = ai.fake.responseCalls();
    expect(JSON.stringify(identify!.body)).toContain(`data:image/png;base64,${pngBytes.toString('base64')}`);
    expect(identify!.body.text.format.strict).toBe(true);
    expect(research!.body.tools[0].user_location).toMatchObject({ country: 'GB' });
    expect(identify!.headers.authorization).toBe(`Bearer ${fakeApiKey}`);
    expect(JSON.stringify([identify!.body, research!.body])).not.toContain(fakeApiKey);
  });

  it('retries a 429 from OpenAI and ends ready', async () => {
    ai.fake.script({ replies: [{ kind: 'status', status: 429 }] });
    const user = await newUser('analysis-429');
    const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes);
    const item = await settled(user, created.id);
    expect(item.stage).toBe('ready');
    expect(ai.fake.responseCalls()).toHaveLength(3);
  });

  // The SDK retries a 500 and a timeout twice (openAiMaxRetries); a 200 it cannot use, never.
  const failures: [string, FakeReply, number][] = [
    ['a 500', { kind: 'status', status: 500 }, 3],
    ['a timeout', { kind: 'hang' }, 3],
    ['malformed JSON', { kind: 'malformed' }, 1],
    ['a refusal', { kind: 'refusal' }, 1],
    ['schema-violating output', { kind: 'schema-violation' }, 1],
  ];
  it.each(failures)(
    'stays analyzing with the error recorded after %s, and the retry route then succeeds',
    async (_name, reply, answered) => {
      ai.fake.script({ replies: Array<FakeReply>(answered).fill(reply) });
      const user = await newUser('analysis-fail');
      const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes);
      const failed = await settled(user, created.id);
      const { image_url: _url, ...createdRest } = created;
      expect(failed).toMatchObject({
        ...createdRest,
        stage: 'analyzing',
        analysis_attempts: 1,
        analysis_started_at: null,
        analysis_error: expect.stringMatching(/try again|another photo/i),
      });
      expect(failed.analysis_error).not.toMatch(/openai|server_error|sk-/i);

      const retried = await callApi(ai.info, 'POST', `/api/listings/${created.id}/analyze`, {
        token: user.accessToken,
      });
      expect(retried.status).toBe(202);
      expect(retried.body.analysis_error).toBeNull(); // waiting again, so the app polls it
      const item = await settled(user, created.id);
      expect(item).toMatchObject({
        stage: 'ready',
        analysis_error: null,
        analysis_attempts: 2,
        ai_category: 'books',
      });
      expect(item.created_at).toBe(created.created_at);
      expect(item.image_key).toBe(created.image_key);
    },
  );

  it('keeps a save made while the analysis runs', async () => {
    ai.fake.script({ replies: [{ kind: 'success', delayMs: 400 }] });
    const user = await newUser('analysis-save');
    const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes, 'item.png', { settle: false });
    await waitFor(
      async () => ai.fake.responseCalls().length,
      (n) => n >= 1,
    );
    const saved = await callApi(ai.info, 'PUT', `/api/listings/${created.id}`, {
      token: user.accessToken,
      body: { stage: 'saved', user_fields: { title: 'My own title', price: '3.00' } },
    });
    expect(saved.status).toBe(200);
    const item = await settled(user, created.id);
    expect(item.stage).toBe('saved');
    expect(item.user_fields).toEqual({ title: 'My own title', price: '3.00' });
    expect(item.ai_category).toBeNull();
  });
});

describe('POST /api/listings/{id}/analyze', () => {
  it('refuses an item that is already analysed with 409', async () => {
    const user = await newUser('retry-ready');
    const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes);
    await settled(user, created.id);
    const retried = await callApi(ai.info, 'POST', `/api/listings/${created.id}/analyze`, {
      token: user.accessToken,
    });
    expect(retried.status).toBe(409);
    expect(retried.body.error.message).toBe('This item has already been analysed.');
  });

  it('refuses while a run is in flight with 409', async () => {
    ai.fake.script({ replies: [{ kind: 'success', delayMs: 400 }] });
    const user = await newUser('retry-running');
    const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes, 'item.png', { settle: false });
    await waitFor(
      async () => ai.fake.responseCalls().length,
      (n) => n >= 1,
    );
    const retried = await callApi(ai.info, 'POST', `/api/listings/${created.id}/analyze`, {
      token: user.accessToken,
    });
    expect(retried.status).toBe(409);
    expect(retried.body.error.message).toMatch(/being analysed right now/);
    await settled(user, created.id);
  });

  it("answers 404 for another user's item and 401 without a token", async () => {
    ai.fake.script({ replies: [{ kind: 'refusal' }] });
    const owner = await newUser('retry-owner');
    const other = await newUser('retry-other');
    const created = await uploadAndCreate(ai.info, owner.accessToken, pngBytes);
    await settled(owner, created.id);
    const path = `/api/listings/${created.id}/analyze`;
    expect((await callApi(ai.info, 'POST', path, { token: other.accessToken })).status).toBe(404);
    expect((await callApi(ai.info, 'POST', path)).status).toBe(401);
    expect((await getListing(ai.info, owner.accessToken, created.id)).analysis_attempts).toBe(1);
  });
});
