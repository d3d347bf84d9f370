import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserFields } from '#domain/user-fields.ts';
import { runAnalysis, type AnalysisDeps } from '#lambdas/analyser/run-analysis.ts';
import { AiFailure } from '#lambdas/lib/ports/ai-failure.ts';
import { aiRateLimit } from '#lambdas/lib/runtime/ai-rate-limit.ts';
import { watchOperationalMetrics } from '#lambdas/lib/runtime/count-operational-metric.ts';
import { logger } from '#lambdas/lib/runtime/logger.ts';
import { operationalMetrics } from '#lambdas/lib/runtime/operational-metrics.ts';
import type { AiResult, ListingAnalysisRepository } from '#lambdas/lib/ports/listing-analysis-repository.ts';
import type { AnalysisResult } from '#lambdas/lib/ports/listing-analyser.ts';
import type { StoredListing } from '#lambdas/lib/ports/listings-repository.ts';
import { pngBytes } from '#tests/fixtures/files.ts';
import { waitingListing } from '#tests/support/listing-builder.ts';

// One analysis run against in-memory ports (behaviour, not UpdateExpressions): the adapters'
// conditional writes are exercised against dynalite by the integration tests.

const userId = 'user-1';
const id = '01JD3Z8Q4N5W6X7Y8Z9A0B1C2D';
const result: AnalysisResult = {
  category: 'books',
  detailsText: 'A hardback.',
  fields: { title: 'The Hobbit', description: 'A classic.', condition: 'Good condition' },
  enrichment: { output: [] },
};

function listing(overrides: Partial<StoredListing> = {}): StoredListing {
  return waitingListing(id, { user_id: userId, image_key: `${userId}/1-x.png`, ...overrides });
}

/** The item in memory, with the same conditions as the DynamoDB adapter. */
function world(
  initial: StoredListing,
  options: { onAnalyse?: (item: { value: StoredListing }) => void } = {},
) {
  const item = { value: initial };
  let allowed = true;
  const analyses: ListingAnalysisRepository = {
    async start(_u, _i, now) {
      if (item.value.stage !== 'analyzing' || item.value.analysis_started_at) return undefined;
      item.value = {
        ...item.value,
        analysis_started_at: now,
        analysis_error: null,
        analysis_attempts: item.value.analysis_attempts + 1,
      };
      return item.value;
    },
    async complete(seen: StoredListing, ai: AiResult, userFields: UserFields, now: string) {
      if (item.value.stage !== 'analyzing' || item.value.updated_at !== seen.updated_at) return false;
      item.value = {
        ...item.value,
        ...ai,
        user_fields: userFields,
        stage: 'ready',
        updated_at: now,
        analysis_started_at: null,
      };
      return true;
    },
    async fail(_u, _i, message) {
      if (item.value.stage === 'analyzing')
        item.value = { ...item.value, analysis_error: message, analysis_started_at: null };
    },
    async release() {},
    async listAnalyzing() {
      return [];
    },
    async listWaitingSince() {
      return [];
    },
    async expire() {
      return false;
    },
    async abandon() {
      return false;
    },
  };
  const deps = {
    analyses,
    listings: { get: async () => item.value },
    photos: { read: async () => new Uint8Array(pngBytes) },
    analyser: {
      analyse: async () => {
        options.onAnalyse?.(item);
        return result;
      },
      refine: async () => result,
    },
    aiLimiter: {
      consume: async () => (allowed ? { allowed } : { allowed, retryAfterSeconds: 30 * 60 }),
      refund: async () => {},
    },
  } as unknown as AnalysisDeps;
  return { item, deps, refuseAi: () => (allowed = false) };
}

const options = { leaseSeconds: 300, now: () => Date.UTC(2026, 10, 22, 10, 30) };

