import { notFound } from './api-error';
import type { ApiEvent } from './http';

/** A route key the function does not serve: the route table and the handler disagree. */
export function unknownRoute(event: ApiEvent): never {
  throw notFound(`No route for ${event.routeKey}.`);
}
