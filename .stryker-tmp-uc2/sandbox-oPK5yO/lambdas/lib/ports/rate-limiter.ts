// @ts-nocheck
// Per-user rate limits (docs/design.md#security): a fixed window per user and limit name. Generic
// on purpose: link previews, site icons and AI calls each name their own limit, and the
// counter store behind the interface is one (DynamoDB in both homes).

export interface RateLimit {
  /** Names the counter, e.g. `link-preview`: limits with different names never share one. */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `subject` (a user id) against `limit` at `now`. */
  consume(limit: RateLimit, subject: string, now: Date): Promise<RateDecision>;
}

/** A limit whose count can be given back: a call that failed through no doing of the user's. */
export interface RefundableRateLimiter extends RateLimiter {
  /** Gives back one request of `subject` counted against `limit` (the newest). */
  refund(limit: RateLimit, subject: string, now: Date): Promise<void>;
}

export interface RateWindow {
  /** The counter's key: one per limit, subject and window. */
  key: string;
  /** When the window ends, in epoch seconds. */
  endsAt: number;
}

/** The fixed window `now` falls in. */
export function rateWindow(limit: RateLimit, subject: string, now: Date): RateWindow {
  const seconds = Math.floor(now.getTime() / 1000);
  const start = seconds - (seconds % limit.windowSeconds);
  return { key: `rate#${limit.name}#${subject}#${start}`, endsAt: start + limit.windowSeconds };
}

export function refusal(window: RateWindow, now: Date): RateDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, window.endsAt - Math.floor(now.getTime() / 1000)) };
}
