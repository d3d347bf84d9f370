import { timingSafeEqual } from 'node:crypto';

// The HTTP API's own execute-api address stays reachable (CloudFront's origin for /api/*
// needs it without a custom domain), and AWS WAF cannot guard an HTTP API. So CloudFront adds
// a secret header to every /api/* request it forwards (infra/constructs/site.ts) and each API
// function refuses a request without it: a request made straight to execute-api never gets
// past CloudFront's web ACL unseen (docs/operator-guide.md#the-api-address). Unset locally,
// where the twin's gateway is the only door.

/** The header CloudFront adds to the requests it forwards to the API. */
export const originVerifyHeader = 'x-origin-verify';

/** Whether the request carries the expected value of the header (compared in constant time). */
export function cameThroughCloudFront(
  headers: Readonly<Record<string, string | undefined>> | undefined,
  expected: string,
): boolean {
  const given = Buffer.from(headers?.[originVerifyHeader] ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
