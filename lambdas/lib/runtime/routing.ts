import { notFound } from './api-error';
import type { HttpEvent } from './http';

/** A route key the function does not serve: the route table and the handler disagree. */
export function unknownRoute(event: HttpEvent): never {
  throw notFound(`No route for ${event.routeKey}.`);
}
