import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import type { buildConnector as BuildConnector } from 'undici';
import { publicUnicastOnly, type AddressPolicy } from './address-policy';
import { guardedLookup, systemResolver, type Resolver } from './guarded-lookup';
import { cappedChunks, readCappedBody } from './read-capped-body';
import { mediaTypeOf, resourceKinds, type ResourceKind } from './resource-kinds';
import { findSafeFetchError, SafeFetchError } from './safe-fetch-error';
import { Agent, buildConnector, request } from './undici-parts';
import { checkUrl } from './url-policy';

// The one way anything here fetches a URL a user can influence (docs/design.md#security).

/** Builds the socket connector from the guarded lookup. Tests inject one that dials loopback. */
export type ConnectorFactory = (lookup: LookupFunction) => BuildConnector.connector;

export interface SafeFetcherOptions {
  resolve?: Resolver;
  policy?: AddressPolicy;
  connector?: ConnectorFactory;
  /** For the whole fetch, every redirect included. */
  timeoutMs?: number;
  maxRedirects?: number;
}

/** What is known of a resource before its body is read. */
interface ResourceHeader {
  /** Where the body came from, after redirects: relative links resolve against it. */
  url: URL;
  mediaType: string;
  /** `charset` of the Content-Type, when given. */
  charset?: string;
}

interface FetchedResource extends ResourceHeader {
  body: Buffer;
}

/**
 * Reads a body as it streams in, within the fetch's time limit and the kind's byte cap.
 * Returning before the end drops the rest of the download (the connection is closed).
 */
export type BodyReader<T> = (resource: ResourceHeader, chunks: AsyncIterable<Uint8Array>) => Promise<T>;

interface FetchOptions {
  signal?: AbortSignal;
}

export interface SafeFetcher {
  /** The whole body; refused up front when its declared length is over the kind's cap. */
  fetch(url: string | URL, kind: ResourceKind, options?: FetchOptions): Promise<FetchedResource>;
  /** As much of the body as `reader` wants, whatever its declared length. */
  read<T>(url: string | URL, kind: ResourceKind, reader: BodyReader<T>, options?: FetchOptions): Promise<T>;
  close(): Promise<void>;
}

/**
 * Ends a download nobody will read. undici then fails the body with "Request aborted"; with
 * no reader left to hear it, that would be an uncaught exception, which ends the process.
 */
function drop(body: Readable) {
  body.on('error', () => {});
  body.destroy();
}

/** Carries a reader's own error past the fetch's error mapping. */
class ReaderFailure {
  constructor(readonly cause: unknown) {}
}

export const SAFE_FETCH_TIMEOUT_MS = 5000;
const SAFE_FETCH_MAX_REDIRECTS = 3;
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
    const response = await request(agent, url, {
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

  async function follow(start: string | URL, kind: ResourceKind, signal: AbortSignal) {
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
      const charset = /charset\s*=\s*"?([\w-]+)/i.exec(String(contentType))?.[1];
      return { header: { url, mediaType, charset }, headers, body, maxBytes: rules.maxBytes };
    }
  }

  /** What went wrong on the way, said as a SafeFetchError. */
  const failureOf = (error: unknown, signal: AbortSignal): SafeFetchError =>
    findSafeFetchError(error) ??
    (signal.aborted
      ? new SafeFetchError('timeout', 'The site took too long to answer.')
      : new SafeFetchError('network', 'The site could not be reached.'));

  /** Runs one fetch under the time limit; a reader's own error passes through as it is. */
  async function limited<T>(options: FetchOptions, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    try {
      return await run(signal);
    } catch (error) {
      if (error instanceof ReaderFailure) throw error.cause;
      throw failureOf(error, signal);
    }
  }

  /** The body's chunks, any failure of the download said as a SafeFetchError. */
  async function* downloaded(chunks: AsyncIterable<Uint8Array>, signal: AbortSignal) {
    try {
      yield* chunks;
    } catch (error) {
      throw failureOf(error, signal);
    }
  }

  return {
    fetch: (url, kind, options = {}) =>
      limited(options, async (signal) => {
        const { header, headers, body, maxBytes } = await follow(url, kind, signal);
        const declared = Number(headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          drop(body);
          throw new SafeFetchError('too_large', 'The page is too large to preview.');
        }
        return { ...header, body: await readCappedBody(body, maxBytes) };
      }),
    read: (url, kind, reader, options = {}) =>
      limited(options, async (signal) => {
        const { header, body, maxBytes } = await follow(url, kind, signal);
        try {
          return await reader(header, downloaded(cappedChunks(body, maxBytes), signal));
        } catch (error) {
          // Anything but a SafeFetchError is the reader's own fault (a bug), not the site's.
          throw error instanceof SafeFetchError ? error : new ReaderFailure(error);
        } finally {
          // A reader that stopped early leaves the rest unread: drop it with the connection.
          drop(body);
        }
      }),
    close: () => agent.close(),
  };
}
