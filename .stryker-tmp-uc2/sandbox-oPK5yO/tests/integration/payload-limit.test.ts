// @ts-nocheck
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { rawRequest } from '../support/raw-http';
import '../support/twin-context';

// API Gateway refuses a body over its 10 MB payload limit with 413; the local gateway must
// answer the same, as JSON, and never reset the connection.

const twin = inject('twin');
const elevenMegabytes = Buffer.alloc(11 * 1024 * 1024, 'a');

let user: TestUser;
beforeAll(async () => {
  user = await createSignedInUser(twin, 'payload');
});

describe('a request body over the payload limit', () => {
  it.each([
    ['POST /api/listings', 'POST', '/api/listings'],
    ['PUT /api/listings/{id}', 'PUT', '/api/listings/01JAAAAAAAAAAAAAAAAAAAAAAA'],
    ['PATCH /api/profile', 'PATCH', '/api/profile'],
    ['a route that does not exist', 'POST', '/api/nothing-here'],
    ['the Cognito proxy', 'POST', '/_local/cognito'],
  ])('gets a 413 JSON error from %s', async (_label, method, path) => {
    const response = await rawRequest(`${twin.siteUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
      body: elevenMegabytes,
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({
      error: { code: 'payload_too_large', message: expect.any(String) },
    });
  });

  it('gets a 413 even without a token', async () => {
    const response = await rawRequest(`${twin.siteUrl}/api/listings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: elevenMegabytes,
    });
    expect(response.status).toBe(413);
  });

  it('leaves the gateway answering the next request', async () => {
    const response = await rawRequest(`${twin.siteUrl}/api/profile`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(response.status).toBe(200);
  });
});
