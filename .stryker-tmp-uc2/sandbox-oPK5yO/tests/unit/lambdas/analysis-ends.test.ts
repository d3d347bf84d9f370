// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analysisDeadlineMs, recordOutcomeMarginMs } from '#lambdas/analyser/analysis-deadline.ts';
import { runAnalysis, type AnalysisDeps } from '#lambdas/analyser/run-analysis.ts';
import { sweepStuckAnalyses } from '#lambdas/analysis-sweeper/sweep-stuck-analyses.ts';
import { watchOperationalMetrics } from '#lambdas/lib/runtime/count-operational-metric.ts';
import type { AnalysisResult, ListingAnalyser } from '#lambdas/lib/ports/listing-analyser.ts';
import type { OperationalMetric } from '#lambdas/lib/runtime/operational-metrics.ts';
import { pngBytes } from '#tests/fixtures/files.ts';
import { InMemoryAnalysisRepository } from '#tests/support/in-memory/in-memory-analysis-repository.ts';
import { InMemoryRateLimiter } from '#tests/support/in-memory/in-memory-rate-limiter.ts';
import { waitingListing } from '#tests/support/listing-builder.ts';

// Every analysis ends (docs/design.md#analysis): at its deadline, when the sweeper finds it
// stuck, or when its job is dead-lettered, the item records a retryable failure. In-memory ports and a
// test clock; the deadline is a signal the test fires, never a wait on the wall clock.

const id = '01JD3Z8Q4N5W6X7Y8Z9A0B1C2D';
const created = '2026-11-24T10:00:00.000Z';
const at = (iso: string) => Date.parse(iso);
const tookTooLong = 'The AI service took too long to answer. Please try again.';
const unfinished = 'The analysis could not be finished. Please try again.';
const result: AnalysisResult = {
  category: 'books',
  detailsText: 'A hardback.',
  fields: { title: 'The Hobbit' },
  enrichment: { output: [] },
};

let counted: OperationalMetric[];
let stopWatching: () => void;
beforeEach(() => {
  counted = [];
  stopWatching = watchOperationalMetrics((metric) => counted.push(metric));
});
afterEach(() => stopWatching());

function world(analyser: Partial<ListingAnalyser>) {
  const analyses = new InMemoryAnalysisRepository();
  const listing = waitingListing(id, { created_at: created, updated_at: created });
  analyses.seed(listing);
  const deps = {
    analyses,
    listings: { get: async () => analyses.item(listing.user_id, id) },
    photos: { read: async () => new Uint8Array(pngBytes) },
    analyser: { analyse: async () => result, refine: async () => result, ...analyser },
    aiLimiter: new InMemoryRateLimiter(),
  } as unknown as AnalysisDeps;
  return { analyses, deps, userId: listing.user_id, job: { userId: listing.user_id, listingId: id } };
}

/** A model that never answers and ignores every signal. */
const never = () => new Promise<AnalysisResult>(() => {});

function deadline() {
  const controller = new AbortController();
  return {
    option: { signal: controller.signal, at: at('2026-11-24T10:02:30.000Z') },
    pass: () => controller.abort(new DOMException('The analysis ran out of time.', 'TimeoutError')),
  };
}

