// @ts-nocheck
import { http, type DefaultBodyType, type HttpHandler, type HttpResponseResolver } from 'msw';
import {
  apiContract,
  type ApiContract,
  type ApiRouteId,
  type PathParams,
  type RequestBody,
} from '#domain/api-contract.ts';

// The web tests' fake API registers its routes from the HTTP contract (domain/api-contract.ts),
// as the web client builds its calls from it: neither writes a path of its own
// (docs/architecture/testing.md#how-tests-are-written).

const register = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/** The route's path as MSW matches it: on any origin, `{id}` as `:id`. */
export function fakePath(id: ApiRouteId): string {
  return `*${apiContract[id].path.replace(/\{(\w+)\}/g, ':$1')}`;
}

type Body<Id extends ApiRouteId> = [RequestBody<ApiContract[Id]>] extends [undefined]
  ? DefaultBodyType
  : RequestBody<ApiContract[Id]> & DefaultBodyType;

/** A fake of one route of the contract: its method and path, its path parameters and body typed. */
export function fakeRoute<Id extends ApiRouteId>(
  id: Id,
  resolver: HttpResponseResolver<PathParams<ApiContract[Id]['path']>, Body<Id>>,
): HttpHandler {
  return register[apiContract[id].method](fakePath(id), resolver as HttpResponseResolver);
}
