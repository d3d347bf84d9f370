// @ts-nocheck
import type { RateDecision, RateLimit } from '../ports/rate-limiter';

// The per-user AI limit as a sliding window (docs/design.md#security): a request counts for
// exactly `windowSeconds` after it was made, so no stretch of that length ever holds more
// than `limit` requests. A fixed window let 2 x limit through back to back, across the
// boundary between two windows. The state is the times of the requests still counting:
// at most `limit` numbers per user and limit, kept in one item.

export interface SlidingWindowStep {
  decision: RateDecision;
  /** The request times to store (epoch ms, oldest first), this one included when allowed. */
  stamps: number[];
}

/** Whether one more request at `nowMs` fits, given the stored request times. */
export function slideWindow(stored: readonly number[], limit: RateLimit, nowMs: number): SlidingWindowStep {
  const windowMs = limit.windowSeconds * 1000;
  const counting = stored.filter((at) => at > nowMs - windowMs).sort((a, b) => a - b);
  if (counting.length < limit.limit) return { decision: { allowed: true }, stamps: [...counting, nowMs] };
  // A slot frees when the request `limit` places back leaves the window.
  const freesAt = counting[counting.length - limit.limit]! + windowMs;
  return {
    decision: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - nowMs) / 1000)) },
    stamps: counting,
  };
}

/** The request times after giving back the newest one that still counts. */
export function refundNewest(stored: readonly number[], limit: RateLimit, nowMs: number): number[] {
  const counting = stored.filter((at) => at > nowMs - limit.windowSeconds * 1000).sort((a, b) => a - b);
  return counting.slice(0, -1);
}

/** Where a subject's request times are kept: one item per limit name and subject. */
export function slidingWindowKey(limit: RateLimit, subject: string): string {
  return `window#${limit.name}#${subject}`;
}
