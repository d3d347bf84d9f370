// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetcher, type SafeFetcher } from '#lambdas/lib/adapters/safe-fetch/safe-fetcher.ts';
import type { SafeFetchErrorCode } from '#lambdas/lib/adapters/safe-fetch/safe-fetch-error.ts';
import { SafeFetchError } from '#lambdas/lib/adapters/safe-fetch/safe-fetch-error.ts';
import {
  html,
  loopbackConnector,
  redirect,
  startLoopbackSite,
  testResolver,
  type LoopbackSite,
} from './loopback-kit';

// The SSRF catalogue of docs/architecture/security.md#fetching-urls-users-choose and docs/design.md#security. The fetcher runs with the REAL
// address policy; only DNS (pretend answers) and the socket (always the loopback test server)
// are injected. The test server answers every path with a page, so a guard that let one of
// these through would make its test fail, without any request leaving the machine.

let site: LoopbackSite;
let fetcher: SafeFetcher;

beforeAll(async () => {
  site = await startLoopbackSite(
    {
      '/to-loopback': redirect('http://127.0.0.1/'),
      '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
      '/to-private-name': redirect('http://private.example/'),
      '/to-file': redirect('file:///etc/passwd'),
      '/to-runtime-api': redirect('http://127.0.0.1:9001/2018-06-01/runtime/invocation/next'),
      '/loop': redirect('/loop'),
      '/hop1': redirect('/hop2'),
      '/hop2': redirect('/hop3'),
      '/hop3': redirect('/hop4'),
      '/hop4': redirect('/page'),
      '/json': (_request, response) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
      '/image': (_request, response) =>
        response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(64)),
      '/no-type': (_request, response) => response.writeHead(200).end('<html></html>'),
      '/fifty-megabytes': (_request, response) => {
        // Chunked (no Content-Length): only counting while streaming can stop it.
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 50 * 1024 * 1024) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        response.on('error', () => {});
        pump();
      },
      '/fifty-megabytes-declared': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
        response.write('<html>');
      },
      '/never-ends': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<html><head>');
        const drip = setInterval(() => response.write(' '), 50);
        response.on('close', () => clearInterval(drip));
      },
    },
    html('<html><head><title>reached</title></head></html>'),
  );
  // A short time cap so "a page that never ends" takes a moment, not 5 s; the code is the same.
  fetcher = createSafeFetcher({
    resolve: testResolver,
    connector: loopbackConnector(site.port),
    timeoutMs: 1500,
  });
});

afterAll(async () => {
  await fetcher.close();
  await site.close();
});

async function refusal(url: string): Promise<SafeFetchError> {
  const error = await fetcher.fetch(url, 'page').then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, `${url} was fetched`).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

type Case = [label: string, url: string, code: SafeFetchErrorCode];

const notHttp: Case[] = [
  ['a file URL', 'file:///etc/passwd', 'scheme_not_allowed'],
  ['gopher', 'gopher://shop.example:70/_GET%20/', 'scheme_not_allowed'],
  ['ftp', 'ftp://shop.example/', 'scheme_not_allowed'],
  ['a data URL', 'data:text/html,<title>x</title>', 'scheme_not_allowed'],
  ['javascript', 'javascript:alert(1)', 'scheme_not_allowed'],
  ['not a URL at all', 'shop.example/item', 'invalid_url'],
];

const wrongPortOrCredentials: Case[] = [
  ['port 8080', 'http://example.com:8080/', 'port_not_allowed'],
  ['port 8443 on https', 'https://shop.example:8443/', 'port_not_allowed'],
  [
    "Lambda's runtime API on 127.0.0.1:9001",
    'http://127.0.0.1:9001/2018-06-01/runtime/invocation/next',
    'port_not_allowed',
  ],
  ['credentials in the URL', 'http://user:secret@shop.example/', 'credentials_not_allowed'],
];

const literalAddresses: Case[] = [
  ['loopback', 'http://127.0.0.1/', 'address_not_allowed'],
  [
    "the runtime API's address on port 80",
    'http://127.0.0.1:80/2018-06-01/runtime/invocation/next',
    'address_not_allowed',
  ],
  ['loopback in hex', 'http://0x7f000001/', 'address_not_allowed'],
  ['loopback as one decimal number', 'http://2130706433/', 'address_not_allowed'],
  ['loopback in octal', 'http://0177.0.0.1/', 'address_not_allowed'],
  ['loopback in short form', 'http://127.1/', 'address_not_allowed'],
  ['loopback with a trailing dot', 'http://127.0.0.1./', 'address_not_allowed'],
  ['IPv6 loopback', 'http://[::1]/', 'address_not_allowed'],
  ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/', 'address_not_allowed'],
  ['IPv4-mapped IPv6 loopback in hex', 'http://[::ffff:7f00:1]/', 'address_not_allowed'],
  ['IPv4-compatible IPv6 loopback', 'http://[::127.0.0.1]/', 'address_not_allowed'],
  ['IPv6 link-local', 'http://[fe80::1]/', 'address_not_allowed'],
  ['IPv6 unique-local', 'http://[fd00::1]/', 'address_not_allowed'],
  ['the cloud metadata service', 'http://169.254.169.254/latest/meta-data/', 'address_not_allowed'],
  ["the metadata service's IPv6 address", 'http://[fd00:ec2::254]/latest/meta-data/', 'address_not_allowed'],
  ['a 10/8 private address', 'http://10.0.0.1/', 'address_not_allowed'],
  ['a 172.16/12 private address', 'http://172.16.0.1/', 'address_not_allowed'],
  ['a 192.168/16 private address', 'https://192.168.1.1/', 'address_not_allowed'],
  ['carrier-grade NAT', 'http://100.64.0.1/', 'address_not_allowed'],
  ['the unspecified address', 'http://0.0.0.0/', 'address_not_allowed'],
  ['the unspecified address as 0', 'http://0/', 'address_not_allowed'],
  ['multicast', 'http://224.0.0.1/', 'address_not_allowed'],
  ['broadcast', 'http://255.255.255.255/', 'address_not_allowed'],
  ['NAT64 loopback', 'http://[64:ff9b::7f00:1]/', 'address_not_allowed'],
  ['6to4 loopback', 'http://[2002:7f00:1::]/', 'address_not_allowed'],
];

