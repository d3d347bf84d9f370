import { readFileSync } from 'node:fs';
import type { Context } from 'aws-lambda';
import { vi } from 'vitest';
import { forgetErasures } from '#lambdas/lib/runtime/caller.ts';
import { envNames, queueUrlKeys, type EnvKey, type EnvValues } from '#lambdas/lib/runtime/config.ts';
import type { Erasure, Erasures } from '#lambdas/lib/ports/erasures.ts';
import type { ApiHandler, HttpEvent } from '#lambdas/lib/runtime/http.ts';
import { replaceServices } from '#lambdas/lib/runtime/services.ts';
import { InMemoryRateLimiter } from '../../support/in-memory/in-memory-rate-limiter';
import { fixtureUserId } from '#tests/support/listing-builder.ts';

// Shared by the lambda unit tests: the fixture events of tests/events (the same files
// `sam local invoke -e` takes), a Lambda context, and a way to read the JSON logs.

export const fixtureUser = { sub: fixtureUserId };
export const otherUser = { sub: '9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d' };
export const fixtureListingId = '01JD3Z8Q4N5W6X7Y8Z9A0B1C2D';
export const fixtureImageKey = `${fixtureUser.sub}/1732240000000-blue-mug.jpg`;

/** A test URL for each queue of the environment contract. */
function queueUrls(): EnvValues {
  return Object.fromEntries(
    queueUrlKeys.map((key) => [key, `https://sqs.eu-west-2.amazonaws.com/123456789012/${key}-test`]),
  );
}

export const testEnv = {
  region: 'eu-west-2',
  accessKeyId: 'AKIAUNITTESTEXAMPLE',
  secretAccessKey: 'unit-test-secret-not-real',
  listingsTable: 'listings-test',
  profilesTable: 'profiles-test',
  erasuresTable: 'erasures-test',
  // Unit tests check the tombstone on every request: no cache, no pause in erasure.
  erasureCacheSeconds: '0',
  linkPreviewsTable: 'link-previews-test',
  uploadsBucket: 'uploads-test',
  userPoolId: 'eu-west-2_TEST',
  // As in Lambda, a producer has its queue's URL (there is no fallback), every queue's;
  // aws-sdk-client-mock intercepts the sends.
  ...queueUrls(),
  logLevel: 'INFO',
  // The SDK talks to AWS's own endpoints, which aws-sdk-client-mock intercepts.
  dynamodbEndpoint: '',
  s3Endpoint: '',
  cognitoEndpoint: '',
} as const satisfies EnvValues;

/** Points config at test names and fake credentials (presigning signs locally, no network). */
export function useTestEnv(): void {
  for (const [key, value] of Object.entries(testEnv) as [EnvKey, string][]) vi.stubEnv(envNames[key], value);
  testRequests.limiter = new InMemoryRateLimiter();
}

/**
 * Each user's request counters (lib/runtime/caller.ts), in memory and installed by `invoke`, fresh
 * with every `useTestEnv`, so a handler test's SDK mocks see only the calls it is about.
 */
const testRequests = { limiter: new InMemoryRateLimiter() };

/**
 * The erasure tombstones every handler checks (lib/runtime/caller.ts), in memory and installed by
 * `invoke`, so a handler test never reaches DynamoDB for them (nor the network when DynamoDB
 * is not mocked) and its SDK mocks see only the calls of the behaviour under test. The
 * adapter has its own tests (erasures.test.ts).
 */
export const testErasures = {
  tombstones: new Map<string, Erasure>(),
  async find(userId: string) {
    const tombstone = this.tombstones.get(userId);
    return tombstone && tombstone.expiresAt > Date.now() / 1000 ? tombstone : undefined;
  },
  async begin(userId: string, expiresAt: number) {
    const existing = this.tombstones.get(userId);
    if (existing && existing.expiresAt > Date.now() / 1000) return existing;
    const erasure: Erasure = { state: 'erasing', expiresAt };
    this.tombstones.set(userId, erasure);
    return erasure;
  },
  async complete(userId: string, expiresAt: number) {
    if (this.tombstones.has(userId)) this.tombstones.set(userId, { state: 'erased', expiresAt });
  },
} satisfies Erasures & { tombstones: Map<string, Erasure> };

