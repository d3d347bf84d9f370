import type { IncomingMessage, Server, ServerResponse } from 'node:http';

// The local twin listens on the loopback interface, but the browser of the person running
// it visits other sites too. Two things keep those sites out:
//
// - DNS rebinding: a site can make its own name resolve to 127.0.0.1 and then talk to our
//   ports "same-origin". Its requests still carry its own name in `Host`, so every server of
//   the twin answers only the host names it was started for (what Vite's
//   `server.allowedHosts` does for its dev server).
// - Cross-site requests: a page of another origin can send simple requests (and no-cors
//   GETs) without any CORS preflight. The emulators refuse every request a browser marks as
//   coming from another origin than the ones they serve.

/** `localhost`, `127.0.0.1` and the configured interface, each with the port. */
export function allowedHosts(port: number, host = '127.0.0.1'): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', host.toLowerCase()]);
  return new Set([...names].map((name) => `${name.includes(':') ? `[${name}]` : name}:${port}`));
}

/** The origins a browser page served from those hosts has. */
export function originsOf(hosts: Set<string>): Set<string> {
  return new Set([...hosts].map((host) => `http://${host}`));
}

export function hasAllowedHost(request: IncomingMessage, hosts: Set<string>): boolean {
  return hosts.has(String(request.headers.host ?? '').toLowerCase());
}

/**
 * Whether a browser says this request comes from a page of another origin than `origins`.
 * Non-browser callers (the SDK, the handlers, curl) send neither header.
 */
export function isForeignBrowserRequest(request: IncomingMessage, origins: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && !origins.has(origin.toLowerCase())) return true;
  return request.headers['sec-fetch-site'] === 'cross-site';
}

export interface EmulatorGuardOptions {
  hosts: Set<string>;
  /** Browser origins allowed to call this emulator; none for those only servers call. */
  browserOrigins: Set<string>;
  /** An extra check that may answer the request itself (e.g. S3's no-overwrite condition). */
  intercept?: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
}

/**
 * Puts the guard in front of an emulator's own request handling: its `request` listeners
 * run only for requests that pass.
 */
export function guardEmulator(server: Server, options: EmulatorGuardOptions): void {
  const listeners = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!hasAllowedHost(request, options.hosts)) {
      return refuse(response, 403, 'This host name is not served here.');
    }
    if (isForeignBrowserRequest(request, options.browserOrigins)) {
      return refuse(response, 403, 'Requests from other origins are refused.');
    }
    const pass = () => listeners.forEach((listener) => listener.call(server, request, response));
    if (!options.intercept) return pass();
    options.intercept(request, response).then(
      (answered) => (answered ? undefined : pass()),
      () => refuse(response, 500, 'Emulator guard failed.'),
    );
  });
}

/** A plain refusal with no CORS headers, after reading what the client sent. */
function refuse(response: ServerResponse, status: number, message: string): void {
  const send = () => {
    if (response.headersSent) {
      response.end();
      return;
    }
    response.writeHead(status, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    const code = status === 403 ? 'forbidden' : 'internal';
    response.end(JSON.stringify({ error: { code, message } }));
  };
  const request = response.req;
  if (request.complete) return send();
  request.resume();
  request.once('end', send);
  request.once('error', () => response.destroy());
}