const namesResolvingInside: Case[] = [
  ['localhost', 'http://localhost/', 'address_not_allowed'],
  ['localhost with a trailing dot', 'http://localhost./', 'address_not_allowed'],
  ['a name resolving to 10.0.0.1', 'http://private.example/', 'address_not_allowed'],
  [
    'a name resolving to one public and one private address',
    'http://half-private.example/',
    'address_not_allowed',
  ],
  [
    'a name resolving to the metadata service',
    'http://metadata.example/latest/meta-data/',
    'address_not_allowed',
  ],
  ['a name resolving to IPv4-mapped loopback', 'https://mapped-loopback.example/', 'address_not_allowed'],
  ['a name resolving to IPv6 link-local', 'http://link-local.example/', 'address_not_allowed'],
  ['a name resolving to carrier-grade NAT', 'http://cgnat.example/', 'address_not_allowed'],
  ['a name that does not resolve', 'http://nowhere.example/', 'unresolvable'],
];

const hostileServers: Case[] = [
  ['a redirect to 127.0.0.1', 'http://shop.example/to-loopback', 'address_not_allowed'],
  ['a redirect to the metadata service', 'http://shop.example/to-metadata', 'address_not_allowed'],
  [
    'a redirect to a name resolving to 10.0.0.1',
    'http://shop.example/to-private-name',
    'address_not_allowed',
  ],
  ['a redirect to a file URL', 'http://shop.example/to-file', 'scheme_not_allowed'],
  ["a redirect to Lambda's runtime API", 'http://shop.example/to-runtime-api', 'port_not_allowed'],
  ['a redirect loop', 'http://shop.example/loop', 'too_many_redirects'],
  ['four redirects in a row', 'http://shop.example/hop1', 'too_many_redirects'],
  ['a JSON answer where a page is expected', 'http://shop.example/json', 'wrong_content_type'],
  ['an image answer where a page is expected', 'http://shop.example/image', 'wrong_content_type'],
  ['an answer with no content type', 'http://shop.example/no-type', 'wrong_content_type'],
  ['a 50 MB page sent in chunks', 'http://shop.example/fifty-megabytes', 'too_large'],
  ['a page declaring 50 MB', 'http://shop.example/fifty-megabytes-declared', 'too_large'],
  ['a page that never ends', 'http://shop.example/never-ends', 'timeout'],
];

describe('the SSRF catalogue: each is refused with a clear error', () => {
  it.each([
    ...notHttp,
    ...wrongPortOrCredentials,
    ...literalAddresses,
    ...namesResolvingInside,
    ...hostileServers,
  ])('refuses %s (%s) with %s', async (_label, url, code) => {
    const error = await refusal(url);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/^[A-Z].+\.$/);
  });

  it('has at least 30 entries', () => {
    const size = [
      ...notHttp,
      ...wrongPortOrCredentials,
      ...literalAddresses,
      ...namesResolvingInside,
      ...hostileServers,
    ].length;
    expect(size).toBeGreaterThanOrEqual(30);
  });

  it('never let a refused address reach the test server', () => {
    // Every refused target above has one of these paths; the hostile servers' own paths differ.
    const refusedPaths = [
      '/',
      '/latest/meta-data/',
      '/2018-06-01/runtime/invocation/next',
      '/_GET%20/',
      '/item',
    ];
    expect(site.seen.map((request) => request.path).filter((path) => refusedPaths.includes(path))).toEqual(
      [],
    );
  });
});

describe('what the fetcher lets through', () => {
  it('fetches a page on a public address and reports where it ended up after redirects', async () => {
    const page = await fetcher.fetch('http://shop.example/hop3', 'page');
    expect(page.url.href).toBe('http://shop.example/page');
    expect(page.mediaType).toBe('text/html');
    expect(page.body.toString()).toContain('reached');
  });

  it('follows three redirects', async () => {
    const page = await fetcher.fetch('http://shop.example/hop2', 'page');
    expect(page.url.pathname).toBe('/page');
  });

  it('asks for the page uncompressed, so the byte cap counts what is parsed', async () => {
    await fetcher.fetch('http://other.example/encoding', 'page');
    expect(site.seen.findLast((seen) => seen.path === '/encoding')?.headers['accept-encoding']).toBe(
      'identity',
    );
  });

  it('sends no cookie and no authorization header', async () => {
    await fetcher.fetch('http://other.example/headers', 'page');
    const request = site.seen.findLast((seen) => seen.path === '/headers');
    expect(request?.headers).not.toHaveProperty('cookie');
    expect(request?.headers).not.toHaveProperty('authorization');
  });
});

describe('refusals and failures', () => {
  it('calls a policy refusal "refused" and a failing server not', async () => {
    expect((await refusal('http://127.0.0.1/')).refused).toBe(true);
    expect((await refusal('http://shop.example/json')).refused).toBe(false);
  });
});
