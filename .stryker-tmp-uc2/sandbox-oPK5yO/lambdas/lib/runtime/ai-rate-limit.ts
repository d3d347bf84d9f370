// @ts-nocheck
import { serverTexts } from '#domain/messages.ts';
import { ApiError } from './api-error';
import { config } from './config';
import { countOperationalMetric } from './count-operational-metric';
import { operationalMetrics } from './operational-metrics';
import type { RateDecision, RateLimit, RateLimiter } from '../ports/rate-limiter';

// The per-user limit on AI calls (docs/design.md#security: e.g. 30 an hour) and how the user hears
// it: a 429 that says when to try again.

export function aiRateLimit(): RateLimit {
  return { name: 'ai', ...config.aiRateLimit() };
}

export function aiLimitMessage(retryAfterSeconds: number): string {
  return serverTexts.aiLimitReached(retryAfterSeconds);
}

export function aiLimitReached(retryAfterSeconds: number): ApiError {
  return new ApiError(429, 'too_many_requests', aiLimitMessage(retryAfterSeconds));
}

/** Counts one AI call of the user's; a refusal is counted for the operator too. */
export async function consumeAiCall(limiter: RateLimiter, userId: string, now: Date): Promise<RateDecision> {
  const decision = await limiter.consume(aiRateLimit(), userId, now);
  if (!decision.allowed) countOperationalMetric(operationalMetrics.aiCallsRefused);
  return decision;
}
