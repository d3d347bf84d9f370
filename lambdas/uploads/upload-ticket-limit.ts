import { serverTexts } from '#domain/messages.ts';
import { UPLOAD_TICKET_DAY_SECONDS } from '#domain/photos.ts';
import { tooManyRequests, type ApiError } from '../lib/runtime/api-error';
import { config } from '../lib/runtime/config';
import type { RateLimit } from '../lib/ports/rate-limiter';

// Presigned uploads one user may take (UPLOAD_TICKET_LIMIT per UPLOAD_TICKET_WINDOW_SECONDS,
// 100 an hour by default): each is up to 15 MB of storage, so a script cannot fill the bucket,
// while a person photographing a whole room (a few dozen items) never meets it. Only tickets
// given out count: a refused request (a bad type or size) stores nothing.

export function uploadTicketLimit(): RateLimit {
  return { name: 'upload-ticket', ...config.uploadTicketLimit() };
}

function uploadTicketLimitMessage(retryAfterSeconds: number): string {
  return serverTexts.uploadLimitReached(retryAfterSeconds);
}

export function uploadTicketLimitReached(retryAfterSeconds: number): ApiError {
  return tooManyRequests(uploadTicketLimitMessage(retryAfterSeconds), Math.max(1, retryAfterSeconds));
}

/**
 * The daily ceiling on top of the hourly one (UPLOAD_TICKET_DAILY_LIMIT, by default
 * domain/photos.ts's UPLOAD_TICKETS_PER_DAY): several photos an item make a day's tickets add
 * up, and the hourly window alone would let 2,400 through in a day.
 */
export function dailyUploadTicketLimit(): RateLimit {
  return {
    name: 'upload-ticket-day',
    limit: config.uploadTicketDailyLimit(),
    windowSeconds: UPLOAD_TICKET_DAY_SECONDS,
  };
}

export function dailyUploadTicketLimitReached(retryAfterSeconds: number): ApiError {
  return tooManyRequests(
    serverTexts.dailyUploadLimitReached(retryAfterSeconds),
    Math.max(1, retryAfterSeconds),
  );
}
