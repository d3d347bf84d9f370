import { isIP } from 'node:net';
import type { AddressPolicy } from './address-policy';
import { SafeFetchError } from './safe-fetch-error';

// The checks a URL passes before any connection (docs/design.md#security). The WHATWG URL parser
// already rewrites every IPv4 spelling (decimal 2130706433, hex 0x7f000001, octal 0177.0.0.1,
// short 127.1, trailing dot) to dotted decimal and IPv6 to its compressed form, so the
// literal check below sees one spelling only.

const allowedProtocols = new Set(['http:', 'https:']);

/** The IP address a URL's host names literally, or undefined for a host name. */
function ipLiteralOf(url: URL): string | undefined {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) ? host : undefined;
}

/**
 * Parses and checks one URL (the first one, or a redirect's target). An IP literal is checked
 * here because Node never calls a custom `lookup` for one: a redirect to
 * http://169.254.169.254/ would otherwise slip past a lookup-only guard.
 */
export function checkUrl(raw: string | URL, policy: AddressPolicy, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError('invalid_url', 'The link is not a valid URL.');
  }
  if (!allowedProtocols.has(url.protocol)) {
    throw new SafeFetchError('scheme_not_allowed', 'Only http and https links can be previewed.');
  }
  // `port` is '' for the scheme's default port, so http on 443 and https on 80 pass too.
  if (url.port !== '' && url.port !== '80' && url.port !== '443') {
    throw new SafeFetchError(
      'port_not_allowed',
      'Only links on the standard ports (80 and 443) can be previewed.',
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new SafeFetchError(
      'credentials_not_allowed',
      'Links with a user name or password cannot be previewed.',
    );
  }
  if (url.hostname === '') throw new SafeFetchError('invalid_url', 'The link has no host.');
  const literal = ipLiteralOf(url);
  if (literal !== undefined && !policy(literal)) throw addressNotAllowed();
  return url;
}

export function addressNotAllowed(): SafeFetchError {
  return new SafeFetchError(
    'address_not_allowed',
    'This link points to a private or reserved network address and cannot be previewed.',
  );
}
