import { expect } from 'vitest';
import { callApi } from './api-client';
import type { TwinInfo } from './twin-context';

/** The listing as the API returns it now. */
export async function getListing(twin: TwinInfo, token: string, id: string) {
  const got = await callApi(twin, 'GET', `/api/listings/${id}`, { token });
  expect(got.status).toBe(200);
  return got.body;
}

/** Polls until `until` holds (the web app polls the same way); fails after `tries`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  until: (value: T) => boolean,
  tries = 200,
): Promise<T> {
  let value = await read();
  for (let i = 0; i < tries && !until(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  expect(until(value), `condition never held; last value: ${JSON.stringify(value)}`).toBe(true);
  return value;
}
