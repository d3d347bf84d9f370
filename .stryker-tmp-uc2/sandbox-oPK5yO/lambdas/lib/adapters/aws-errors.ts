// @ts-nocheck
import { ApiError } from '../runtime/api-error';
import { logger } from '../runtime/logger';

// Adapters translate the AWS failures a user can do something about ("try again") into
// ApiErrors with a plain message; the raw AWS message only ever reaches the log.

/** True for the error an SDK call throws when its name is `name` (e.g. `NotFound`). */
export function isAwsError(error: unknown, ...names: string[]): boolean {
  return error instanceof Error && names.includes(error.name);
}

export function isConditionalCheckFailed(error: unknown): boolean {
  return isAwsError(error, 'ConditionalCheckFailedException');
}

const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

/** A 5xx from the service, or no answer at all: worth a retry by the user. */
export function isServiceUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const meta = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
  if ((meta?.httpStatusCode ?? 0) >= 500) return true;
  if ((error as { $fault?: string }).$fault === 'server') return true;
  const code = (error as { code?: string }).code;
  return error.name === 'TimeoutError' || (code !== undefined && networkCodes.has(code));
}

/**
 * Rethrows `error` as a 503 with `userMessage` when the service was unavailable, logging
 * what AWS said; anything else (throttling included, which withApiHandler maps itself)
 * is rethrown untouched.
 */
export function rethrowUnavailable(error: unknown, service: string, userMessage: string): never {
  if (isServiceUnavailable(error)) {
    logger.error(`${service} unavailable`, { error: error as Error });
    throw new ApiError(503, 'service_unavailable', userMessage);
  }
  throw error;
}
