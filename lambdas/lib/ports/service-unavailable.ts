/**
 * A backing service (the bucket, the user pool) did not answer: the user can only try again
 * later. Adapters throw it with the sentence the user reads; the HTTP boundary answers it as a
 * 503 (`lib/runtime/http.ts`), and what the service said stays in `cause`, for the log only.
 */
export class ServiceUnavailableError extends Error {
  constructor(
    /** Which service, for the log: `photo store`, `user pool`. */
    readonly service: string,
    userMessage: string,
    options?: { cause?: unknown },
  ) {
    super(userMessage, options);
    this.name = 'ServiceUnavailableError';
  }
}
