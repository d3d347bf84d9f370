// @ts-nocheck
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildApiEvent } from '#infra/local/lambda-event.ts';
import { matchRoute, type RouteMatch } from '#infra/local/route-matcher.ts';

interface FakeRequest {
  method: string;
  headers: IncomingMessage['headers'];
  httpVersion?: string;
  remoteAddress?: string;
}

function eventFor(target: string, request: FakeRequest, body: Buffer = Buffer.alloc(0)) {
  const url = new URL(target, 'http://localhost:8787');
  const match = matchRoute(request.method, url.pathname);
  if (match === undefined || match === 'method-not-allowed') throw new Error(`no route for ${target}`);
  const fake = {
    method: request.method,
    headers: request.headers,
    httpVersion: request.httpVersion ?? '1.1',
    socket: { remoteAddress: request.remoteAddress },
  } as unknown as IncomingMessage;
  return {
    match: match satisfies RouteMatch,
    event: buildApiEvent({
      request: fake,
      url,
      body,
      match,
      claims: { sub: 'user-123', token_use: 'access', 'cognito:groups': '[a b]' },
      scopes: ['openid', 'email'],
    }),
  };
}

const getListing = (target: string, headers: IncomingMessage['headers'] = {}) =>
  eventFor(target, { method: 'GET', headers }).event;

describe('the payload 2.0 event the local gateway builds', () => {
  it('names the matched route the way API Gateway does', () => {
    const { event, match } = eventFor('/api/listings/01HXYZ', { method: 'PUT', headers: {} });
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('PUT /api/listings/{id}');
    expect(event.routeKey).toBe(`${match.route.method} ${match.route.path}`);
    expect(event.requestContext.routeKey).toBe(event.routeKey);
    expect(event.requestContext.stage).toBe('$default');
    expect(event.rawPath).toBe('/api/listings/01HXYZ');
    expect(event.pathParameters).toEqual({ id: '01HXYZ' });
  });

  it('leaves pathParameters out for a route without parameters', () => {
    expect(getListing('/api/listings').pathParameters).toBeUndefined();
  });

  it('carries the raw query string and joins repeated keys with commas', () => {
    const event = getListing('/api/listings?status=draft&status=listed&q=red%20bike&empty=');
    expect(event.rawQueryString).toBe('status=draft&status=listed&q=red%20bike&empty=');
    expect(event.queryStringParameters).toEqual({ status: 'draft,listed', q: 'red bike', empty: '' });
  });

  it('keeps an empty first value when a query key repeats', () => {
    expect(getListing('/api/listings?a=&a=x').queryStringParameters).toEqual({ a: ',x' });
  });

  it('takes query keys that share a name with Object.prototype members literally', () => {
    const query = getListing('/api/listings?constructor=x&toString=y&__proto__=z').queryStringParameters;
    expect(query).toBeDefined();
    expect(Object.entries(query ?? {})).toEqual([
      ['constructor', 'x'],
      ['toString', 'y'],
      ['__proto__', 'z'],
    ]);
  });

  it('leaves queryStringParameters out when there is no query', () => {
    const event = getListing('/api/listings');
    expect(event.rawQueryString).toBe('');
    expect(event.queryStringParameters).toBeUndefined();
  });

  it('passes a JSON body as text', () => {
    const body = Buffer.from(JSON.stringify({ title: 'Red bike, £40' }));
    const { event } = eventFor(
      '/api/listings',
      { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' } },
      body,
    );
    expect(event.body).toBe('{"title":"Red bike, £40"}');
    expect(event.isBase64Encoded).toBe(false);
  });

  it('treats a body without a content type as text', () => {
    const { event } = eventFor('/api/listings', { method: 'POST', headers: {} }, Buffer.from('{}'));
    expect(event).toMatchObject({ body: '{}', isBase64Encoded: false });
  });

  it('passes a binary body base64-encoded', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
    const { event } = eventFor(
      '/api/uploads',
      { method: 'POST', headers: { 'content-type': 'image/png' } },
      png,
    );
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(png);
  });

  it('leaves the body out when there is none', () => {
    const { event } = eventFor('/api/listings/1', {
      method: 'DELETE',
      headers: { 'content-type': 'image/png' },
    });
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
  });

  it('carries the verified claims and scopes in requestContext.authorizer.jwt', () => {
    expect(getListing('/api/listings').requestContext.authorizer.jwt).toEqual({
      claims: { sub: 'user-123', token_use: 'access', 'cognito:groups': '[a b]' },
      scopes: ['openid', 'email'],
    });
  });

  it('fills requestContext.http from the request', () => {
    const { event } = eventFor('/api/profile?x=1', {
      method: 'PATCH',
      headers: { 'user-agent': 'vitest/4', host: 'localhost:8787' },
      httpVersion: '1.1',
      remoteAddress: '10.1.2.3',
    });
    expect(event.requestContext.http).toEqual({
      method: 'PATCH',
      path: '/api/profile',
      protocol: 'HTTP/1.1',
      sourceIp: '10.1.2.3',
      userAgent: 'vitest/4',
    });
    expect(event.requestContext.domainName).toBe('localhost:8787');
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.requestContext.timeEpoch).toBeGreaterThan(0);
  });

  it('falls back to loopback and an empty user agent when the request has neither', () => {
    const { http } = getListing('/api/listings').requestContext;
    expect(http.sourceIp).toBe('127.0.0.1');
    expect(http.userAgent).toBe('');
  });

  it('gives each event its own request id', () => {
    expect(getListing('/api/listings').requestContext.requestId).not.toBe(
      getListing('/api/listings').requestContext.requestId,
    );
  });

  it('splits the Cookie header into cookies', () => {
    const event = getListing('/api/listings', { cookie: 'theme=dark; session=abc;lang=en' });
    expect(event.cookies).toEqual(['theme=dark', 'session=abc', 'lang=en']);
  });

  it('leaves cookies out when there is no Cookie header', () => {
    expect(getListing('/api/listings').cookies).toBeUndefined();
  });

  it('passes headers with repeated values joined by commas', () => {
    const event = getListing('/api/listings', {
      'x-forwarded-for': ['1.1.1.1', '2.2.2.2'],
      accept: 'application/json',
    });
    expect(event.headers).toMatchObject({ 'x-forwarded-for': '1.1.1.1,2.2.2.2', accept: 'application/json' });
  });
});
