import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { json, withApiHandler, type HttpEvent } from '#lambdas/lib/runtime/http.ts';
import { cameThroughCloudFront, originVerifyHeader } from '#lambdas/lib/runtime/origin-check.ts';

// The API answers only through CloudFront (docs/operator-guide.md#the-api-address): in the
// cloud every API function is given the value of CloudFront's origin header and refuses a
// request without it, so a call straight to the execute-api address never skips the web ACL.

const secret = 'b'.repeat(48);
const handler = withApiHandler<'profile'>(async () => json(200, { ok: true }));
const call = (headers: Record<string, string>) =>
  handler({ routeKey: 'GET /api/profile', headers } as unknown as HttpEvent, {} as Context);

afterEach(() => vi.unstubAllEnvs());

describe('the origin header', () => {
  it('is accepted with the exact value, and nothing shorter, longer or absent', () => {
    expect(cameThroughCloudFront({ [originVerifyHeader]: secret }, secret)).toBe(true);
    expect(cameThroughCloudFront({ [originVerifyHeader]: secret.slice(1) }, secret)).toBe(false);
    expect(cameThroughCloudFront({ [originVerifyHeader]: `${secret}b` }, secret)).toBe(false);
    expect(cameThroughCloudFront({ [originVerifyHeader]: 'c'.repeat(48) }, secret)).toBe(false);
    expect(cameThroughCloudFront({}, secret)).toBe(false);
    expect(cameThroughCloudFront(undefined, secret)).toBe(false);
  });
});

describe('an API function in the cloud', () => {
  it('refuses a request without the header with 403, before the handler runs', async () => {
    vi.stubEnv(envNames.originVerifySecret, secret);
    const result = await call({ authorization: 'Bearer token' });
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body!)).toEqual({
      error: { code: 'forbidden', message: 'Use the site address: the API answers only through it.' },
    });
  });

  it('answers a request that came through CloudFront', async () => {
    vi.stubEnv(envNames.originVerifySecret, secret);
    expect((await call({ [originVerifyHeader]: secret })).statusCode).toBe(200);
  });
});

describe('an API function in the local twin', () => {
  it('checks nothing when no value is set (the gateway is the only door)', async () => {
    vi.stubEnv(envNames.originVerifySecret, '');
    expect((await call({})).statusCode).toBe(200);
  });
});
