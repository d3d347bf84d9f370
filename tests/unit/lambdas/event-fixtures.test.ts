import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiRoutes, handlerEntry, routeKey, type ApiFunctionName } from '../../../lambdas/api-routes';

// tests/events holds one API Gateway HTTP API (payload 2.0) event per route, for
// `sam local invoke -e` and for these unit tests. They must stay in step with the route table.

// The functions whose routes this suite owns; other functions bring their own fixtures.
const owned = new Set<ApiFunctionName>(['listings', 'uploads', 'profile', 'account']);
const ownedRoutes = apiRoutes.filter((route) => owned.has(route.fn));

const eventsDir = new URL('../../events/', import.meta.url);
const root = new URL('../../../', import.meta.url);
const fixtures = readdirSync(eventsDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, event: JSON.parse(readFileSync(new URL(name, eventsDir), 'utf8')) }));

describe('event fixtures', () => {
  it.each(ownedRoutes.map((route) => [routeKey(route), route.fn]))(
    '%s has a fixture named after %s',
    (key, fn) => {
      const matching = fixtures.filter((f) => f.event.routeKey === key);
      expect(matching.length).toBeGreaterThan(0);
      expect(matching.every((f) => f.name.startsWith(`${fn}-`))).toBe(true);
    },
  );

  it.each(fixtures.map((f) => [f.name, f.event]))(
    '%s is a payload 2.0 event with access-token claims',
    (_, event) => {
      expect(event.version).toBe('2.0');
      expect(apiRoutes.map(routeKey)).toContain(event.routeKey);
      expect(event.requestContext.routeKey).toBe(event.routeKey);
      expect(event.requestContext.http.method).toBe(event.routeKey.split(' ')[0]);
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

  it.each([...owned])('the %s handler module exists', (fn) => {
    expect(existsSync(new URL(handlerEntry(fn), root))).toBe(true);
  });
});