describe('runAnalysis', () => {
  it('stores the result and seeds the user fields (docs/product.md#states-and-transitions)', async () => {
    const { item, deps } = world(listing());
    expect(await runAnalysis(deps, { userId, listingId: id }, options)).toBe('ready');
    expect(item.value.stage).toBe('ready');
    expect(item.value.user_fields).toEqual({
      title: 'The Hobbit',
      description: 'A classic.',
      condition: 'Good condition',
      category: 'books',
    });
  });

  it('leaves a save made during the run alone', async () => {
    const { item, deps } = world(listing(), {
      onAnalyse: (it) =>
        (it.value = { ...it.value, stage: 'saved', user_fields: { title: 'Mine' }, updated_at: 'later' }),
    });
    expect(await runAnalysis(deps, { userId, listingId: id }, options)).toBe('superseded');
    expect(item.value).toMatchObject({ stage: 'saved', user_fields: { title: 'Mine' }, ai_category: null });
  });

  it('keeps a field typed during the run over the seeded one', async () => {
    const { item, deps } = world(listing(), {
      onAnalyse: (it) => (it.value = { ...it.value, user_fields: { title: 'Typed' }, updated_at: 'later' }),
    });
    expect(await runAnalysis(deps, { userId, listingId: id }, options)).toBe('ready');
    expect(item.value.user_fields).toMatchObject({
      title: 'Typed',
      category: 'books',
      description: 'A classic.',
    });
  });

  it('does nothing when another run holds the item', async () => {
    const { deps } = world(listing({ analysis_started_at: '2026-11-22T10:29:00.000Z' }));
    expect(await runAnalysis(deps, { userId, listingId: id }, options)).toBe('skipped');
  });

  it('records the AI failure message and stays analyzing', async () => {
    const { item, deps } = world(listing());
    deps.analyser.analyse = async () => {
      throw new AiFailure('timeout', 'APIConnectionTimeoutError: Request timed out.');
    };
    expect(await runAnalysis(deps, { userId, listingId: id }, options)).toBe('failed');
    expect(item.value).toMatchObject({
      stage: 'analyzing',
      analysis_error: 'The AI service took too long to answer. Please try again.',
      analysis_attempts: 1,
    });
  });

  it('records the rate limit with when to try again, without calling the AI', async () => {
    const { item, deps, refuseAi } = world(listing());
    refuseAi();
    deps.analyser.analyse = async () => {
      throw new Error('must not be called');
    };
    expect(await runAnalysis(deps, { userId, listingId: id }, options)).toBe('failed');
    expect(item.value.analysis_error).toBe(
      'You have made too many AI requests. Please try again in 30 minutes.',
    );
  });

  it('records an infrastructure error too, then rethrows it so the queue delivers the job again', async () => {
    const { item, deps } = world(listing());
    deps.photos.read = async () => {
      throw new Error('S3 is down');
    };
    await expect(runAnalysis(deps, { userId, listingId: id }, options)).rejects.toThrow('S3 is down');
    expect(item.value.analysis_error).toBe('The analysis could not be finished. Please try again.');
  });

  it('sends every photo of the item to the analyser, in its order, the cover first', async () => {
    const keys = [`${userId}/1-cover.png`, `${userId}/2-label.png`, `${userId}/3-back.png`];
    const { deps } = world(listing({ image_key: keys[0], photos: keys.map((key) => ({ key })) }));
    // Each photo's bytes end with its place in the list, so the order can be read back.
    deps.photos.read = async (key: string) => new Uint8Array([...pngBytes, keys.indexOf(key)]);
    let seen: number[] = [];
    deps.analyser.analyse = async (photos) => {
      seen = photos.map((photo) => photo.bytes.at(-1)!);
      return result;
    };

    expect(await runAnalysis(deps, { userId, listingId: id }, options)).toBe('ready');
    expect(seen).toEqual([0, 1, 2]);
  });
});

