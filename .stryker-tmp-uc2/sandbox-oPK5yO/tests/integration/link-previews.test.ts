// @ts-nocheck
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rateWindow } from '#lambdas/lib/ports/rate-limiter.ts';
import { previewRateLimit } from '#lambdas/link-preview/preview-limits.ts';
import { pngBytes } from '../fixtures/files';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import '../support/twin-context';

// POST /api/fetch-open-graph and GET /api/favicon through the local gateway, with real tokens,
// the production fetcher and the emulated previews table. Nothing here may leave the machine:
// every URL that could reach the fetcher is an IP literal on loopback, which the fetcher
// refuses before opening a socket or asking DNS. A cached answer therefore shows as a 200,
// and a fetch as the fetcher's 400.

const twin = inject('twin');
const table = twin.env.linkPreviewsTable!;
let user: TestUser;
let other: TestUser;
let client: DynamoDBDocumentClient;

beforeAll(async () => {
  [user, other] = await Promise.all([
    createSignedInUser(twin, 'previews'),
    createSignedInUser(twin, 'previews2'),
  ]);
  client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: twin.env.region,
      endpoint: twin.env.dynamodbEndpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
});
afterAll(() => client.destroy());

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const anHourAgo = () => Math.floor(Date.now() / 1000) - 3600;
const seed = (url: string, outcome: unknown, expiresAt: number) =>
  client.send(new PutCommand({ TableName: table, Item: { url, outcome, expiresAt } }));
const preview = (url: string, token = user.accessToken) =>
  callApi(twin, 'POST', '/api/fetch-open-graph', { token, body: { url } });

describe('POST /api/fetch-open-graph', () => {
  it('needs a signed-in caller', async () => {
    const response = await callApi(twin, 'POST', '/api/fetch-open-graph', {
      body: { url: 'https://shop.example/' },
    });
    expect(response.status).toBe(401);
  });

  it.each([
    'http://127.0.0.1/',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1:9001/2018-06-01/runtime/invocation/next',
  ])('refuses %s with 400 (the production wiring has no bypass)', async (url) => {
    const response = await preview(url);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
  });

  it('answers from the cache table within the hour, for any utm_* spelling of the link', async () => {
    const cached = { image: 'https://img.shop.example/1.jpg', altImages: [], title: 'Cached chair' };
    await seed('page#http://127.0.0.1/cached-chair', { kind: 'preview', preview: cached }, inAnHour());
    const response = await preview('http://127.0.0.1/cached-chair?utm_source=openai#top');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(cached);
  });

  it('ignores an expired entry that TTL has not deleted yet (the emulator never deletes)', async () => {
    const stale = { image: null, altImages: [], title: 'Stale' };
    await seed('page#http://127.0.0.1/stale', { kind: 'preview', preview: stale }, anHourAgo());
    // Not from the cache: the fetcher was asked, and refused loopback.
    expect((await preview('http://127.0.0.1/stale')).status).toBe(400);
  });

  it('repeats a cached failure as a 502 without fetching', async () => {
    const message = 'Could not fetch a preview of this page. The site answered with status 503.';
    await seed('page#http://127.0.0.1/dead', { kind: 'failure', message }, inAnHour());
    const response = await preview('http://127.0.0.1/dead');
    expect(response.status).toBe(502);
    expect(response.body.error).toEqual({ code: 'upstream_error', message });
  });

  it('answers 429 with Retry-After once the caller has used up the window', async () => {
    const now = new Date();
    // This window and the next, so the test holds even if a window ends while it runs.
    for (const at of [now, new Date(now.getTime() + previewRateLimit.windowSeconds * 1000)]) {
      const window = rateWindow(previewRateLimit, other.sub, at);
      await client.send(
        new PutCommand({
          TableName: table,
          Item: { url: window.key, requestCount: previewRateLimit.limit, expiresAt: window.endsAt },
        }),
      );
    }
    const response = await preview('http://127.0.0.1/any', other.accessToken);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.body.error.message).toMatch(/^Too many preview requests\. Try again in \d+ seconds?\.$/);
    // The other user is not limited.
    expect((await preview('http://127.0.0.1/any')).status).toBe(400);
  });
});

describe('GET /api/favicon', () => {
  const icon = (domain: string) =>
    fetch(`${twin.siteUrl}/api/favicon?domain=${encodeURIComponent(domain)}`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });

  it('answers a cached icon as the image itself', async () => {
    await seed('icon#127.0.0.10', { kind: 'icon', contentType: 'image/png', bytes: pngBytes }, inAnHour());
    const response = await icon('127.0.0.10');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(pngBytes)).toBe(true);
  });

  it('refuses a loopback site with 400', async () => {
    const response = await icon('127.0.0.11');
    expect(response.status).toBe(400);
  });

  it('refuses a domain with a path with 400', async () => {
    expect((await icon('shop.example/favicon.ico')).status).toBe(400);
  });
});
