// @ts-nocheck
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { HttpEvent } from '#lambdas/lib/runtime/http.ts';
import type { RouteMatch } from './route-matcher';
import { routeKey } from '#lambdas/api-routes.ts';

const textTypes = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/** The API Gateway HTTP API payload 2.0 event for a request that passed the authorizer. */
export function buildApiEvent(input: {
  request: IncomingMessage;
  url: URL;
  body: Buffer;
  match: RouteMatch;
  claims: Record<string, string | number | boolean | string[]>;
  scopes: string[];
}): HttpEvent {
  const { request, url, body, match } = input;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // A Map, so that `?constructor=x` and `?a=&a=b` come out as API Gateway gives them.
  const query = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    const seen = query.get(name);
    query.set(name, seen === undefined ? value : `${seen},${value}`);
  }
  const isText = textTypes.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  const key = routeKey(match.route);

  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: headers.cookie?.split(';').map((c) => c.trim()),
    headers,
    queryStringParameters: query.size ? Object.fromEntries(query) : undefined,
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: input.claims, scopes: input.scopes },
      },
      domainName: url.host,
      domainPrefix: url.hostname.split('.')[0] ?? 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}
