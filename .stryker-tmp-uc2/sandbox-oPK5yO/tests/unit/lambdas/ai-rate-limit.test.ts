// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { aiLimitMessage, aiLimitReached } from '#lambdas/lib/runtime/ai-rate-limit.ts';

describe('the AI rate limit as the user hears it', () => {
  it('says in how many minutes to try again', () => {
    expect(aiLimitMessage(45 * 60)).toBe(
      'You have made too many AI requests. Please try again in 45 minutes.',
    );
  });

  it('says "1 minute", never "0 minutes", when less than a minute is left', () => {
    expect(aiLimitMessage(10)).toBe('You have made too many AI requests. Please try again in 1 minute.');
  });

  it('is a 429 too_many_requests', () => {
    const error = aiLimitReached(60);
    expect([error.status, error.code]).toEqual([429, 'too_many_requests']);
  });
});
