import { ApiError } from './api-error';
import { config } from './config';
import type { RateLimit } from './rate-limiter';

// The per-user limit on AI calls (DESIGN.md section 7: e.g. 30 an hour) and how the user hears
// it: a 429 that says when to try again.

export function aiRateLimit(): RateLimit {
  return { name: 'ai', ...config.aiRateLimit() };
}

export function aiLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have made too many AI requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function aiLimitReached(retryAfterSeconds: number): ApiError {
  return new ApiError(429, 'too_many_requests', aiLimitMessage(retryAfterSeconds));
}
