import { serverTexts } from '#domain/messages.ts';
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

export function uploadTicketLimitMessage(retryAfterSeconds: number): string {
  return serverTexts.uploadLimitReached(retryAfterSeconds);
}

export function uploadTicketLimitReached(retryAfterSeconds: number): ApiError {
  return tooManyRequests(uploadTicketLimitMessage(retryAfterSeconds), Math.max(1, retryAfterSeconds));
}
