import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { HttpEvent } from '#lambdas/lib/http.ts';
import { invokeFunction } from '#lambdas/lib/in-process-invoker.ts';
import type { RuntimeConfig } from '#domain/runtime-config.ts';
import { createCognitoProxy } from './cognito-proxy';
import type { createJwtAuthorizer } from './jwt-authorizer';
import { buildApiEvent } from './lambda-event';
import { renderOutboxPage, type Outbox } from './outbox';
import { matchRoute } from './route-matcher';
import { createStaticSite } from './static-site';

// The local gateway: what CloudFront + API Gateway do in the cloud, on one port.
// /api/* goes through the JWT authorizer to the same handler modules Lambda runs;
// everything else is the built site. /_local/* holds the twin's own helpers.

/** API Gateway's payload limit. */
const maxBodyBytes = 10 * 1024 * 1024;

export interface GatewayOptions {
  port: number;
  host: string;
  siteDir: string;
  webConfig: RuntimeConfig;
  authorize: ReturnType<typeof createJwtAuthorizer>;
  cognitoUrl: string;
  outbox: Outbox;
  log?: (line: Record<string, unknown>) => void;
}

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        reject(new BodyTooLarge());
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

const apiError = (code: string, message: string) => ({ error: { code, message } });

function sendLambdaResult(response: ServerResponse, result: APIGatewayProxyStructuredResultV2) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

export function startGateway(options: GatewayOptions): Promise<Server> {
  const serveSite = createStaticSite(options.siteDir);
  const cognitoProxy = createCognitoProxy(options.cognitoUrl);

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    const match = matchRoute(request.method ?? 'GET', url.pathname);
    if (match === undefined) return sendJson(response, 404, apiError('not_found', 'Not found.'));
    if (match === 'method-not-allowed') {
      return sendJson(response, 405, apiError('method_not_allowed', 'Method not allowed.'));
    }
    const auth = await options.authorize(request.headers.authorization);
    if (!auth.ok) {
      options.log?.({ level: 'WARN', message: 'unauthorized', reason: auth.reason, path: url.pathname });
      return sendJson(response, 401, apiError('unauthorized', 'Sign in to continue.'));
    }
    const body = await readBody(request);
    const event = buildApiEvent({ request, url, body, match, claims: auth.claims, scopes: auth.scopes });
    sendLambdaResult(
      response,
      await invokeFunction<HttpEvent, APIGatewayProxyStructuredResultV2>(match.route.fn, event, {
        requestId: event.requestContext.requestId,
      }),
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    const { pathname } = url;
    if (pathname.startsWith('/api/')) return handleApi(request, response, url);
    if (pathname === '/_local/cognito' || pathname === '/_local/cognito/') {
      return cognitoProxy(request, response, await readBody(request));
    }
    if (pathname === '/_local/outbox.json') {
      return sendJson(response, 200, options.outbox.list(url.searchParams.get('to') ?? undefined));
    }
    if (pathname === '/_local/outbox') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return response.end(renderOutboxPage(options.outbox.list()));
    }
    if (pathname === '/config.json') return sendJson(response, 200, options.webConfig);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendJson(response, 405, apiError('method_not_allowed', 'Method not allowed.'));
    }
    serveSite(pathname, response, request.headers);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) {
        return sendJson(response, 413, apiError('payload_too_large', 'The request is too large.'));
      }
      options.log?.({ level: 'ERROR', message: 'gateway failure', error: String(error) });
      if (!response.headersSent) sendJson(response, 500, apiError('internal', 'Something went wrong.'));
      else response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
