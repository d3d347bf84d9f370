import { describe, expect, it } from 'vitest';
import { apiContract } from '#domain/api-contract.ts';
import { apiRoutes, type RouteKey } from '#lambdas/api-routes.ts';
import { json, withApiHandler, type ApiEvent } from '#lambdas/lib/runtime/http.ts';
import { routeTo, type RouteHandlers } from '#lambdas/lib/runtime/routing.ts';

// Each handler answers exactly its function's routes of the route table, or `npm run
// typecheck` fails: tsc checks this file, and each `@ts-expect-error` below stops compiling
// if the error it expects goes away (docs/architecture/backend.md#functions-and-routes).

const ok = async () => json(200, {});

// Every route of the profile function, read from the table: a route added to it
// (docs/how-to.md#a-new-api-route) needs no edit here.
const profileHandlers = Object.fromEntries(
  apiRoutes.filter((route) => route.fn === 'profile').map((route) => [route.id, ok]),
) as RouteHandlers<'profile'>;

export const complete = withApiHandler<'profile'>(async (event) => routeTo(event, profileHandlers));

export const missingRoute = withApiHandler<'profile'>(async (event) =>
  // @ts-expect-error a route the table gives the function (updateProfile) is not handled
  routeTo(event, { getProfile: ok }),
);

export const anotherFunctionsRoute = withApiHandler<'profile'>(async (event) =>
  // @ts-expect-error a route of another function (getListing) is not this handler's
  routeTo(event, { ...profileHandlers, getListing: ok }),
);

export const misspeltKey = (event: ApiEvent<'profile'>) => {
  // @ts-expect-error a route key that is not in the table is a type error
  const key: RouteKey<'profile'> = 'GET /api/profiles';
  return [event, key];
};

describe('typed routes', () => {
  it('derives each function’s keys from the contract and the route table', () => {
    const keys: RouteKey<'profile'>[] = ['GET /api/profile', 'PATCH /api/profile'];
    expect(apiRoutes.filter((route) => route.fn === 'profile').map((route) => route.id)).toEqual(
      expect.arrayContaining(['getProfile', 'updateProfile']),
    );
    expect(keys).toHaveLength(2);
  });

  it('maps every route of the contract to one function, with its method and path', () => {
    expect(apiRoutes.map(({ id, method, path }) => ({ id, method, path }))).toEqual(
      Object.entries(apiContract).map(([id, route]) => ({ id, method: route.method, path: route.path })),
    );
  });

  it('answers a route its handlers miss at run time with a 404, not a crash', async () => {
    const handler = withApiHandler<'profile'>(async (event) => routeTo(event, profileHandlers));
    const event = { routeKey: 'GET /api/nowhere', headers: {}, requestContext: {} } as never;
    const result = await handler(event, {} as never);
    expect(result.statusCode).toBe(404);
  });
});
