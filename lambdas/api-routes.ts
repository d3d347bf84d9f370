import {
  apiContract,
  routeKeyOf,
  type ApiContract,
  type ApiRouteId,
  type ContractRoute,
  type HttpMethod,
  type RouteKeyOf,
} from '#domain/api-contract.ts';
import type { ApiFunctionName } from './functions';

// The API's one route table: each route of the contract (domain/api-contract.ts) and the
// function that serves it. The CDK API construct and the local gateway both read it, so the
// cloud and the local twin cannot drift (docs/design.md#two-homes), and each handler's
// dispatch (`routeTo`, lib/runtime/routing.ts) must handle exactly its function's routes.

export type { HttpMethod };

/** Which function serves each route. A route of the contract missing here does not compile. */
const routeFunctions = {
  listListings: 'listings',
  listingsSummary: 'listings',
  exportListings: 'listings',
  createListing: 'listings',
  getListing: 'listings',
  updateListing: 'listings',
  deleteListing: 'listings',
  analyzeListing: 'listings',
  restoreListing: 'listings',
  replacePhotos: 'listings',
  // It needs the analyser (the OpenAI key): generate-listing has it, the listings function not.
  reanalyzeListing: 'generate-listing',
  changeLife: 'listings',
  // eBay's calls and the seller's tokens (KMS) stay out of the listings function's bundle.
  prepareEbayListing: 'ebay-listings',
  publishEbayListing: 'ebay-listings',
  endEbayListing: 'ebay-listings',
  changeEbayPrice: 'ebay-listings',
  createUpload: 'uploads',
  getProfile: 'profile',
  updateProfile: 'profile',
  deleteAccount: 'account',
  // The connection is a small record beside the profile, in the profiles table.
  getEbayConnection: 'profile',
  startEbayConnection: 'profile',
  finishEbayConnection: 'profile',
  disconnectEbay: 'profile',
  fetchOpenGraph: 'link-preview',
  getFavicon: 'link-preview',
  generateListing: 'generate-listing',
  // eBay's calls, with no user's token: a function of their own, which holds no token key.
  ebayDeletionChallenge: 'ebay-notifications',
  ebayAccountDeletion: 'ebay-notifications',
} as const satisfies Record<ApiRouteId, ApiFunctionName>;

export interface ApiRoute {
  readonly id: ApiRouteId;
  readonly method: HttpMethod;
  /** API Gateway path syntax: `{id}` is a path parameter. */
  readonly path: string;
  readonly fn: ApiFunctionName;
  /** No JWT authorizer: eBay calls it (domain/api-contract.ts, `public`). Absent on every other route. */
  readonly public?: true;
}

export const apiRoutes: readonly ApiRoute[] = (Object.keys(routeFunctions) as ApiRouteId[]).map((id) => ({
  id,
  method: apiContract[id].method,
  path: apiContract[id].path,
  fn: routeFunctions[id],
  ...((apiContract[id] as ContractRoute).public && { public: true as const }),
}));

/** The routes one function serves, by their contract ids. */
export type RouteIdOf<F extends ApiFunctionName> = {
  [Id in ApiRouteId]: (typeof routeFunctions)[Id] extends F ? Id : never;
}[ApiRouteId];

/** The `routeKey`s API Gateway puts on a function's events, e.g. `GET /api/listings/{id}`. */
export type RouteKey<F extends ApiFunctionName = ApiFunctionName> = RouteKeyOf<ApiContract[RouteIdOf<F>]>;

export function routeKey(route: Pick<ApiRoute, 'method' | 'path'>): string {
  return routeKeyOf(route);
}
