import { APIConnectionError, APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { retryWaitMs, waitUnlessCut, worthAnother } from '#lambdas/lib/adapters/openai/openai-retries.ts';

// The analyser's retries keep the SDK's rules (it makes one attempt per request so that each
// attempt is charged): OpenAI's x-should-retry is obeyed and the wait it asks for is kept.

const answered = (status: number, headers: Record<string, string> = {}) =>
  APIError.generate(status, { message: 'x' }, 'x', new Headers(headers));

describe('whether another attempt is worth it', () => {
  it('tries again on 408, 409, 429, a 5xx and a lost connection, not on a 400', () => {
    for (const status of [408, 409, 429, 500, 503])
      expect(worthAnother(answered(status), undefined)).toBe(true);
    expect(worthAnother(new APIConnectionError({ message: 'lost' }), undefined)).toBe(true);
    expect(worthAnother(answered(400), undefined)).toBe(false);
  });

  it("obeys OpenAI's x-should-retry either way", () => {
    expect(worthAnother(answered(500, { 'x-should-retry': 'false' }), undefined)).toBe(false);
    expect(worthAnother(answered(400, { 'x-should-retry': 'true' }), undefined)).toBe(true);
  });

  it('never once the call is cut by its own signal', () => {
    expect(worthAnother(answered(500), AbortSignal.abort())).toBe(false);
  });
});

describe('the wait before the next attempt', () => {
  it('is what retry-after-ms asks for', () => {
    expect(retryWaitMs(answered(429, { 'retry-after-ms': '20' }), 0)).toBe(20);
  });

  it('is what retry-after asks for, in seconds or as a date', () => {
    expect(retryWaitMs(answered(429, { 'retry-after': '2' }), 0)).toBe(2000);
    const inAbout3s = new Date(Date.now() + 3000).toUTCString();
    const wait = retryWaitMs(answered(429, { 'retry-after': inAbout3s }), 0);
    expect(wait).toBeGreaterThan(1000);
    expect(wait).toBeLessThanOrEqual(3000);
  });

  it('is a backoff when nothing is asked, or more than a minute', () => {
    for (const error of [answered(500), answered(429, { 'retry-after-ms': '61000' })]) {
      const first = retryWaitMs(error, 0);
      expect(first).toBeGreaterThanOrEqual(375);
      expect(first).toBeLessThanOrEqual(500);
    }
    expect(retryWaitMs(answered(500), 1)).toBeGreaterThanOrEqual(750);
  });

  it('ends when the signal cuts the call', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const waiting = waitUnlessCut(10_000, controller.signal);
    setTimeout(() => controller.abort(), 20);
    await waiting;
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
