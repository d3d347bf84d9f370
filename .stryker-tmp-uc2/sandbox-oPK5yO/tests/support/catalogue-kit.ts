// @ts-nocheck
import { expect } from 'vitest';
import { callApi, type ApiResponse } from './api-client';
import type { TestUser } from './cognito-users';
import { uploadAndCreate } from './photos';
import type { TwinInfo } from './twin-context';
import { pngBytes } from '../fixtures/files';

// The bad-input and fault catalogue's shared checks: what the user is told, and that nothing
// of theirs was lost. Each case of the catalogue is one `it` in the files beside this one.

/** Everything a user has through the API, minus the signed photo URLs (minted anew per read). */
export async function everythingOf(twin: TwinInfo, user: TestUser) {
  const listings = await callApi(twin, 'GET', '/api/listings', { token: user.accessToken });
  expect(listings.status).toBe(200);
  const profile = await callApi(twin, 'GET', '/api/profile', { token: user.accessToken });
  expect(profile.status).toBe(200);
  const rows = (listings.body.listings as Array<Record<string, unknown>>).map(
    ({ image_url: _url, ...row }) => row,
  );
  return { listings: rows, profile: profile.body };
}

/** A user with one saved listing and a profile of their own, so a loss would show. */
export async function userWithThings(twin: TwinInfo, user: TestUser) {
  const listing = await uploadAndCreate(twin, user.accessToken, pngBytes, 'kept-chair.png');
  const saved = await callApi(twin, 'PUT', `/api/listings/${listing.id}`, {
    token: user.accessToken,
    body: {
      stage: 'saved',
      user_fields: {
        title: 'Oak chair',
        description: 'Solid oak.',
        condition: 'Good condition',
        price: '25.00',
      },
    },
  });
  expect(saved.status).toBe(200);
  const profile = await callApi(twin, 'PATCH', '/api/profile', {
    token: user.accessToken,
    body: { country: 'IE', allow_collection: false },
  });
  expect(profile.status).toBe(200);
  return listing as { id: string; image_key: string };
}

/** The `{error: {code, message}}` body the API answers with, exactly. */
export function expectError(
  response: ApiResponse<any>,
  status: number,
  code: string,
  message: string | RegExp,
) {
  expect({ status: response.status, code: response.body?.error?.code }).toEqual({ status, code });
  if (typeof message === 'string') expect(response.body.error.message).toBe(message);
  else expect(response.body.error.message).toMatch(message);
}
