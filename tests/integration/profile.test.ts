import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import '../support/twin-context';

const twin = inject('twin');
let user: TestUser;

beforeAll(async () => {
  user = await createSignedInUser(twin, 'profile');
});

const patch = (body: unknown) => callApi(twin, 'PATCH', '/api/profile', { token: user.accessToken, body });

describe('the profile', () => {
  it('defaults to UK and allows collection for a new user', async () => {
    const response = await callApi(twin, 'GET', '/api/profile', { token: user.accessToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ country: 'GB', allow_collection: true });
  });

  it('saves a country and the collection permission, and sets updated_at', async () => {
    const changed = await patch({ country: 'IE', allow_collection: false });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ country: 'IE', allow_collection: false });
    expect(Date.parse(changed.body.updated_at)).not.toBeNaN();
    const reread = await callApi(twin, 'GET', '/api/profile', { token: user.accessToken });
    expect(reread.body).toMatchObject({ country: 'IE', allow_collection: false });
  });

  it('keeps the postcode List on eBay asks for, and forgets it when sent null', async () => {
    const kept = await patch({ postcode: 'SW1A 1AA' });
    expect(kept.body).toMatchObject({ country: 'IE', postcode: 'SW1A 1AA' });
    const reread = await callApi(twin, 'GET', '/api/profile', { token: user.accessToken });
    expect(reread.body).toMatchObject({ postcode: 'SW1A 1AA' });
    const forgotten = await patch({ postcode: null });
    expect(forgotten.body).toMatchObject({ country: 'IE', postcode: null });
  });

  it.each([
    ['an unknown country', { country: 'FR' }],
    ['the string "true" for allow_collection', { allow_collection: 'true' }],
    ['an extra field', { country: 'GB', admin: true }],
    ['an empty change', {}],
    ['an empty postcode', { postcode: ' ' }],
    ['a postcode longer than eBay takes', { postcode: 'X'.repeat(17) }],
  ])('refuses %s with 400', async (_label, body) => {
    const response = await patch(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'bad_request', message: expect.any(String) });
  });
});
