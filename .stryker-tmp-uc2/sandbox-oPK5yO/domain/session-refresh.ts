// @ts-nocheck
import { REFRESH_BACKOFF_START_MS, SESSION_REFRESH_THRESHOLD_SECONDS } from './constants';

// docs/product.md#constants-and-limits: the session is checked every 30 seconds and its token refreshed when
// 90 seconds or less remain; failed refreshes are retried with exponential backoff
// starting at 200 ms.

/** Whether a token expiring at `expiresAtMs` should be refreshed at `nowMs`. */
export function shouldRefreshToken(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs - nowMs <= SESSION_REFRESH_THRESHOLD_SECONDS * 1000;
}

/** The wait before retry number `attempt` (0 for the first retry): 200, 400, 800 ms... */
export function refreshBackoffMs(attempt: number): number {
  return REFRESH_BACKOFF_START_MS * 2 ** Math.max(0, Math.floor(attempt));
}
