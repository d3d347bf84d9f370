// @ts-nocheck
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { AddressPolicy } from './address-policy';
import { SafeFetchError } from './safe-fetch-error';
import { addressNotAllowed } from './url-policy';

/** Every A and AAAA answer for a host name. Injected in tests; DNS in production. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/** The operating system's resolver (getaddrinfo), both families, in the order it answers. */
export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * The `lookup` the socket uses to connect: it resolves, refuses unless every answer passes the
 * policy (a name with one public and one private address is refused), and hands the socket
 * exactly the addresses it checked, so a second DNS answer (rebinding) never gets a say.
 */
export function guardedLookup(resolve: Resolver, policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname.endsWith('.') ? hostname.slice(0, -1) : hostname).then(
      (answers) => {
        if (answers.length === 0) {
          return callback(new SafeFetchError('unresolvable', 'The site could not be found.'), '', 0);
        }
        if (!answers.every((answer) => policy(answer.address))) return callback(addressNotAllowed(), '', 0);
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = wanted ? answers.filter((answer) => answer.family === wanted) : answers;
        if (usable.length === 0) {
          return callback(new SafeFetchError('unresolvable', 'The site could not be found.'), '', 0);
        }
        // Node asks for all addresses when it races IPv4 and IPv6 (autoSelectFamily).
        if (options.all) return callback(null, usable);
        return callback(null, usable[0]!.address, usable[0]!.family);
      },
      () => callback(new SafeFetchError('unresolvable', 'The site could not be found.'), '', 0),
    );
  };
}
