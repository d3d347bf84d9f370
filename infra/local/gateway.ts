import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { HttpEvent } from '#lambdas/lib/runtime/http.ts';
import { invokeFunction } from '#lambdas/lib/local/in-process-invoker.ts';
import { googleSignInOf, type RuntimeConfig } from '#domain/runtime-config.ts';
import type { SecurityHeaders } from '#infra/security-headers.ts';
import { createCognitoProxy } from './cognito-proxy';
import { compressAnswer } from './compress-answer';
import type { createJwtAuthorizer } from './jwt-authorizer';
import { buildApiEvent } from './lambda-event';
import { outboxStyles, renderOutboxPage, type Outbox } from './outbox';
import { hasAllowedHost, isForeignBrowserRequest, originsOf } from './request-guard';
import { matchRoute } from './route-matcher';
import { authPageFile, authPagePath } from '#domain/auth-page.ts';
import { createStaticSite } from './static-site';

// The local gateway: what CloudFront + API Gateway do in the cloud, on one port.
// /api/* goes through the JWT authorizer (except the contract's public routes) to the same
// handler modules Lambda runs;
// everything else is the built site. /_local/* holds the twin's own helpers.

/**
 * API Gateway's payload limit for HTTP APIs: 10 MB
 * (https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-quotas.html,
 * "Payload size"). Anything larger is answered 413 like it.
 */
const maxBodyBytes = 10 * 1024 * 1024;

export interface GatewayOptions {
  port: number;
  host: string;
  siteDir: string;
  webConfig: RuntimeConfig;
  authorize: ReturnType<typeof createJwtAuthorizer>;
  cognitoUrl: string;
  outbox: Outbox;
  /** The `Host` values it answers (localhost, 127.0.0.1 and the interface, with the port). */
  allowedHosts: Set<string>;
  /** Set on every response: infra/security-headers.ts. */
  securityHeaders: SecurityHeaders;
  log?: (line: Record<string, unknown>) => void;
}

/**
 * The whole body, or undefined when it is over the limit. An oversized body is still read
 * to its end (and dropped), so the client gets the 413 instead of a connection reset.
 */
function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
      else chunks.length = 0;
    });
    request.on('end', () => resolve(size > maxBodyBytes ? undefined : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

const apiError = (code: string, message: string) => ({ error: { code, message } });

const sendTooLarge = (response: ServerResponse) =>
  sendJson(response, 413, apiError('payload_too_large', 'The request is too large: the limit is 10 MB.'));

function sendLambdaResult(
  request: IncomingMessage,
  response: ServerResponse,
  result: APIGatewayProxyStructuredResultV2,
) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const text = result.body ?? '';
  const raw = Buffer.from(text, result.isBase64Encoded ? 'base64' : 'utf8');
  // Compressed as CloudFront does it in the cloud (compress-answer.ts); a handler's own
  // encoding is left alone.
  const sent =
    headers['content-encoding'] === undefined
      ? compressAnswer(raw, headers['content-type'] as string | undefined, request.headers['accept-encoding'])
      : { body: raw };
  if (sent.encoding) {
    headers['content-encoding'] = sent.encoding;
    headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
  }
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(sent.body);
}

export function startGateway(options: GatewayOptions): Promise<Server> {
  const serveSite = createStaticSite(options.siteDir, {
    [authPagePath]: authPageFile(googleSignInOf(options.webConfig)),
  });
  const cognitoProxy = createCognitoProxy(options.cognitoUrl, async (token) => {
    const auth = await options.authorize(`Bearer ${token}`);
    return auth.ok && auth.claims.token_use === 'access';
  });

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL, body: Buffer) {
    const match = matchRoute(request.method ?? 'GET', url.pathname);
    if (match === undefined) return sendJson(response, 404, apiError('not_found', 'Not found.'));
    if (match === 'method-not-allowed') {
      return sendJson(response, 405, apiError('method_not_allowed', 'Method not allowed.'));
    }
    // A public route (eBay's notifications) has no authorizer, as in the cloud (infra/constructs/api.ts).
    const auth = match.route.public
      ? { ok: true as const, claims: {}, scopes: [] }
      : await options.authorize(request.headers.authorization);
    if (!auth.ok) {
      options.log?.({ level: 'WARN', message: 'unauthorized', reason: auth.reason, path: url.pathname });
      return sendJson(response, 401, apiError('unauthorized', 'Sign in to continue.'));
    }
    const event = buildApiEvent({ request, url, body, match, claims: auth.claims, scopes: auth.scopes });
    sendLambdaResult(
      request,
      response,
      await invokeFunction<HttpEvent, APIGatewayProxyStructuredResultV2>(match.route.fn, event, {
        requestId: event.requestContext.requestId,
      }),
    );
  }

  const siteOrigins = originsOf(options.allowedHosts);

  /**
   * The Cognito proxy on the origin the page was loaded from (localhost or 127.0.0.1), so
   * Amplify's calls stay same-origin: the proxy has no CORS for any other.
   */
  function webConfigFor(request: IncomingMessage): RuntimeConfig {
    const { userPoolEndpoint } = options.webConfig;
    if (userPoolEndpoint === undefined) return options.webConfig;
    const endpoint = new URL(userPoolEndpoint);
    return { ...options.webConfig, userPoolEndpoint: `http://${request.headers.host}${endpoint.pathname}` };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    for (const [name, value] of Object.entries(options.securityHeaders)) response.setHeader(name, value);
    // DNS rebinding: another site's name pointed at 127.0.0.1 still sends its own Host.
    if (!hasAllowedHost(request, options.allowedHosts)) {
      return sendJson(response, 403, apiError('forbidden', 'This host name is not served here.'));
    }
    const body = await readBody(request);
    if (body === undefined) return sendTooLarge(response);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const { pathname } = url;
    if (pathname.startsWith('/api/')) return handleApi(request, response, url, body);
    if (pathname.startsWith('/_local/') && isForeignBrowserRequest(request, siteOrigins)) {
      return sendJson(response, 403, apiError('forbidden', 'Requests from other sites are refused.'));
    }
    if (pathname === '/_local/cognito' || pathname === '/_local/cognito/') {
      return cognitoProxy(request, response, body);
    }
    if (pathname === '/_local/outbox.json') {
      return sendJson(response, 200, options.outbox.list(url.searchParams.get('to') ?? undefined));
    }
    if (pathname === '/_local/outbox.css') {
      response.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' });
      return response.end(outboxStyles);
    }
    if (pathname === '/_local/outbox') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return response.end(renderOutboxPage(options.outbox.list()));
    }
    if (pathname === '/config.json') return sendJson(response, 200, webConfigFor(request));
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendJson(response, 405, apiError('method_not_allowed', 'Method not allowed.'));
    }
    serveSite(pathname, response, request.headers);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
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
