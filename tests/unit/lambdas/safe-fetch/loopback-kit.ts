import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { LookupAddress } from 'node:dns';
import { isIP, type AddressInfo } from 'node:net';
import { buildConnector } from 'undici';
import type { Resolver } from '#lambdas/lib/adapters/safe-fetch/guarded-lookup.ts';
import type { ConnectorFactory } from '#lambdas/lib/adapters/safe-fetch/safe-fetcher.ts';

// Test doubles for the fetcher's edges. Whatever the guard under test decides, a test never
// reaches anything but its own server on 127.0.0.1: the connector below dials that server for
// every host and every approved address, so a broken guard shows up as a failing test, never
// as a request to a private or public network.

export type Route = (request: IncomingMessage, response: ServerResponse) => void;

export interface LoopbackSite {
  port: number;
  /** Requests the server saw, in order (path and headers). */
  seen: { host: string | undefined; path: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

/** One HTTP server on 127.0.0.1 answering `routes` by path; `fallback` (or a 404) for the rest. */
export async function startLoopbackSite(
  routes: Record<string, Route>,
  fallback?: Route,
): Promise<LoopbackSite> {
  const seen: LoopbackSite['seen'] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    seen.push({ host: request.headers.host, path, headers: request.headers });
    const route = routes[path];
    if (route) return route(request, response);
    if (fallback) return fallback(request, response);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The guarded lookup still runs (with whatever policy the fetcher has); once it approves an
 * address, the socket is pointed at the loopback test server instead.
 */
export function loopbackConnector(port: number): ConnectorFactory {
  return (lookup) => {
    const dial = buildConnector({
      lookup: (hostname, options, callback) =>
        lookup(hostname, options, (error) => {
          if (error) return callback(error, '', 0);
          const loopback: LookupAddress = { address: '127.0.0.1', family: 4 };
          if (options.all) return callback(null, [loopback]);
          return callback(null, loopback.address, loopback.family);
        }),
    });
    return (options, callback) => {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      // Node skips `lookup` for IP literals: those go straight to the test server.
      const hostname = isIP(host) ? '127.0.0.1' : options.hostname;
      // The test server speaks plain HTTP; https origins get a plain socket (no certificate to
      // mint), which undici talks HTTP/1.1 over all the same.
      dial({ ...options, protocol: 'http:', hostname, port: String(port) }, callback);
    };
  };
}

/** Pretend DNS: the answers real DNS would give for the names the tests use. */
const testNames: Record<string, string[]> = {
  'shop.example': ['93.184.216.34'],
  'www.ebay.co.uk': ['23.40.60.10'],
  'other.example': ['93.184.216.35', '2606:2800:220:1:248:1893:25c8:1946'],
  localhost: ['127.0.0.1', '::1'],
  'private.example': ['10.0.0.1'],
  'half-private.example': ['93.184.216.34', '10.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'mapped-loopback.example': ['::ffff:127.0.0.1'],
  'link-local.example': ['fe80::1'],
  'cgnat.example': ['100.64.0.1'],
};

export const testResolver: Resolver = async (hostname) => {
  const answers = testNames[hostname.toLowerCase()];
  if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address, family: isIP(address) as 4 | 6 }));
};

export const html =
  (body: string, status = 200): Route =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  };

export const redirect =
  (location: string, status = 302): Route =>
  (_request, response) => {
    response.writeHead(status, { location }).end();
  };
