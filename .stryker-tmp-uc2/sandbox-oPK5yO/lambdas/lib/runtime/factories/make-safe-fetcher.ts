// @ts-nocheck
import { config } from '../config';
import type { Resolver } from '../../adapters/safe-fetch/guarded-lookup';
import { createSafeFetcher, type SafeFetcher } from '../../adapters/safe-fetch/safe-fetcher';

/** A machine that resolves no names: tests and offline twins send no DNS query anywhere. */
const noNames: Resolver = async () => [];

/** The production fetcher: system DNS (unless configured off), the public-unicast policy, real sockets. */
export function makeSafeFetcher(): SafeFetcher {
  return config.previewDnsOff() ? createSafeFetcher({ resolve: noNames }) : createSafeFetcher();
}
