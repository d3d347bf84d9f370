// Errors are values with a code and a message at the API boundary (docs/architecture/backend.md#errors-at-the-api-boundary).
// Only ApiError messages reach the browser; anything else becomes a generic 500.

export type ApiErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'precondition_failed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'upstream_error'
  | 'service_unavailable'
  | 'internal';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, 'bad_request', message);
export const unauthorized = (message = 'Sign in to continue.') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message);
export const payloadTooLarge = (message: string) => new ApiError(413, 'payload_too_large', message);
export const unsupportedMediaType = (message: string) => new ApiError(415, 'unsupported_media_type', message);
export const upstreamError = (message: string) => new ApiError(502, 'upstream_error', message);
/** A 429 that says when to come back, in the message and in Retry-After (RFC 9110). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, 'too_many_requests', message, { 'retry-after': String(retryAfterSeconds) });
