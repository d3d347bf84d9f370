// @ts-nocheck
import { http, HttpResponse } from 'msw';
import { fakeRoute } from './support/fake-route';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiContract } from '#domain/api-contract.ts';
import { ApiError, apiFetch, callApi } from '#web/lib/api-client.ts';
import { api, apiServer, errorBody } from './support/api-server';
import { givenSignedIn, givenSignedOut } from './support/fake-amplify-auth';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));

beforeEach(async () => {
  vi.resetAllMocks();
  givenSignedIn();
  await givenRuntimeConfig();
});

describe('apiFetch', () => {
  it('sends the access token as a bearer token and returns the parsed JSON', async () => {
    await expect(apiFetch('/api/profile')).resolves.toEqual(api.profile);
    expect(api.requests[0]?.authorization).toBe('Bearer access-token-123');
  });

  it('prefixes the configured API base URL', async () => {
    await givenRuntimeConfig({ apiBaseUrl: 'https://api.example.com/' });
    let seen = '';
    apiServer.use(
      http.get('https://api.example.com/api/listings', ({ request }) => {
        seen = request.url;
        return HttpResponse.json({ listings: [] });
      }),
    );
    await apiFetch('/api/listings');
    expect(seen).toBe('https://api.example.com/api/listings');
  });

  it('marks a string body as JSON', async () => {
    let contentType: string | null = null;
    apiServer.use(
      fakeRoute('updateProfile', ({ request }) => {
        contentType = request.headers.get('content-type');
        return HttpResponse.json({});
      }),
    );
    await apiFetch('/api/profile', { method: 'PATCH', body: JSON.stringify({ country: 'US' }) });
    expect(contentType).toBe('application/json');
  });

  it('returns undefined for an empty body', async () => {
    await expect(apiFetch('/api/account', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("throws an ApiError built from the server's {error: {code, message}}", async () => {
    apiServer.use(http.get('*/api/listings/x', () => errorBody(404, 'not_found', 'Not found.')));
    const error = await apiFetch('/api/listings/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Not found.' });
  });

  it('throws an ApiError for a failure without the error shape', async () => {
    apiServer.use(fakeRoute('getProfile', () => HttpResponse.text('Bad gateway', { status: 502 })));
    await expect(apiFetch('/api/profile')).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('throws "You must be signed in." without a session, and calls nothing', async () => {
    givenSignedOut();
    await expect(apiFetch('/api/profile')).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'You must be signed in.',
    });
    expect(api.requests).toHaveLength(0);
  });

  it('throws a network_error ApiError when the request cannot be made', async () => {
    apiServer.use(fakeRoute('getProfile', () => HttpResponse.error()));
    await expect(apiFetch('/api/profile')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('callApi', () => {
  it('builds the call from the contract: method, path with its parameters and query, JSON body', async () => {
    const seen: { method: string; url: string; body: unknown }[] = [];
    apiServer.use(
      fakeRoute('updateListing', async ({ request, params }) => {
        seen.push({ method: request.method, url: request.url, body: await request.json() });
        return HttpResponse.json({ id: params.id });
      }),
      fakeRoute('listListings', ({ request }) => {
        seen.push({ method: request.method, url: request.url, body: null });
        return HttpResponse.json({ listings: [], nextCursor: null });
      }),
    );
    await callApi(apiContract.updateListing, { params: { id: 'a/b' }, body: { stage: 'saved' } });
    await callApi(apiContract.listListings, { query: { stage: 'ready', cursor: 'c1' } });
    expect(seen).toEqual([
      { method: 'PUT', url: 'http://localhost:3000/api/listings/a%2Fb', body: { stage: 'saved' } },
      { method: 'GET', url: 'http://localhost:3000/api/listings?stage=ready&cursor=c1', body: null },
    ]);
  });

  it('calls a route that needs nothing without a second argument, and answers undefined for a 204', async () => {
    await expect(callApi(apiContract.deleteAccount)).resolves.toBeUndefined();
    expect(api.requests.map((request) => request.route)).toEqual(['DELETE /api/account']);
  });
});
