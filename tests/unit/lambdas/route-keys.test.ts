import { describe, expect, it } from 'vitest';
import type { RouteKey } from '#lambdas/api-routes.ts';
import { json, withApiHandler } from '#lambdas/lib/runtime/http.ts';

// A handler's `switch (event.routeKey)` is checked against the route table by the compiler:
// `npm run typecheck` fails if a misspelt key below stops being an error (@ts-expect-error).

export const sample = withApiHandler<'profile'>(async (event) => {
  switch (event.routeKey) {
    case 'GET /api/profile':
      return json(200, {});
    // @ts-expect-error a route key that is not in the table is a type error
    case 'GET /api/profiles':
      return json(200, {});
    // @ts-expect-error another function's route is a type error too
    case 'GET /api/listings':
      return json(200, {});
    default:
      return json(404, {});
  }
});

describe('typed route keys', () => {
  it('derives each function’s keys from the route table', () => {
    const keys: RouteKey<'profile'>[] = ['GET /api/profile', 'PATCH /api/profile'];
    expect(keys).toHaveLength(2);
  });
});