/** Forgets every tombstone, and what the caller boundary cached of them. */
export function forgetTestErasures(): void {
  testErasures.tombstones.clear();
  forgetErasures();
}

export interface EventChanges {
  routeKey?: string;
  pathParameters?: Record<string, string> | undefined;
  /** An object is sent as JSON; a string is sent as it is. */
  body?: unknown;
  claims?: Record<string, string> | undefined;
}

/** A fixture event from tests/events, with some parts changed. */
export function fixtureEvent(name: string, changes: EventChanges = {}): HttpEvent {
  const url = new URL(`../../events/${name}.json`, import.meta.url);
  const event = JSON.parse(readFileSync(url, 'utf8')) as HttpEvent;
  if (changes.routeKey !== undefined) event.routeKey = changes.routeKey;
  if ('pathParameters' in changes) event.pathParameters = changes.pathParameters;
  if ('body' in changes) {
    event.body = typeof changes.body === 'string' ? changes.body : JSON.stringify(changes.body);
  }
  if ('claims' in changes) {
    (event.requestContext as { authorizer: unknown }).authorizer = changes.claims
      ? { principalId: '', integrationLatency: 0, jwt: { claims: changes.claims, scopes: [] } }
      : undefined;
  }
  return event;
}

export function accessClaims(sub: string): Record<string, string> {
  return { sub, username: sub, token_use: 'access', client_id: 'client', iss: 'https://issuer' };
}

export const lambdaContext = {
  functionName: 'unit-test',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-2:123456789012:function:unit-test',
  memoryLimitInMB: '256',
  awsRequestId: 'unit-test-request-id',
  logGroupName: '/aws/lambda/unit-test',
  logStreamName: 'stream',
  callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 30_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
} as Context;

export interface Reply {
  status: number;
  headers: Record<string, unknown>;
  body: any;
}

export async function invoke(handler: ApiHandler, event: HttpEvent): Promise<Reply> {
  replaceServices({ erasures: testErasures, requestLimiter: testRequests.limiter });
  const result = await handler(event, lambdaContext);
  const text = typeof result.body === 'string' ? result.body : '';
  return {
    status: result.statusCode ?? 200,
    headers: (result.headers ?? {}) as Record<string, unknown>,
    body: text ? JSON.parse(text) : undefined,
  };
}

/**
 * Collects the JSON log lines written while it is active (Powertools writes to both
 * streams), and passes them on to the stream: the unit project's setup file
 * (tests/support/quiet-test-output.ts) holds them and shows them only if the test fails.
 */
export function captureLogs(): { lines: () => Record<string, unknown>[]; restore: () => void } {
  const written: string[] = [];
  const spies = [process.stdout, process.stderr].map((stream) => {
    const write = stream.write;
    return vi.spyOn(stream, 'write').mockImplementation(function (this: unknown, chunk: unknown, ...rest) {
      written.push(String(chunk));
      return (write as (...args: unknown[]) => boolean).call(stream, chunk, ...rest);
    });
  });
  return {
    lines: () =>
      written
        .flatMap((chunk) => chunk.split('\n'))
        .filter((line) => line.trim().startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

/** A stand-in for an S3 GetObject body. */
export function objectBody(bytes: Uint8Array): never {
  return { transformToByteArray: async () => bytes } as never;
}

/** The first bytes of real files of each kind, enough for file-type to tell them apart. */
export const sampleBytes = {
  jpeg: Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x10,
    0x4a,
    0x46,
    0x49,
    0x46,
    0x00,
    0x01,
    ...new Array(40).fill(0),
  ]),
  png: Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    0x0d,
    0x49,
    0x48,
    0x44,
    0x52,
    ...new Array(40).fill(0),
  ]),
  pdf: new TextEncoder().encode(
    '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n',
  ),
  text: new TextEncoder().encode('just some text, renamed to .jpg'),
};
