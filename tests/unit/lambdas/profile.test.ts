import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServices } from '../../../lambdas/lib/services';
import { handler } from '../../../lambdas/profile/handler';
import { fixtureEvent, fixtureUser, invoke, useTestEnv } from './lambda-test-kit';

const ddb = mockClient(DynamoDBDocumentClient);

const getProfile = () => invoke(handler, fixtureEvent('profile-get'));
const patchProfile = (body: unknown) => invoke(handler, fixtureEvent('profile-update', { body }));

beforeEach(() => {
  useTestEnv();
  resetServices();
  ddb.reset();
  // UpdateItem with ALL_NEW: echo what was set, as DynamoDB would for a new profile.
  ddb.on(UpdateCommand).callsFake((input) => {
    const attributes: Record<string, unknown> = { id: input.Key?.id };
    const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
    const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
    for (const [placeholder, name] of Object.entries(names)) {
      attributes[name] = values[`:${placeholder.slice(1)}`];
    }
    return { Attributes: attributes };
  });
});
afterEach(() => vi.unstubAllEnvs());

describe('GET /api/profile', () => {
  it('defaults to UK (code GB) and allow_collection true for a user with no profile', async () => {
    ddb.on(GetCommand).resolves({});

    const reply = await getProfile();

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ country: 'GB', allow_collection: true, updated_at: null });
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'profiles-test',
      Key: { id: fixtureUser.sub },
    });
  });

  it('treats a null allow_collection as true and an empty country as UK', async () => {
    ddb.on(GetCommand).resolves({ Item: { id: fixtureUser.sub, country: '', allow_collection: null } });

    const reply = await getProfile();

    expect(reply.body).toMatchObject({ country: 'GB', allow_collection: true });
  });

  it('returns the stored settings', async () => {
    const updated_at = '2026-11-22T10:00:00.000Z';
    ddb
      .on(GetCommand)
      .resolves({ Item: { id: fixtureUser.sub, country: 'IE', allow_collection: false, updated_at } });

    const reply = await getProfile();

    expect(reply.body).toEqual({ country: 'IE', allow_collection: false, updated_at });
  });
});

describe('PATCH /api/profile', () => {
  it('sets the country and updated_at, keyed by the token sub, and returns the profile', async () => {
    const reply = await patchProfile({ country: 'IE' });

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ country: 'IE', allow_collection: true });
    expect(reply.body.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.Key).toEqual({ id: fixtureUser.sub });
    expect(input.ExpressionAttributeValues).toMatchObject({ ':country': 'IE' });
    expect(input.ExpressionAttributeValues).not.toHaveProperty(':collection');
  });

  it('stores a country given by its label as its code (USA -> US)', async () => {
    const reply = await patchProfile({ country: 'USA' });

    expect(reply.body.country).toBe('US');
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':country': 'US',
    });
  });

  it('sets allow_collection to false', async () => {
    const reply = await patchProfile({ allow_collection: false });

    expect(reply.status).toBe(200);
    expect(reply.body.allow_collection).toBe(false);
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
    expect(ddb.calls()).toHaveLength(0);
  });

  it('names the five countries when one is unknown', async () => {
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
  });

  it('answers 404 to a route key it does not serve', async () => {
    const reply = await invoke(handler, fixtureEvent('profile-get', { routeKey: 'PUT /api/profile' }));
    expect(reply.status).toBe(404);
  });
});
