// @ts-nocheck
import { expect } from 'vitest';
import { callApi } from './api-client';
import type { TwinInfo } from './twin-context';

/** The listing as the API returns it now. */
export async function getListing(twin: TwinInfo, token: string, id: string) {
  const got = await callApi(twin, 'GET', `/api/listings/${id}`, { token });
  expect(got.status).toBe(200);
  return got.body;
}

/**
 * Polls until `until` holds (the web app polls the same way, only slower); fails after `tries`.
 * The pause doubles every ten tries up to 400 ms, so a long wait stays well inside each
 * user's own request limit (300 a minute).
 */
export async function waitFor<T>(
  read: () => Promise<T>,
  until: (value: T) => boolean,
  tries = 200,
): Promise<T> {
  let value = await read();
  for (let i = 0; i < tries && !until(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** Math.floor(i / 10), 400)));
    value = await read();
  }
  expect(until(value), `condition never held; last value: ${JSON.stringify(value)}`).toBe(true);
  return value;
}
