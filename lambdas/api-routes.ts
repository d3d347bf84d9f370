import type { ApiFunctionName } from './functions';

// The API's one route table. The CDK API construct and the local gateway both read it, so
// the cloud and the local twin cannot drift (docs/design.md#two-homes), and a handler's
// `switch (event.routeKey)` is checked against it by the compiler (see RouteKey).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  readonly method: HttpMethod;
  /** API Gateway path syntax: `{id}` is a path parameter. */
  readonly path: string;
  readonly fn: ApiFunctionName;
}

export const apiRoutes = [
  { method: 'GET', path: '/api/listings', fn: 'listings' },
  { method: 'POST', path: '/api/listings', fn: 'listings' },
  { method: 'GET', path: '/api/listings/{id}', fn: 'listings' },
  { method: 'PUT', path: '/api/listings/{id}', fn: 'listings' },
  { method: 'DELETE', path: '/api/listings/{id}', fn: 'listings' },
  { method: 'POST', path: '/api/listings/{id}/analyze', fn: 'listings' },
  { method: 'POST', path: '/api/listings/{id}/restore', fn: 'listings' },
  { method: 'POST', path: '/api/uploads', fn: 'uploads' },
  { method: 'GET', path: '/api/profile', fn: 'profile' },
  { method: 'PATCH', path: '/api/profile', fn: 'profile' },
  { method: 'DELETE', path: '/api/account', fn: 'account' },
  { method: 'POST', path: '/api/fetch-open-graph', fn: 'link-preview' },
  { method: 'GET', path: '/api/favicon', fn: 'link-preview' },
  { method: 'POST', path: '/api/generate-listing', fn: 'generate-listing' },
] as const satisfies readonly ApiRoute[];

type RouteEntry = (typeof apiRoutes)[number];
type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;

/** The `routeKey`s API Gateway puts on a function's events, e.g. `GET /api/listings/{id}`. */
export type RouteKey<F extends ApiFunctionName = ApiFunctionName> = KeyOf<Extract<RouteEntry, { fn: F }>>;

export function routeKey(route: Pick<ApiRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
