import { apiContract, routeKeyOf, type ApiRouteId } from '#domain/api-contract.ts';
import type { RouteIdOf } from '../../api-routes';
import type { ApiFunctionName } from '../../functions';
import { notFound } from './api-error';
import type { ApiEvent, ApiResult, HttpEvent } from './http';

/** A route key the function does not serve: the route table and the handler disagree. */
function unknownRoute(event: HttpEvent): never {
  throw notFound(`No route for ${event.routeKey}.`);
}

/**
 * One function's routes and the code that answers each. A mapped type, not a `switch`: a
 * route the table gives the function and the handler leaves out does not compile, nor does
 * a route of another function.
 */
export type RouteHandlers<F extends ApiFunctionName> = {
  readonly [Id in RouteIdOf<F>]: () => Promise<ApiResult>;
};

const routeIdByKey = new Map<string, ApiRouteId>(
  (Object.keys(apiContract) as ApiRouteId[]).map((id) => [routeKeyOf(apiContract[id]), id]),
);

/** Runs the handler of the event's route (docs/architecture/backend.md#functions-and-routes). */
export function routeTo<F extends ApiFunctionName>(
  event: ApiEvent<F>,
  handlers: RouteHandlers<F>,
): Promise<ApiResult> {
  const id = routeIdByKey.get(event.routeKey);
  const handle =
    id === undefined ? undefined : (handlers as Partial<Record<ApiRouteId, () => Promise<ApiResult>>>)[id];
  return handle ? handle() : unknownRoute(event as HttpEvent);
}
