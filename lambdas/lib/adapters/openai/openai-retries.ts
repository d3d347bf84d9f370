import { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import type { AiFailure } from '../../ports/ai-failure';

// When the analyser tries a Responses API call again, and how long it waits first. The SDK makes
// one attempt per request (maxRetries 0) so that each attempt is held and charged on its own
// (openai-analyser.ts); these rules are the SDK's own retry rules, kept here so that taking the
// retries over changes nothing else: OpenAI's `x-should-retry` is obeyed, and the wait it asks
// for in `retry-after-ms` or `retry-after` is kept (a 429 usually says how soon), else a backoff.

/** An attempt's failure, what OpenAI answered, and whether another attempt may succeed. */
export class AttemptFailed extends Error {
  constructor(
    readonly failure: AiFailure,
    readonly answer: unknown,
    readonly worthAnother: boolean,
  ) {
    super(failure.message);
  }
}

/**
 * As the SDK decides: OpenAI's `x-should-retry` when it sends one, else a rate limit, a 5xx, a
 * 408 or 409, or a connection lost or timed out; never once our own signal has cut the call.
 */
export function worthAnother(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted || error instanceof APIUserAbortError) return false;
  if (error instanceof APIConnectionError) return true;
  if (!(error instanceof APIError)) return false;
  const told = error.headers?.get('x-should-retry');
  if (told === 'true') return true;
  if (told === 'false') return false;
  const status = error.status ?? 0;
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** The longest wait OpenAI may ask for that is kept (the SDK's bound); a longer one is not. */
const LONGEST_ASKED_WAIT_MS = 60_000;

/**
 * The wait before attempt `retry + 2`: what OpenAI asked for (`retry-after-ms`, else
 * `retry-after` in seconds or as a date), when it asked for 0 to 60 s; else 0.5 s, 1 s, 2 s ...
 * up to 8 s, with jitter (as the SDK's).
 */
export function retryWaitMs(error: unknown, retry: number): number {
  const asked = error instanceof APIError ? askedWaitMs(error.headers) : undefined;
  if (asked !== undefined && Number.isFinite(asked) && asked >= 0 && asked <= LONGEST_ASKED_WAIT_MS)
    return asked;
  return Math.min(500 * 2 ** retry, 8000) * (0.75 + Math.random() * 0.25);
}

function askedWaitMs(headers: Headers | undefined): number | undefined {
  const millis = headers?.get('retry-after-ms');
  if (millis && !Number.isNaN(parseFloat(millis))) return parseFloat(millis);
  const after = headers?.get('retry-after');
  if (!after) return undefined;
  const seconds = parseFloat(after);
  return Number.isNaN(seconds) ? Date.parse(after) - Date.now() : seconds * 1000;
}

/** Waits `ms`, or less when the signal cuts the call meanwhile (the caller then stops). */
export function waitUnlessCut(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
