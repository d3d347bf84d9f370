import { createSafeFetcher, type SafeFetcher } from '../safe-fetch/safe-fetcher';

/** The production fetcher: system DNS, the public-unicast policy, real sockets. No options. */
export function makeSafeFetcher(): SafeFetcher {
  return createSafeFetcher();
}
