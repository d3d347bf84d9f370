// @ts-nocheck
import { afterAll, describe, expect, it } from 'vitest';
import { createSafeFetcher } from '#lambdas/lib/adapters/safe-fetch/safe-fetcher.ts';
import { SafeFetchError } from '#lambdas/lib/adapters/safe-fetch/safe-fetch-error.ts';

// The fetcher as production builds it: no injected resolver, policy or connector. Loopback
// must be refused with these defaults too (no test-only bypass). Each refusal happens before
// any socket opens: literals by the URL check, `localhost` by the guarded lookup, which reads
// /etc/hosts through getaddrinfo.

const fetcher = createSafeFetcher();
afterAll(() => fetcher.close());

describe('the production wiring', () => {
  it.each(['http://127.0.0.1/', 'http://[::1]/', 'http://localhost/', 'https://localhost./'])(
    'refuses loopback: %s',
    async (url) => {
      const error = await fetcher.fetch(url, 'page').catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(SafeFetchError);
      expect((error as SafeFetchError).code).toBe('address_not_allowed');
    },
  );
});
