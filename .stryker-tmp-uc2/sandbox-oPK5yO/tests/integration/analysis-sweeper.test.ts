// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { toEnvironment } from '#lambdas/lib/runtime/config.ts';
import { makeListingAnalysisRepository } from '#lambdas/lib/runtime/factories/make-listing-analysis-repository.ts';
import { makeListingsRepository } from '#lambdas/lib/runtime/factories/make-listings-repository.ts';
import { newListing } from '#lambdas/listings/create-listing.ts';
import '../support/twin-context';

// The sweeper's and the dead-letter consumer's writes on the emulator: the sparse index finds
// waiting items only, and every write is conditional, so a result or a retry meanwhile wins.

const twin = inject('twin');

beforeAll(() => {
  for (const [name, value] of Object.entries(toEnvironment(twin.env))) vi.stubEnv(name, value);
});
afterAll(() => vi.unstubAllEnvs());

const message = 'The AI service took too long to answer. Please try again.';
const future = '2999-01-01T00:00:00.000Z';

async function waitingListing() {
  const userId = randomUUID();
  const { listing } = await makeListingsRepository().createOnce(
    newListing(userId, `${userId}/1732240000000-item.png`, Date.now()),
  );
  return listing;
}

async function waitingIds(): Promise<string[]> {
  return (await makeListingAnalysisRepository().listWaitingSince(future)).map((waiting) => waiting.id);
}

describe('the waiting-analyses index', () => {
  it('holds a created listing from its creation, and a claimed one from its claim', async () => {
    const listing = await waitingListing();
    const analyses = makeListingAnalysisRepository();
    const found = (await analyses.listWaitingSince(future)).find((waiting) => waiting.id === listing.id);
    expect(found).toEqual({ userId: listing.user_id, id: listing.id, since: listing.created_at });
    const claimedAt = new Date(Date.parse(listing.created_at) + 1000).toISOString();
    await analyses.start(listing.user_id, listing.id, claimedAt, listing.created_at);
    expect((await analyses.listWaitingSince(claimedAt)).map((waiting) => waiting.id)).not.toContain(
      listing.id,
    );
  });

  it('drops an item once its result is stored or its failure recorded', async () => {
    const analyses = makeListingAnalysisRepository();
    const done = await waitingListing();
    const failed = await waitingListing();
    const now = new Date().toISOString();
    const claimed = (await analyses.start(done.user_id, done.id, now, now))!;
    const ai = { ai_category: 'books', ai_details_text: 'x', ai_fields: {}, ai_enrichment: null };
    expect(await analyses.complete(claimed, ai, {}, now)).toBe(true);
    await analyses.fail(failed.user_id, failed.id, message);
    const ids = await waitingIds();
    expect(ids).not.toContain(done.id);
    expect(ids).not.toContain(failed.id);
  });
});

describe('expiring a stuck item', () => {
  it('records the message and takes it out of the index', async () => {
    const listing = await waitingListing();
    const analyses = makeListingAnalysisRepository();
    expect(
      await analyses.expire({ userId: listing.user_id, id: listing.id, since: listing.created_at }, message),
    ).toBe(true);
    expect(await makeListingsRepository().get(listing.user_id, listing.id)).toMatchObject({
      stage: 'analyzing',
      analysis_error: message,
    });
    expect(await waitingIds()).not.toContain(listing.id);
  });

  it('does nothing when a run claimed the item after it was found', async () => {
    const listing = await waitingListing();
    const analyses = makeListingAnalysisRepository();
    const now = new Date().toISOString();
    await analyses.start(listing.user_id, listing.id, now, now);
    const seen = { userId: listing.user_id, id: listing.id, since: listing.created_at };
    expect(await analyses.expire(seen, message)).toBe(false);
    expect((await makeListingsRepository().get(listing.user_id, listing.id))?.analysis_error).toBeNull();
  });

  it('takes an item the user saved meanwhile out of the index, recording nothing', async () => {
    const listing = await waitingListing();
    const now = new Date().toISOString();
    await makeListingsRepository().update(listing.user_id, listing.id, { stage: 'saved' }, now);
    const seen = { userId: listing.user_id, id: listing.id, since: listing.created_at };
    expect(await makeListingAnalysisRepository().expire(seen, message)).toBe(false);
    expect((await makeListingsRepository().get(listing.user_id, listing.id))?.stage).toBe('saved');
    expect(await waitingIds()).not.toContain(listing.id);
  });
});

describe('abandoning a dead-lettered job', () => {
  it('records the message when no live run holds the item', async () => {
    const listing = await waitingListing();
    const done = await makeListingAnalysisRepository().abandon(
      listing.user_id,
      listing.id,
      'The analysis could not be finished. Please try again.',
      new Date().toISOString(),
    );
    expect(done).toBe(true);
  });

  it('leaves alone a run the user started since, and a failure already recorded', async () => {
    const analyses = makeListingAnalysisRepository();
    const running = await waitingListing();
    const now = new Date();
    await analyses.start(running.user_id, running.id, now.toISOString(), now.toISOString());
    const staleBefore = new Date(now.getTime() - 300_000).toISOString();
    expect(await analyses.abandon(running.user_id, running.id, 'x', staleBefore)).toBe(false);
    const failed = await waitingListing();
    await analyses.fail(failed.user_id, failed.id, message);
    expect(await analyses.abandon(failed.user_id, failed.id, 'x', now.toISOString())).toBe(false);
    expect((await makeListingsRepository().get(failed.user_id, failed.id))?.analysis_error).toBe(message);
  });
});
