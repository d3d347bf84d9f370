// The API's one route table. The CDK API construct and the local gateway both read it,
// so the cloud and the local twin cannot drift (DESIGN.md section 1).

/** Each API function is one Lambda; its handler lives at lambdas/<name>/handler.ts. */
export const apiFunctionNames = ['listings', 'uploads', 'profile', 'account'] as const;
export type ApiFunctionName = (typeof apiFunctionNames)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** API Gateway path syntax: `{id}` is a path parameter. */
  path: string;
  fn: ApiFunctionName;
}

export const apiRoutes: readonly ApiRoute[] = [
  { method: 'GET', path: '/api/listings', fn: 'listings' },
  { method: 'POST', path: '/api/listings', fn: 'listings' },
  { method: 'GET', path: '/api/listings/{id}', fn: 'listings' },
  { method: 'PUT', path: '/api/listings/{id}', fn: 'listings' },
  { method: 'DELETE', path: '/api/listings/{id}', fn: 'listings' },
  { method: 'POST', path: '/api/uploads', fn: 'uploads' },
  { method: 'GET', path: '/api/profile', fn: 'profile' },
  { method: 'PATCH', path: '/api/profile', fn: 'profile' },
  { method: 'DELETE', path: '/api/account', fn: 'account' },
];

/** The `routeKey` API Gateway puts on the event, e.g. `GET /api/listings/{id}`. */
export function routeKey(route: Pick<ApiRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** Path of a function's handler module, relative to the repository root. */
export function handlerEntry(fn: ApiFunctionName): string {
  return `lambdas/${fn}/handler.ts`;
}