describe('runAnalysis, in detail', () => {
  const job = { userId, listingId: id };
  let stopWatching = () => {};
  afterEach(() => stopWatching());

  /** The operator's metrics the run counts (docs/operator-guide.md). */
  function countedMetrics(): string[] {
    const counted: string[] = [];
    stopWatching = watchOperationalMetrics((metric, count) => counted.push(`${metric}:${count}`));
    return counted;
  }

  it('claims the run at its start, taking over a run older than the lease', async () => {
    const { deps } = world(listing());
    const start = vi.spyOn(deps.analyses, 'start');
    await runAnalysis(deps, job, options);
    expect(start).toHaveBeenCalledExactlyOnceWith(
      userId,
      id,
      '2026-11-22T10:30:00.000Z',
      '2026-11-22T10:25:00.000Z',
    );
  });

  it("asks the analyser for the item's country (GB before items kept one) and the caller", async () => {
    const { deps } = world(listing({ country: 'IE' }));
    const analyse = vi.spyOn(deps.analyser, 'analyse');
    await runAnalysis(deps, job, options);
    expect(analyse.mock.calls[0]![1]).toEqual({
      country: 'IE',
      signal: undefined,
      deadlineAt: undefined,
      barcode: undefined,
      userId,
    });
    const old = world(listing({ country: undefined }));
    const oldAnalyse = vi.spyOn(old.deps.analyser, 'analyse');
    await runAnalysis(old.deps, job, options);
    expect(oldAnalyse.mock.calls[0]![1]).toMatchObject({ country: 'GB' });
  });

  it('counts a started and a finished analysis', async () => {
    const counted = countedMetrics();
    const { deps } = world(listing());
    expect(await runAnalysis(deps, job, options)).toBe('ready');
    expect(counted).toEqual([
      `${operationalMetrics.analysesStarted}:1`,
      `${operationalMetrics.analysesFinished}:1`,
    ]);
  });

  it('does not charge a job charged when it was queued', async () => {
    const { deps, refuseAi } = world(listing());
    refuseAi();
    const consume = vi.spyOn(deps.aiLimiter, 'consume');
    expect(await runAnalysis(deps, { ...job, charged: true }, options)).toBe('ready');
    expect(consume).not.toHaveBeenCalled();
  });

  it('counts a refusal by the AI allowance as a failed analysis', async () => {
    const counted = countedMetrics();
    const { deps, refuseAi } = world(listing());
    refuseAi();
    expect(await runAnalysis(deps, job, options)).toBe('failed');
    expect(counted).toEqual([
      `${operationalMetrics.analysesStarted}:1`,
      `${operationalMetrics.aiCallsRefused}:1`,
      `${operationalMetrics.analysesFailed}:1`,
    ]);
  });

  it.each([
    ['misconfigured', true],
    ['budget_exhausted', true],
    ['refused', false],
  ] as const)('gives the call back to the allowance on a %s failure: %s', async (code, refunded) => {
    const { deps } = world(listing());
    deps.analyser.analyse = async () => {
      throw new AiFailure(code, 'detail');
    };
    const refund = vi.spyOn(deps.aiLimiter, 'refund');
    expect(await runAnalysis(deps, job, options)).toBe('failed');
    expect(refund.mock.calls).toEqual(refunded ? [[aiRateLimit(), userId, new Date(options.now())]] : []);
    const uncharged = world(listing());
    uncharged.refuseAi();
    const unchargedRefund = vi.spyOn(uncharged.deps.aiLimiter, 'refund');
    await runAnalysis(uncharged.deps, job, options);
    expect(unchargedRefund).not.toHaveBeenCalled();
  });

  it('logs why an analysis failed, and counts a timeout apart', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const counted = countedMetrics();
    const { deps } = world(listing());
    deps.analyser.analyse = async () => {
      throw new AiFailure('timeout', 'APIConnectionTimeoutError');
    };
    await runAnalysis(deps, job, options);
    expect(warn).toHaveBeenCalledWith('analysis failed', {
      code: 'timeout',
      reason: 'APIConnectionTimeoutError',
    });
    expect(counted).toEqual([
      `${operationalMetrics.analysesStarted}:1`,
      `${operationalMetrics.analysesTimedOut}:1`,
    ]);
    const broken = world(listing());
    broken.deps.photos.read = async () => {
      throw new Error('S3 is down');
    };
    await expect(runAnalysis(broken.deps, job, options)).rejects.toThrow('S3 is down');
    expect(warn).toHaveBeenLastCalledWith('analysis failed', {
      code: 'internal',
      reason: 'Error: S3 is down',
    });
  });

  it('merges the result three times at most while the user keeps editing, then leaves their change', async () => {
    const { item, deps } = world(listing());
    let edits = 0;
    const complete = vi.spyOn(deps.analyses, 'complete').mockImplementation(async () => {
      item.value = { ...item.value, updated_at: `2026-11-22T10:3${++edits}:00.000Z` };
      return false;
    });
    expect(await runAnalysis(deps, job, options)).toBe('superseded');
    expect(complete).toHaveBeenCalledTimes(3);
    expect(complete.mock.calls[2]![0].updated_at).toBe('2026-11-22T10:32:00.000Z');
  });

  it('stops merging when the item is gone or no longer analyzing', async () => {
    for (const current of [undefined, listing({ stage: 'ready' })]) {
      const { deps } = world(listing());
      vi.spyOn(deps.analyses, 'complete').mockResolvedValue(false);
      const get = vi.spyOn(deps.listings, 'get').mockResolvedValue(current);
      expect(await runAnalysis(deps, job, options)).toBe('superseded');
      expect(get).toHaveBeenCalledTimes(1);
    }
  });

  it('seeds a field the user emptied during the run, and keeps one they typed', async () => {
    const { deps } = world(listing({ user_fields: { title: undefined, brand: 'Acme' } }));
    const complete = vi.spyOn(deps.analyses, 'complete');
    expect(await runAnalysis(deps, job, options)).toBe('ready');
    expect(complete.mock.calls[0]![2]).toMatchObject({ title: 'The Hobbit', brand: 'Acme' });
  });
});
