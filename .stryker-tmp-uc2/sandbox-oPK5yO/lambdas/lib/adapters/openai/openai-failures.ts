// @ts-nocheck
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import { AiFailure } from '../../ports/ai-failure';

/**
 * An SDK failure (after the SDK's own retries) as an AiFailure. `timedOut` says the time
 * box of the call ran out, which the SDK reports as a user abort.
 */
export function toAiFailure(error: unknown, timedOut = false): AiFailure {
  if (error instanceof AiFailure) return error;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (error instanceof APIUserAbortError) return new AiFailure(timedOut ? 'timeout' : 'unavailable', detail);
  if (error instanceof APIConnectionTimeoutError) return new AiFailure('timeout', detail);
  if (error instanceof RateLimitError) return new AiFailure('rate_limited', detail);
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) {
    return new AiFailure('misconfigured', detail);
  }
  if (error instanceof APIConnectionError) return new AiFailure('unavailable', detail);
  if (error instanceof APIError) {
    return new AiFailure((error.status ?? 500) >= 500 ? 'unavailable' : 'misconfigured', detail);
  }
  // A body that is not JSON surfaces as a SyntaxError from the SDK's parser.
  if (error instanceof SyntaxError) return new AiFailure('invalid_output', detail);
  if (timedOut) return new AiFailure('timeout', detail);
  return new AiFailure('unavailable', detail);
}
