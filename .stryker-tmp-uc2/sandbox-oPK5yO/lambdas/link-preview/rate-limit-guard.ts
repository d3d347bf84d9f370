// @ts-nocheck
import { serverTexts } from '#domain/messages.ts';
import { tooManyRequests } from '../lib/runtime/api-error';
import type { RateLimit, RateLimiter } from '../lib/ports/rate-limiter';

/** Counts the caller's request, or refuses it with a 429 that says when to try again. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  limit: RateLimit,
  userId: string,
  what: string,
  now: Date,
): Promise<void> {
  const decision = await limiter.consume(limit, userId, now);
  if (decision.allowed) return;
  const wait = decision.retryAfterSeconds;
  throw tooManyRequests(serverTexts.previewLimitReached(what, wait), wait);
}
