// @ts-nocheck
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import '../support/twin-context';
import { paintFirstScriptHash } from '#infra/security-headers.ts';

// One header set for both homes (infra/security-headers.ts); the local gateway sends it on
// every response: pages, the API's JSON, the outbox, the twin's own helpers.

const twin = inject('twin');
let user: TestUser;
beforeAll(async () => {
  user = await createSignedInUser(twin, 'headers');
});

const responses: Array<[string, () => Promise<Headers>]> = [
  ['a page of the site', async () => (await fetch(`${twin.siteUrl}/`)).headers],
  ['an unknown page', async () => (await fetch(`${twin.siteUrl}/no/such/page`)).headers],
  [
    'the API with a token',
    async () => (await callApi(twin, 'GET', '/api/listings', { token: user.accessToken })).headers,
  ],
  ["the API's 401", async () => (await callApi(twin, 'GET', '/api/listings')).headers],
  ["the API's 404", async () => (await callApi(twin, 'GET', '/api/nothing')).headers],
  ['the outbox page', async () => (await fetch(`${twin.siteUrl}/_local/outbox`)).headers],
  ["the outbox's JSON", async () => (await fetch(`${twin.siteUrl}/_local/outbox.json`)).headers],
  ['/config.json', async () => (await fetch(`${twin.siteUrl}/config.json`)).headers],
];

describe.each(responses)('%s', (_label, headersOf) => {
  it('says nosniff, strict-origin-when-cross-origin and frame-ancestors none', async () => {
    const headers = await headersOf();
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe("the site's Content-Security-Policy", () => {
  const directives = async () => {
    const csp = (await fetch(`${twin.siteUrl}/`)).headers.get('content-security-policy') ?? '';
    return new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
  };
  const storageOrigin = () => new URL(twin.env.s3Endpoint!).origin;

  it("runs scripts of the site only: no eval, no inline script but /auth's paint-first one", async () => {
    expect((await directives()).get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      `'${paintFirstScriptHash}'`,
    ]);
  });

  it('connects only to the site (API and Cognito proxy) and the photo storage', async () => {
    expect((await directives()).get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", storageOrigin()]),
    );
    for (const source of (await directives()).get('connect-src') ?? []) {
      expect(["'self'", storageOrigin(), storageOrigin().replace('localhost', '127.0.0.1')]).toContain(
        source,
      );
    }
  });

  it('shows images of the site, the photo storage and https link previews', async () => {
    expect((await directives()).get('img-src')).toEqual(
      expect.arrayContaining(["'self'", storageOrigin(), 'https:']),
    );
  });

  it('may not be framed, and has no plugins', async () => {
    const csp = await directives();
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });
});