describe('the deadline of one analysis job', () => {
  it('is the configured time, or less when the function has less left, keeping time to record', () => {
    expect(analysisDeadlineMs(150_000, 180_000)).toBe(150_000);
    expect(analysisDeadlineMs(150_000, 100_000)).toBe(100_000 - recordOutcomeMarginMs);
    expect(analysisDeadlineMs(150_000, 1_000)).toBe(1);
  });

  it('ends a run whose model never answers with the timeout message, retryable', async () => {
    const { analyses, deps, job, userId } = world({ analyse: never });
    const cut = deadline();
    const run = runAnalysis(deps, job, { leaseSeconds: 300, now: () => at(created), deadline: cut.option });
    cut.pass();
    expect(await run).toBe('failed');
    expect(analyses.item(userId, id)).toMatchObject({
      stage: 'analyzing',
      analysis_error: tookTooLong,
      analysis_started_at: null,
    });
    expect(counted).toEqual(['AnalysesStarted', 'AnalysesTimedOut']);
  });

  it('hands the deadline to the model calls as their abort signal', async () => {
    let seen: AbortSignal | undefined;
    let deadlineAt: number | undefined;
    const { deps, job } = world({
      analyse: async (_photo, options) => {
        seen = options.signal;
        deadlineAt = options.deadlineAt;
        return result;
      },
    });
    const cut = deadline();
    await runAnalysis(deps, job, { leaseSeconds: 300, now: () => at(created), deadline: cut.option });
    expect(seen).toBe(cut.option.signal);
    expect(deadlineAt).toBe(cut.option.at);
  });

  it('lets a retry succeed after a timed-out run', async () => {
    const { analyses, deps, job, userId } = world({ analyse: never });
    const cut = deadline();
    const run = runAnalysis(deps, job, { leaseSeconds: 300, now: () => at(created), deadline: cut.option });
    cut.pass();
    await run;
    deps.analyser.analyse = async () => result;
    const retried = await runAnalysis(deps, { ...job, charged: true }, { leaseSeconds: 300 });
    expect(retried).toBe('ready');
    expect(analyses.item(userId, id)).toMatchObject({ stage: 'ready', analysis_error: null });
    expect(counted).toContain('AnalysesFinished');
  });
});

describe('the stuck-analysis sweeper', () => {
  const stuckSeconds = 600;

  it('marks an item waiting for more than the bound as failed with the timeout message', async () => {
    const { analyses, userId } = world({});
    const marked = await sweepStuckAnalyses(analyses, { stuckSeconds, now: at('2026-11-24T10:10:01.000Z') });
    expect(marked).toBe(1);
    expect(analyses.item(userId, id)).toMatchObject({ stage: 'analyzing', analysis_error: tookTooLong });
    expect(counted).toEqual(['AnalysesTimedOut']);
  });

  it('leaves an item alone while it is within the bound', async () => {
    const { analyses, userId } = world({});
    expect(await sweepStuckAnalyses(analyses, { stuckSeconds, now: at('2026-11-24T10:09:59.000Z') })).toBe(0);
    expect(analyses.item(userId, id)?.analysis_error).toBeNull();
  });

  it('measures from the latest claim, so a run that started late is not cut short', async () => {
    const { analyses, userId } = world({});
    await analyses.start(userId, id, '2026-11-24T10:08:00.000Z', '2026-11-24T10:03:00.000Z');
    expect(await sweepStuckAnalyses(analyses, { stuckSeconds, now: at('2026-11-24T10:12:00.000Z') })).toBe(0);
    expect(await sweepStuckAnalyses(analyses, { stuckSeconds, now: at('2026-11-24T10:18:01.000Z') })).toBe(1);
  });

  it('lets a result that lands while it sweeps win', async () => {
    const { analyses, deps, job, userId } = world({});
    const listWaitingSince = analyses.listWaitingSince.bind(analyses);
    analyses.listWaitingSince = async (before) => {
      const found = await listWaitingSince(before);
      await runAnalysis(deps, job, { leaseSeconds: 300 });
      return found;
    };
    expect(await sweepStuckAnalyses(analyses, { stuckSeconds, now: at('2026-11-24T11:00:00.000Z') })).toBe(0);
    expect(analyses.item(userId, id)).toMatchObject({ stage: 'ready', analysis_error: null });
  });

  it('never marks an item whose failure is already recorded', async () => {
    const { analyses, userId } = world({});
    await analyses.fail(userId, id, 'The AI gave an answer we could not read. Please try again.');
    expect(await sweepStuckAnalyses(analyses, { stuckSeconds, now: at('2026-11-24T11:00:00.000Z') })).toBe(0);
  });
});

describe('a dead-lettered job', () => {
  it('records "could not be finished" when no run holds the item', async () => {
    const { analyses, userId } = world({});
    expect(await analyses.abandon(userId, id, unfinished, '2026-11-24T10:00:00.000Z')).toBe(true);
    expect(analyses.item(userId, id)?.analysis_error).toBe(unfinished);
  });
});
