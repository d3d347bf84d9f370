// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAnalysis, type AnalysisDeps } from '#lambdas/analyser/run-analysis.ts';
import { AiFailure, type AiFailureCode } from '#lambdas/lib/ports/ai-failure.ts';
import { aiRateLimit, consumeAiCall } from '#lambdas/lib/runtime/ai-rate-limit.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { watchOperationalMetrics } from '#lambdas/lib/runtime/count-operational-metric.ts';
import type { OperationalMetric } from '#lambdas/lib/runtime/operational-metrics.ts';
import type { RateLimit } from '#lambdas/lib/ports/rate-limiter.ts';
import { refundNewest, slideWindow } from '#lambdas/lib/adapters/sliding-window.ts';
import { pngBytes } from '#tests/fixtures/files.ts';
import { InMemoryAnalysisRepository } from '#tests/support/in-memory/in-memory-analysis-repository.ts';
import { InMemoryRateLimiter } from '#tests/support/in-memory/in-memory-rate-limiter.ts';
import { storedListing } from '#tests/support/listing-builder.ts';

// Each user's AI allowance (docs/design.md#security): a sliding window, so no hour ever holds
// more than the limit, and a failure of the product's own set-up gives the call back.

const hourly: RateLimit = { name: 'ai', limit: 30, windowSeconds: 3600 };
const t0 = Date.parse('2026-11-24T10:00:00.000Z');
const minutes = (n: number) => n * 60_000;

/** Requests one after another at the given times; how many were allowed. */
function allowedOf(times: number[], limit = hourly): number {
  let stamps: number[] = [];
  let allowed = 0;
  for (const at of times) {
    const step = slideWindow(stamps, limit, at);
    stamps = step.stamps;
    if (step.decision.allowed) allowed++;
  }
  return allowed;
}

describe('the sliding window of AI calls', () => {
  it('allows the limit back to back and refuses the next one', () => {
    expect(allowedOf(Array<number>(31).fill(t0))).toBe(30);
  });

  it('never lets 60 through back to back across an hour boundary (a fixed window did)', () => {
    const justBefore = Array<number>(30).fill(Date.parse('2026-11-24T10:59:59.000Z'));
    const justAfter = Array<number>(30).fill(Date.parse('2026-11-24T11:00:00.000Z'));
    expect(allowedOf([...justBefore, ...justAfter])).toBe(30);
  });

  it('frees a slot exactly one window after a request, not a millisecond before', () => {
    const full = Array<number>(30).fill(t0);
    expect(allowedOf([...full, t0 + minutes(60) - 1])).toBe(30);
    expect(allowedOf([...full, t0 + minutes(60)])).toBe(31);
  });

  it('says when the oldest counting request leaves the window', () => {
    const stamps = Array.from({ length: 30 }, (_, i) => t0 + minutes(i));
    expect(slideWindow(stamps, hourly, t0 + minutes(45)).decision).toEqual({
      allowed: false,
      retryAfterSeconds: 15 * 60,
    });
  });

  it('forgets requests older than the window', () => {
    const step = slideWindow([t0, t0 + minutes(10)], hourly, t0 + minutes(65));
    expect(step.stamps).toEqual([t0 + minutes(10), t0 + minutes(65)]);
  });

  it('gives back the newest request on a refund', () => {
    expect(refundNewest([t0 + minutes(5), t0], hourly, t0 + minutes(6))).toEqual([t0]);
  });
});

describe('a failed analysis and the user allowance', () => {
  let counted: OperationalMetric[];
  let stopWatching: () => void;
  beforeEach(() => {
    vi.stubEnv(envNames.aiRateLimit, '1');
    counted = [];
    stopWatching = watchOperationalMetrics((metric) => counted.push(metric));
  });
  afterEach(() => {
    stopWatching();
    vi.unstubAllEnvs();
  });

  const id = '01JD3Z8Q4N5W6X7Y8Z9A0B1C2D';
  async function analyseFailingWith(code: AiFailureCode) {
    const analyses = new InMemoryAnalysisRepository();
    const listing = storedListing(id, { stage: 'analyzing', analysis_attempts: 0 });
    analyses.seed(listing);
    const aiLimiter = new InMemoryRateLimiter();
    const deps = {
      analyses,
      listings: { get: async () => analyses.item(listing.user_id, id) },
      photos: { read: async () => new Uint8Array(pngBytes) },
      analyser: {
        analyse: async () => {
          throw new AiFailure(code);
        },
      },
      aiLimiter,
    } as unknown as AnalysisDeps;
    await runAnalysis(deps, { userId: listing.user_id, listingId: id }, { leaseSeconds: 300 });
    return { aiLimiter, userId: listing.user_id, item: analyses.item(listing.user_id, id) };
  }

  it.each<AiFailureCode>(['misconfigured', 'budget_exhausted'])(
    'charges nothing when it failed as %s (the product, not the user)',
    async (code) => {
      const { aiLimiter, userId, item } = await analyseFailingWith(code);
      expect(item?.analysis_error).toMatch(/Please try again/);
      expect(await aiLimiter.consume(aiRateLimit(), userId, new Date())).toEqual({ allowed: true });
    },
  );

  it('charges the call when the model failed (the call was made)', async () => {
    const { aiLimiter, userId } = await analyseFailingWith('timeout');
    expect((await aiLimiter.consume(aiRateLimit(), userId, new Date())).allowed).toBe(false);
  });

  it('counts an AiCallsRefused when the user limit refuses', async () => {
    const limiter = new InMemoryRateLimiter();
    await consumeAiCall(limiter, 'user-1', new Date(t0));
    expect(await consumeAiCall(limiter, 'user-1', new Date(t0))).toMatchObject({ allowed: false });
    expect(counted).toEqual(['AiCallsRefused']);
  });
});
