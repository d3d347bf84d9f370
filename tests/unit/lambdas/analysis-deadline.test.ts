import { describe, expect, it } from 'vitest';
import {
  analysisDeadlineMs,
  recordOutcomeMarginMs,
  withinDeadline,
} from '#lambdas/analyser/analysis-deadline.ts';
import { AiFailure } from '#lambdas/lib/ports/ai-failure.ts';

// One deadline per analysis job (docs/design.md#analysis), with 20 s kept to record the outcome.

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the work was not cut'),
    (error: unknown) => error as AiFailure,
  );

describe('the analysis deadline', () => {
  it('is the configured time, or the time left minus 20 s, and at least 1 ms', () => {
    expect(recordOutcomeMarginMs).toBe(20_000);
    expect(analysisDeadlineMs(150_000, 180_000)).toBe(150_000);
    expect(analysisDeadlineMs(150_000, 160_000)).toBe(140_000);
    expect(analysisDeadlineMs(150_000, 170_000)).toBe(150_000);
    expect(analysisDeadlineMs(150_000, 20_000)).toBe(1);
    expect(analysisDeadlineMs(150_000, 20_002)).toBe(2);
  });

  it('answers what the work answers before the deadline, and stops listening to it', async () => {
    const deadline = new AbortController();
    expect(await withinDeadline(Promise.resolve('done'), deadline.signal)).toBe('done');
    deadline.abort();
    await expect(
      withinDeadline(Promise.reject(new Error('own failure')), new AbortController().signal),
    ).rejects.toThrow('own failure');
  });

  it('fails at once with a timeout when the deadline has already passed', async () => {
    const failure = await failureOf(withinDeadline(Promise.resolve('late'), AbortSignal.abort()));
    expect(failure).toBeInstanceOf(AiFailure);
    expect([failure.code, failure.detail]).toEqual(['timeout', 'the analysis deadline had passed']);
  });

  it('leaves work that ignores the signal behind at the deadline, with a timeout', async () => {
    const deadline = new AbortController();
    const stuck = new Promise<string>(() => {});
    const cut = failureOf(withinDeadline(stuck, deadline.signal));
    deadline.abort();
    const failure = await cut;
    expect(failure).toBeInstanceOf(AiFailure);
    expect([failure.code, failure.detail]).toEqual(['timeout', 'the analysis deadline passed']);
  });
});
