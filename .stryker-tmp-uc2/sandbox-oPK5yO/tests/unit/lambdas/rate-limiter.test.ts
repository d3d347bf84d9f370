// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { rateWindow, type RateLimit } from '#lambdas/lib/ports/rate-limiter.ts';
import { InMemoryRateLimiter } from '#tests/support/in-memory/in-memory-rate-limiter.ts';
import { enforceRateLimit } from '#lambdas/link-preview/rate-limit-guard.ts';
import { iconRateLimit, previewRateLimit } from '#lambdas/link-preview/preview-limits.ts';

const limit: RateLimit = { name: 'test', limit: 3, windowSeconds: 600 };
const at = (iso: string) => new Date(iso);

describe('the fixed-window rate limiter', () => {
  it('allows the limit and refuses the next request in the same window', async () => {
    const limiter = new InMemoryRateLimiter();
    const now = at('2026-11-22T10:01:00Z');
    for (let i = 0; i < 3; i += 1)
      expect(await limiter.consume(limit, 'user-a', now)).toEqual({ allowed: true });
    expect(await limiter.consume(limit, 'user-a', now)).toEqual({ allowed: false, retryAfterSeconds: 540 });
  });

  it('counts each user on their own', async () => {
    const limiter = new InMemoryRateLimiter();
    const now = at('2026-11-22T10:01:00Z');
    for (let i = 0; i < 3; i += 1) await limiter.consume(limit, 'user-a', now);
    expect(await limiter.consume(limit, 'user-b', now)).toEqual({ allowed: true });
  });

  it('counts each named limit on its own', async () => {
    const limiter = new InMemoryRateLimiter();
    const now = at('2026-11-22T10:01:00Z');
    for (let i = 0; i < 3; i += 1) await limiter.consume(limit, 'user-a', now);
    expect(await limiter.consume({ ...limit, name: 'other' }, 'user-a', now)).toEqual({ allowed: true });
  });

  it('allows again when the next window starts', async () => {
    const limiter = new InMemoryRateLimiter();
    for (let i = 0; i < 4; i += 1) await limiter.consume(limit, 'user-a', at('2026-11-22T10:09:59Z'));
    expect(await limiter.consume(limit, 'user-a', at('2026-11-22T10:10:00Z'))).toEqual({ allowed: true });
  });

  it('keys a window by limit, user and window start, and ends it after windowSeconds', () => {
    expect(rateWindow(limit, 'user-a', at('2026-11-22T10:07:30Z'))).toEqual({
      key: `rate#test#user-a#${Date.parse('2026-11-22T10:00:00Z') / 1000}`,
      endsAt: Date.parse('2026-11-22T10:10:00Z') / 1000,
    });
  });
});

describe('the preview and icon limits', () => {
  it('let a person open 20 items of 5 links each twice over in ten minutes', () => {
    for (const each of [previewRateLimit, iconRateLimit]) {
      expect(each.limit).toBeGreaterThanOrEqual(2 * 20 * 5);
      expect(each.windowSeconds).toBe(600);
    }
  });

  it('refuse with a 429 that says when to try again', async () => {
    const limiter = new InMemoryRateLimiter();
    const now = at('2026-11-22T10:09:59Z');
    for (let i = 0; i < 3; i += 1) await enforceRateLimit(limiter, limit, 'user-a', 'preview', now);
    const error = await enforceRateLimit(limiter, limit, 'user-a', 'preview', now).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({
      status: 429,
      code: 'too_many_requests',
      message: 'Too many preview requests. Try again in 1 second.',
      headers: { 'retry-after': '1' },
    });
  });
});
