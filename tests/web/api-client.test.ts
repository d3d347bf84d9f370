import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import { givenSignedIn, givenSignedOut } from './support/fake-amplify-auth';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(async () => {
  vi.resetAllMocks();
  givenSignedIn();
  await givenRuntimeConfig();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends the access token as a bearer token and returns the parsed JSON', async () => {
    const fetchMock = answer(200, { country: 'GB' });
    await expect(apiFetch('/api/profile')).resolves.toEqual({ country: 'GB' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-token-123');
  });

  it('prefixes the configured API base URL', async () => {
    await givenRuntimeConfig({ apiBaseUrl: 'https://api.example.com/' });
    const fetchMock = answer(200, {});
    await apiFetch('/api/listings');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.example.com/api/listings');
  });

  it('marks a string body as JSON', async () => {
    const fetchMock = answer(200, {});
    await apiFetch('/api/profile', { method: 'PATCH', body: JSON.stringify({ country: 'US' }) });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Content-Type')).toBe('application/json');
  });

  it('returns undefined for an empty body', async () => {
    answer(204);
    await expect(apiFetch('/api/listings/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("throws an ApiError built from the server's {error: {code, message}}", async () => {
    answer(404, { error: { code: 'not_found', message: 'Not found.' } });
    const error = await apiFetch('/api/listings/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Not found.' });
  });

  it('throws an ApiError for a failure without the error shape', async () => {
    answer(502, 'Bad gateway');
    await expect(apiFetch('/api/profile')).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('throws "You must be signed in." without a session, and calls nothing', async () => {
    givenSignedOut();
    const fetchMock = answer(200, {});
    await expect(apiFetch('/api/profile')).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'You must be signed in.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws a network_error ApiError when the request cannot be made', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/profile')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
