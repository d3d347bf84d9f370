import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiRoutes, routeKey } from '#lambdas/api-routes.ts';
import { functionNames, handlerEntry } from '#lambdas/functions.ts';

// tests/events holds at least one API Gateway HTTP API (payload 2.0) event per route, for
// `sam local invoke -e`, `npm run invoke` and these unit tests. They must stay in step with the
// route table: a route added to it needs a fixture named after its function.

const eventsDir = new URL('../../events/', import.meta.url);
const root = new URL('../../../', import.meta.url);
const fixtures = readdirSync(eventsDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, event: JSON.parse(readFileSync(new URL(name, eventsDir), 'utf8')) }));

describe('event fixtures', () => {
  it.each(apiRoutes.map((route) => [routeKey(route), route.fn]))(
    '%s has a fixture named after %s',
    (key, fn) => {
      const matching = fixtures.filter((f) => f.event.routeKey === key);
      expect(matching.length).toBeGreaterThan(0);
      expect(matching.every((f) => f.name.startsWith(`${fn}-`))).toBe(true);
    },
  );

  const publicKeys = new Set(apiRoutes.filter((route) => route.public).map(routeKey));

  it.each(fixtures.map((f) => [f.name, f.event]))(
    '%s is a payload 2.0 event with access-token claims, or none on a public route',
    (_, event) => {
      if (event.Records) return; // an SQS event for a queue function
      if (event.triggerSource) return; // a Cognito trigger's event
      expect(event.version).toBe('2.0');
      expect(apiRoutes.map(routeKey)).toContain(event.routeKey);
      expect(event.requestContext.routeKey).toBe(event.routeKey);
      expect(event.requestContext.http.method).toBe(event.routeKey.split(' ')[0]);
      // No authorizer in front of a public route (eBay's calls), so none in its events.
      if (publicKeys.has(event.routeKey)) return expect(event.requestContext.authorizer).toBeUndefined();
      expect(event.requestContext.authorizer.jwt.claims).toMatchObject({
        sub: expect.any(String),
        username: expect.any(String),
        token_use: 'access',
        client_id: expect.any(String),
        iss: expect.stringMatching(/^https:\/\/cognito-idp\./),
      });
      if (event.routeKey.includes('{id}')) expect(event.pathParameters.id).toEqual(expect.any(String));
      if (event.body !== undefined) expect(() => JSON.parse(event.body)).not.toThrow();
    },
  );

  it.each(functionNames)('the %s handler module exists', (fn) => {
    expect(existsSync(new URL(handlerEntry(fn), root))).toBe(true);
  });
});
