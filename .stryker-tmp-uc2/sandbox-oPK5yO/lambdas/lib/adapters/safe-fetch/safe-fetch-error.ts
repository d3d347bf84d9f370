// @ts-nocheck
// Every way the safe fetcher can say no, as a value with a code (docs/architecture/backend.md#errors-at-the-api-boundary: errors are values).
// `refused` means our policy said no (the link itself is not allowed: a 400 for the caller);
// otherwise the far side failed (a 502), which is worth caching briefly.

export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'scheme_not_allowed'
  | 'port_not_allowed'
  | 'credentials_not_allowed'
  | 'address_not_allowed'
  | 'too_many_redirects'
  | 'unresolvable'
  | 'timeout'
  | 'too_large'
  | 'wrong_content_type'
  | 'upstream_status'
  | 'network';

const refusals = new Set<SafeFetchErrorCode>([
  'invalid_url',
  'scheme_not_allowed',
  'port_not_allowed',
  'credentials_not_allowed',
  'address_not_allowed',
]);

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }

  /** True when the link is not allowed by policy, false when the page or its server failed. */
  get refused(): boolean {
    return refusals.has(this.code);
  }
}

/** Finds our error inside whatever undici or Node wrapped it in (`cause` chains). */
export function findSafeFetchError(error: unknown): SafeFetchError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof SafeFetchError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
