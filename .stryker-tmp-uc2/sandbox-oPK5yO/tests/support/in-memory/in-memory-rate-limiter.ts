// @ts-nocheck
import {
  rateWindow,
  refusal,
  type RateDecision,
  type RateLimit,
  type RefundableRateLimiter,
} from '#lambdas/lib/ports/rate-limiter.ts';

// Fixed-window counters in a Map, for unit tests; tests/integration/preview-ports-contract.test.ts
// holds it to what the DynamoDB adapter does.

export class InMemoryRateLimiter implements RefundableRateLimiter {
  private readonly counts = new Map<string, number>();

  async consume(limit: RateLimit, subject: string, now: Date): Promise<RateDecision> {
    const window = rateWindow(limit, subject, now);
    const count = this.counts.get(window.key) ?? 0;
    if (count >= limit.limit) return refusal(window, now);
    this.counts.set(window.key, count + 1);
    return { allowed: true };
  }

  async refund(limit: RateLimit, subject: string, now: Date): Promise<void> {
    const window = rateWindow(limit, subject, now);
    const count = this.counts.get(window.key) ?? 0;
    if (count > 0) this.counts.set(window.key, count - 1);
  }
}
