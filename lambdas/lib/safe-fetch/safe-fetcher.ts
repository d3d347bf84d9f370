import type { LookupFunction } from 'node:net';
import { Agent, buildConnector, request } from 'undici';
import { publicUnicastOnly, type AddressPolicy } from './address-policy';
import { guardedLookup, systemResolver, type Resolver } from './guarded-lookup';
import { readCappedBody } from './read-capped-body';
import { mediaTypeOf, resourceKinds, type ResourceKind } from './resource-kinds';
import { findSafeFetchError, SafeFetchError } from './safe-fetch-error';
import { checkUrl } from './url-policy';

// The one way anything here fetches a URL a user can influence (DESIGN.md section 7).

/** Builds the socket connector from the guarded lookup. Tests inject one that dials loopback. */
export type ConnectorFactory = (lookup: LookupFunction) => buildConnector.connector;

export interface SafeFetcherOptions {
  resolve?: Resolver;
  policy?: AddressPolicy;
  connector?: ConnectorFactory;
  /** For the whole fetch, every redirect included. */
  timeoutMs?: number;
  maxRedirects?: number;
}

export interface FetchedResource {
  /** Where the body came from, after redirects: relative links resolve against it. */
  url: URL;
  mediaType: string;
  body: Buffer;
  /** `charset` of the Content-Type, when given. */
  charset?: string;
}

export interface SafeFetcher {
  fetch(url: string | URL, kind: ResourceKind, options?: { signal?: AbortSignal }): Promise<FetchedResource>;
  close(): Promise<void>;
}

export const SAFE_FETCH_TIMEOUT_MS = 5000;
export const SAFE_FETCH_MAX_REDIRECTS = 3;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const userAgent = 'SnapListShift-LinkPreview/1.0';

const productionConnector: ConnectorFactory = (lookup) =>
  buildConnector({ lookup, timeout: SAFE_FETCH_TIMEOUT_MS });

export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const policy = options.policy ?? publicUnicastOnly;
  const lookup = guardedLookup(options.resolve ?? systemResolver, policy);
  const connect = (options.connector ?? productionConnector)(lookup);
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_MAX_REDIRECTS;
  // Sockets only ever come from `connect`, so every connection went through the lookup guard.
  const agent = new Agent({ connect });

  async function fetchOnce(url: URL, kind: ResourceKind, signal: AbortSignal) {
    const rules = resourceKinds[kind];
    // No cookies, no Authorization: only these headers ever leave.
    const response = await request(url, {
      dispatcher: agent,
      method: 'GET',
      headers: {
        'user-agent': userAgent,
        accept: rules.accept,
        'accept-language': 'en-GB,en;q=0.8',
        // undici's request() does not decompress: ask for the bytes as they are, so the byte
        // cap counts what is parsed (no decompression bomb either).
        'accept-encoding': 'identity',
      },
      signal,
    });
    return { response, rules };
  }

  async function follow(
    start: string | URL,
    kind: ResourceKind,
    signal: AbortSignal,
  ): Promise<FetchedResource> {
    let url = checkUrl(start, policy);
    for (let hop = 0; ; hop += 1) {
      const { response, rules } = await fetchOnce(url, kind, signal);
      const { statusCode, headers, body } = response;
      if (redirectStatuses.has(statusCode)) {
        await body.dump();
        const location = headers.location;
        if (typeof location !== 'string' || location === '') {
          throw new SafeFetchError('upstream_status', 'The site answered with a redirect to nowhere.');
        }
        if (hop >= maxRedirects)
          throw new SafeFetchError('too_many_redirects', 'The link redirects too many times.');
        // Every hop is checked again, IP literals included (Node skips `lookup` for those).
        url = checkUrl(location, policy, url);
        continue;
      }
      if (statusCode < 200 || statusCode > 299) {
        await body.dump();
        throw new SafeFetchError('upstream_status', `The site answered with status ${statusCode}.`);
      }
      const contentType = headers['content-type'];
      const mediaType = mediaTypeOf(typeof contentType === 'string' ? contentType : undefined);
      if (!rules.allows(mediaType)) {
        await body.dump();
        throw new SafeFetchError('wrong_content_type', rules.wrongTypeMessage);
      }
      const declared = Number(headers['content-length']);
      if (Number.isFinite(declared) && declared > rules.maxBytes) {
        body.destroy();
        throw new SafeFetchError('too_large', 'The page is too large to preview.');
      }
      const charset = /charset\s*=\s*"?([\w-]+)/i.exec(String(contentType))?.[1];
      return { url, mediaType, body: await readCappedBody(body, rules.maxBytes), charset };
    }
  }

  return {
    async fetch(url, kind, fetchOptions = {}) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = fetchOptions.signal ? AbortSignal.any([timeout, fetchOptions.signal]) : timeout;
      try {
        return await follow(url, kind, signal);
      } catch (error) {
        const known = findSafeFetchError(error);
        if (known) throw known;
        if (signal.aborted) throw new SafeFetchError('timeout', 'The site took too long to answer.');
        throw new SafeFetchError('network', 'The site could not be reached.');
      }
    },
    close: () => agent.close(),
  };
}
