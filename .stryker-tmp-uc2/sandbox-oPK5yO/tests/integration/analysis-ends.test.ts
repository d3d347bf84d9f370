// @ts-nocheck
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeListingAnalysisRepository } from '#lambdas/lib/runtime/factories/make-listing-analysis-repository.ts';
import { makeListingsRepository } from '#lambdas/lib/runtime/factories/make-listings-repository.ts';
import { newListing } from '#lambdas/listings/create-listing.ts';
import { pngBytes } from '../fixtures/files';
import { getListing, waitFor } from '../support/analysis-helpers';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import type { FakeReply } from '../support/fake-openai/fake-openai-server';
import { putToPresignedUrl, requestUpload, uploadAndCreate } from '../support/photos';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// Every analysis ends, on the twin (docs/design.md#analysis): whatever the model does, and even
// when the run's worker is gone, the item records a retryable failure within the bound, the
// page's poll sees it (and stops), and Try again then succeeds. The deadline and the bound are
// made small by configuration; nothing here measures the wall clock.

const tookTooLong = 'The AI service took too long to answer. Please try again.';
let ai: AiTwin;

beforeAll(async () => {
  ai = await startAiTwin({
    analysisDeadlineMs: '1500',
    // The per-attempt timeout alone would let the model think for a minute: the deadline cuts it.
    openAiTimeoutMs: '60000',
    analysisStuckSeconds: '2',
    analysisSweepIntervalMs: '250',
  });
}, 60_000);
afterAll(() => ai?.stop());
beforeEach(() => ai.fake.reset());

async function retryUntilReady(user: TestUser, id: string) {
  ai.fake.reset(); // the model answers at once from now on
  const retried = await callApi(ai.info, 'POST', `/api/listings/${id}/analyze`, { token: user.accessToken });
  expect(retried.status).toBe(202);
  await ai.twin.analysesSettled();
  expect(await getListing(ai.info, user.accessToken, id)).toMatchObject({
    stage: 'ready',
    analysis_error: null,
    ai_category: 'books',
  });
}

const models: [string, FakeReply, string][] = [
  ['never answers', { kind: 'hang' }, tookTooLong],
  ['answers after the deadline', { kind: 'success', delayMs: 5000 }, tookTooLong],
  [
    'fails every attempt',
    { kind: 'status', status: 500 },
    'The AI service is unavailable right now. Please try again.',
  ],
];

describe('an analysis whose model misbehaves', () => {
  it.each(models)(
    'ends retryable when the model %s, and the retry succeeds',
    async (_how, reply, message) => {
      ai.fake.script({ defaultReply: reply });
      const user = await createSignedInUser(ai.info, 'ends-model');
      const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes, 'item.png', {
        settle: false,
      });
      await ai.twin.analysesSettled();
      expect(await getListing(ai.info, user.accessToken, created.id)).toMatchObject({
        stage: 'analyzing',
        analysis_error: message,
        analysis_started_at: null,
      });
      await retryUntilReady(user, created.id);
    },
  );
});

describe('an analysis whose worker died', () => {
  it('is marked by the sweeper within the bound, and the retry succeeds', async () => {
    const user = await createSignedInUser(ai.info, 'ends-dead-worker');
    const ticket = await requestUpload(ai.info, user.accessToken, {
      filename: 'item.png',
      contentType: 'image/png',
      size: pngBytes.length,
    });
    await putToPresignedUrl(ticket.body, pngBytes);
    // A listing whose run claimed it and then died with its process: no job, no worker left.
    const { listing } = await makeListingsRepository().createOnce(
      newListing(user.sub, ticket.body.key, Date.now()),
    );
    const now = new Date();
    const claimed = await makeListingAnalysisRepository().start(
      user.sub,
      listing.id,
      now.toISOString(),
      new Date(now.getTime() - 300_000).toISOString(),
    );
    expect(claimed?.analysis_started_at).toBe(now.toISOString());

    const marked = await waitFor(
      () => getListing(ai.info, user.accessToken, listing.id),
      (item) => item.analysis_error !== null,
    );
    expect(marked).toMatchObject({
      stage: 'analyzing',
      analysis_error: tookTooLong,
      analysis_started_at: null,
    });
    await retryUntilReady(user, listing.id);
  });

  it('leaves an item alone whose result lands before the bound', async () => {
    ai.fake.script({ replies: [{ kind: 'success', delayMs: 300 }] });
    const user = await createSignedInUser(ai.info, 'ends-in-time');
    const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes);
    await ai.twin.analysesSettled();
    // Longer than the sweeper's bound: it must not touch a finished item.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await getListing(ai.info, user.accessToken, created.id)).toMatchObject({
      stage: 'ready',
      analysis_error: null,
    });
  });
});
