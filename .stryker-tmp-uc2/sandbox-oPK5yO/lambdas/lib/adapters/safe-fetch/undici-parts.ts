// @ts-nocheck
import type { Agent as UndiciAgent, buildConnector as UndiciBuildConnector, Dispatcher } from 'undici';
//  undici ships types for its index only; these are typed from those below.
import agentModule from 'undici/lib/dispatcher/agent.js';
//  as above
import connectModule from 'undici/lib/core/connect.js';
//  as above
import requestModule from 'undici/lib/api/api-request.js';

// The three parts of undici the fetcher uses, imported by path. The package's index loads all
// it offers (fetch, WebSocket, caches, mocks, proxy agents, interceptors): about 250 KB more in
// the link-preview bundle, evaluated at every cold start. The safe-fetch and SSRF tests run
// through these very modules, so an undici upgrade that moves them fails there.

export const Agent = agentModule as typeof UndiciAgent;
export const buildConnector = connectModule as typeof UndiciBuildConnector;

const requestOn = requestModule as (
  this: Dispatcher,
  options: Dispatcher.RequestOptions,
) => Promise<Dispatcher.ResponseData>;

/** `agent.request(...)`, which undici's index would have put on every dispatcher's prototype. */
export function request(
  dispatcher: Dispatcher,
  url: URL,
  options: Omit<Dispatcher.RequestOptions, 'origin' | 'path'>,
): Promise<Dispatcher.ResponseData> {
  return requestOn.call(dispatcher, { ...options, origin: url.origin, path: `${url.pathname}${url.search}` });
}
