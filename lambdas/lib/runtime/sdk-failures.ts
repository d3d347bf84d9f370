// What an AWS SDK call throws when the service is busy or did not answer. Read by the HTTP
// boundary (http.ts: a raw failure of any adapter becomes a 503) and by the adapters
// (adapters/aws-errors.ts: turned into the ports' ServiceUnavailableError), so neither imports
// the other.

const throttlingNames = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'SlowDown',
  'TooManyRequestsException',
]);

/** The service refused for load: worth a retry a moment later. */
export function isThrottling(error: unknown): boolean {
  return error instanceof Error && throttlingNames.has(error.name);
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
