import { describe, expect, it } from 'vitest';
import { apiRoutes, type HttpMethod } from '#lambdas/api-routes.ts';
import { matchRoute } from '#infra/local/route-matcher.ts';

const allMethods: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** A concrete path for a route of the table: `{id}` becomes `example-id`. */
function examplePath(path: string) {
  const pathParameters: Record<string, string> = {};
  const concrete = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    pathParameters[name] = `example-${name}`;
    return pathParameters[name];
  });
  return { concrete, pathParameters };
}

describe('matchRoute', () => {
  it.each(apiRoutes.map((route) => ({ ...route, ...examplePath(route.path) })))(
    'sends $method $path to the $fn function',
    ({ id, method, path, fn, concrete, pathParameters, public: isPublic }) => {
      const match = matchRoute(method, concrete);
      expect(match).toEqual({
        route: { id, method, path, fn, ...(isPublic && { public: true }) },
        pathParameters,
      });
    },
  );

  const paths = [...new Set(apiRoutes.map((route) => route.path))];
  it.each(paths)('answers method-not-allowed for a method %s does not take', (path) => {
    const taken = new Set(apiRoutes.filter((route) => route.path === path).map((route) => route.method));
    const others = allMethods.filter((method) => !taken.has(method));
    expect(others.length).toBeGreaterThan(0);
    for (const method of others)
      expect(matchRoute(method, examplePath(path).concrete)).toBe('method-not-allowed');
  });

  it('finds nothing for a path outside the table', () => {
    expect(matchRoute('GET', '/api/nope')).toBeUndefined();
    expect(matchRoute('GET', '/api')).toBeUndefined();
    expect(matchRoute('GET', '/')).toBeUndefined();
    expect(matchRoute('GET', '/api/listingsx')).toBeUndefined();
  });

  it('decodes percent-encoded path parameters', () => {
    const match = matchRoute('GET', '/api/listings/caf%C3%A9%20au%20lait');
    expect(match).toMatchObject({ pathParameters: { id: 'café au lait' } });
  });

  it('does not let a path parameter span two segments', () => {
    expect(matchRoute('GET', '/api/listings/a/b')).toBeUndefined();
    expect(matchRoute('GET', '/api/listings/')).toBeUndefined();
  });

  it('anchors the match to the whole path', () => {
    expect(matchRoute('GET', '/prefix/api/listings')).toBeUndefined();
    expect(matchRoute('GET', '/api/listings/1/extra')).toBeUndefined();
  });
});

describe('a malformed percent-escape in a path parameter', () => {
  it('is passed on as sent instead of failing the request', () => {
    const match = matchRoute('GET', '/api/listings/%E0');
    expect(match).toMatchObject({ pathParameters: { id: '%E0' } });
  });
});
