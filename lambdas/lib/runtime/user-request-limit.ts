import { tooManyRequests, type ApiError } from './api-error';
import { config } from './config';
import type { RateLimit } from '../ports/rate-limiter';

// Every API request of one user, every route together (USER_REQUEST_LIMIT per
// USER_REQUEST_WINDOW_SECONDS, 300 a minute by default): a script polling or previewing in a
// loop meets its own limit long before the stage's throttle, which every user shares. A
// person's heaviest minute, opening the Review tab with 20 items (100 previews, some icons)
// while analyses are polled, stays well below it.

export function userRequestLimit(): RateLimit {
  return { name: 'api', ...config.userRequestLimit() };
}

function userRequestLimitMessage(retryAfterSeconds: number): string {
  const wait = Math.max(1, retryAfterSeconds);
  return `Too many requests. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`;
}

export function userRequestLimitReached(retryAfterSeconds: number): ApiError {
  return tooManyRequests(userRequestLimitMessage(retryAfterSeconds), Math.max(1, retryAfterSeconds));
}
