// @ts-nocheck
import { fetchAuthSession } from 'aws-amplify/auth';
import {
  apiPath,
  type ContractRoute,
  type PathParams,
  type RequestBody,
  type RequestQuery,
  type ResponseBody,
} from '#domain/api-contract.ts';
import type { ApiErrorBody } from '#domain/api-types.ts';
import { messages, shellTexts } from '#domain/messages.ts';
import { getRuntimeConfig } from './runtime-config';

/**
 * An API failure as a value: the server's `{error: {code, message}}` (docs/design.md#api),
 * or a code of our own when there was no such body (`network_error`, `http_error`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Calls the API with the signed-in user's access token and returns the parsed JSON body
 * (undefined for an empty body). Throws ApiError for no session, no network or a non-2xx answer.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const token = await accessToken();
  if (!token) throw new ApiError(401, 'unauthorized', messages.notSignedIn.title);

  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept', 'application/json');
  if (typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', shellTexts.requestFailed);
  }

  const body = await readJson(response);
  if (!response.ok) throw errorFromBody(response.status, body);
  return body as T;
}

/** What one call of a route sends: its path parameters, query and body, as the contract types them. */
export type ApiCall<R extends ContractRoute> = (keyof PathParams<R['path']> extends never
  ? { params?: never }
  : { params: PathParams<R['path']> }) &
  ([RequestBody<R>] extends [undefined] ? { body?: never } : { body: RequestBody<R> }) &
  ([RequestQuery<R>] extends [undefined] ? { query?: never } : { query?: RequestQuery<R> }) & {
    signal?: AbortSignal;
  };

/**
 * Calls one route of the contract (domain/api-contract.ts): the path built from its template,
 * its method, the body as JSON; the answer typed as the contract says. A route that needs
 * nothing may be called without the second argument.
 */
export function callApi<R extends ContractRoute>(
  route: R,
  ...[call]: Record<never, never> extends ApiCall<R> ? [call?: ApiCall<R>] : [call: ApiCall<R>]
): Promise<ResponseBody<R>> {
  const { params, query, body, signal } = (call ?? {}) as {
    params?: PathParams<R['path']>;
    query?: RequestQuery<R>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return apiFetch<ResponseBody<R>>(apiPath(route, params ?? ({} as PathParams<R['path']>), query), {
    method: route.method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
}

/** The API's absolute URL for a path: the configured base, or the site's own origin. */
export function apiUrl(path: string): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '') || window.location.origin;
  return `${base}${path}`;
}

async function accessToken(): Promise<string | undefined> {
  try {
    const { tokens } = await fetchAuthSession();
    return tokens?.accessToken.toString();
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.ok) throw new ApiError(response.status, 'invalid_response', shellTexts.requestFailed);
    return undefined;
  }
}

function errorFromBody(status: number, body: unknown): ApiError {
  const error = (body as Partial<ApiErrorBody> | undefined)?.error as Record<string, unknown> | undefined;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError(status, error.code, error.message);
  }
  return new ApiError(status, 'http_error', shellTexts.requestFailed);
}
