import { ServiceUnavailableError } from '../ports/service-unavailable';
import { logger } from '../runtime/logger';
import { isServiceUnavailable } from '../runtime/sdk-failures';

// Adapters translate the AWS failures a user can do something about ("try again") into the
// ports' ServiceUnavailableError with a plain message; the raw AWS message only ever reaches
// the log.

/** True for the error an SDK call throws when its name is `name` (e.g. `NotFound`). */
export function isAwsError(error: unknown, ...names: string[]): boolean {
  return error instanceof Error && names.includes(error.name);
}

export function isConditionalCheckFailed(error: unknown): boolean {
  return isAwsError(error, 'ConditionalCheckFailedException');
}

/**
 * Rethrows `error` as a ServiceUnavailableError with `userMessage` when the service was
 * unavailable, logging what AWS said; anything else (throttling included, which the HTTP
 * boundary maps itself) is rethrown untouched.
 */
export function rethrowUnavailable(error: unknown, service: string, userMessage: string): never {
  if (isServiceUnavailable(error)) {
    logger.error(`${service} unavailable`, { error: error as Error });
    throw new ServiceUnavailableError(service, userMessage, { cause: error });
  }
  throw error;
}
