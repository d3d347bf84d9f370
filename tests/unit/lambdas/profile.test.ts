import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { handler } from '#lambdas/profile/handler.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import { fixtureEvent, fixtureUser, invoke, otherUser } from './lambda-test-kit';

// The profile handler against an in-memory profiles repository; the DynamoDB requests are
// tested with the adapter in adapters/dynamo-profiles-repository.test.ts.

let services: InMemoryServices;

const getProfile = () => invoke(handler, fixtureEvent('profile-get'));
const patchProfile = (body: unknown) => invoke(handler, fixtureEvent('profile-update', { body }));

beforeEach(() => {
  services = useInMemoryServices();
});
afterEach(() => resetServices());

describe('GET /api/profile', () => {
  it('defaults to UK (code GB) and allow_collection true for a user with no profile', async () => {
    services.profiles.seed({ id: otherUser.sub, country: 'IE', allow_collection: false });

    const reply = await getProfile();

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ country: 'GB', allow_collection: true, postcode: null, updated_at: null });
    expect(services.calls).toEqual([{ call: 'profiles.get', args: [fixtureUser.sub] }]);
  });

  it('treats a null allow_collection as true and an empty country as UK', async () => {
    services.profiles.seed({ id: fixtureUser.sub, country: '', allow_collection: null });

    const reply = await getProfile();

    expect(reply.body).toMatchObject({ country: 'GB', allow_collection: true });
  });

  it('returns the stored settings', async () => {
    const updated_at = '2026-11-22T10:00:00.000Z';
    services.profiles.seed({
      id: fixtureUser.sub,
      country: 'IE',
      allow_collection: false,
      postcode: 'D02 X285',
      updated_at,
    });

    const reply = await getProfile();

    expect(reply.body).toEqual({ country: 'IE', allow_collection: false, postcode: 'D02 X285', updated_at });
  });
});

describe('PATCH /api/profile', () => {
  it('keeps the postcode, trimmed, and forgets it with null', async () => {
    const kept = await patchProfile({ postcode: ' SW1A 1AA ' });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ postcode: 'SW1A 1AA' });
    expect((await services.profiles.get(fixtureUser.sub))?.postcode).toBe('SW1A 1AA');
    const forgotten = await patchProfile({ postcode: null });
    expect(forgotten.body).toMatchObject({ postcode: null });
    expect(await services.profiles.get(fixtureUser.sub)).not.toHaveProperty('postcode');
  });

  it('sets the country and updated_at, keyed by the token sub, and returns the profile', async () => {
    const reply = await patchProfile({ country: 'IE' });

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ country: 'IE', allow_collection: true });
    expect(new Date(reply.body.updated_at).toISOString()).toBe(reply.body.updated_at);
    expect(await services.profiles.get(fixtureUser.sub)).toEqual({
      id: fixtureUser.sub,
      country: 'IE',
      updated_at: reply.body.updated_at,
    });
  });

  it('changes only the setting it is given', async () => {
    services.profiles.seed({
      id: fixtureUser.sub,
      country: 'CA',
      allow_collection: false,
      updated_at: '2026-11-22T10:00:00.000Z',
    });

    const reply = await patchProfile({ country: 'AU' });

    expect(reply.body).toMatchObject({ country: 'AU', allow_collection: false });
    expect(reply.body.updated_at).not.toBe('2026-11-22T10:00:00.000Z');
  });

  it('stores a country given by its label as its code (USA -> US)', async () => {
    const reply = await patchProfile({ country: 'USA' });

    expect(reply.body.country).toBe('US');
    expect((await services.profiles.get(fixtureUser.sub))?.country).toBe('US');
  });

  it('sets allow_collection to false', async () => {
    const reply = await patchProfile({ allow_collection: false });

    expect(reply.status).toBe(200);
    expect(reply.body.allow_collection).toBe(false);
    expect((await services.profiles.get(fixtureUser.sub))?.allow_collection).toBe(false);
  });

  it.each([
    ['an unknown country', { country: 'FR' }],
    ['allow_collection as the string "true"', { allow_collection: 'true' }],
    ['allow_collection as null', { allow_collection: null }],
    ['an extra field', { country: 'GB', id: 'someone-else' }],
    ['an empty body', {}],
  ])('refuses %s with 400', async (_, body) => {
    const reply = await patchProfile(body);

    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('bad_request');
    expect(services.calls).toEqual([]);
  });

  it('names the countries offered when one is unknown', async () => {
    const reply = await patchProfile({ country: 'France' });

    expect(reply.body.error.message).toBe(
      'country: must be one of GB (UK), US (USA), CA (Canada), IE (Ireland), AU (Australia).',
    );
  });
});

describe('authorization and routing', () => {
  it('answers 401 without claims', async () => {
    const reply = await invoke(handler, fixtureEvent('profile-get', { claims: undefined }));
    expect(reply.status).toBe(401);
    expect(services.calls).toEqual([]);
  });

  it('answers 404 to a route key it does not serve', async () => {
    const reply = await invoke(handler, fixtureEvent('profile-get', { routeKey: 'PUT /api/profile' }));
    expect(reply.status).toBe(404);
  });
});
