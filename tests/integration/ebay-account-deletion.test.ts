import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { EBAY_SCOPES } from '#domain/ebay-connection.ts';
import { EbayStandIn } from '#infra/local/ebay-stand-in/ebay-stand-in.ts';
import {
  accountDeletionBody,
  ebayUserIdOf,
  makeNotificationKey,
  signatureHeader,
} from '#infra/local/ebay-stand-in/ebay-notification-keys.ts';
import { challengeResponse } from '#lambdas/ebay-notifications/challenge-response.ts';
import { handler } from '#lambdas/ebay-notifications/handler.ts';
import { LocalKeyTokenCipher } from '#lambdas/lib/adapters/ebay/local-key-token-cipher.ts';
import { toEnvironment } from '#lambdas/lib/runtime/config.ts';
import { makeEbayApp } from '#lambdas/lib/runtime/factories/make-ebay-app.ts';
import { makeEbayConnections } from '#lambdas/lib/runtime/factories/make-ebay-connections.ts';
import { makeOAuthStates } from '#lambdas/lib/runtime/factories/make-oauth-states.ts';
import type { HttpEvent } from '#lambdas/lib/runtime/http.ts';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { finishConnection, startConnection } from '#lambdas/profile/ebay-connection.ts';
import { callApi } from '../support/api-client';
import { twinTables } from '../support/twin-tables';
import '../support/twin-context';

// eBay's account-deletion notification end to end (docs/architecture/security.md#ebay-tokens):
// a seller connected through the eBay stand-in (the real OAuth and Identity clients), the real
// ebay-notifications handler, its key client fetching the stand-in's key with an Application
// token, and the profiles table on the emulator. The stand-in here is this test's own, so it
// can sign; the twin's gateway is checked for the routes being public.

const twin = inject('twin');
const app = {
  clientId: 'deletion-test-app',
  clientSecret: randomBytes(16).toString('hex'),
  ruName: 'Deletion-RuName',
};
const standIn = new EbayStandIn({
  app,
  acceptUrl: 'http://localhost:9/a',
  declineUrl: 'http://localhost:9/d',
});
const cipher = new LocalKeyTokenCipher(randomBytes(32).toString('base64'));

const context = { awsRequestId: 'integration', getRemainingTimeInMillis: () => 10_000 } as Context;

/** The POST eBay sends: the fixture event with this body and X-EBAY-SIGNATURE header. */
function deletionEvent(body: string, signature: string | undefined): HttpEvent {
  const event = JSON.parse(
    readFileSync(new URL('../events/ebay-notifications-deletion.json', import.meta.url), 'utf8'),
  ) as HttpEvent;
  event.body = body;
  const { 'x-ebay-signature': _dropped, ...headers } = event.headers;
  event.headers = signature === undefined ? headers : { ...headers, 'x-ebay-signature': signature };
  return event;
}

const notify = async (body: string, signature: string | undefined) =>
  (await handler(deletionEvent(body, signature), context)).statusCode;

const item = async (id: string) =>
  (await twinTables(twin).send(new GetCommand({ TableName: twin.env.profilesTable, Key: { id } }))).Item;

/** A product user connected to eBay as `username` through the stand-in's consent and Identity. */
async function connected(username: string): Promise<string> {
  const userId = randomUUID();
  const services = {
    ebayConnections: makeEbayConnections(),
    oauthStates: makeOAuthStates(),
    tokenCipher: cipher,
    ebayApp: makeEbayApp(),
  };
  const { consentUrl } = await startConnection(services, userId);
  const state = new URL(consentUrl).searchParams.get('state')!;
  const { code } = standIn.oauth.issueCode(username, [...EBAY_SCOPES]);
  const view = await finishConnection(services, userId, { code, state });
  expect(view).toMatchObject({ status: 'connected', ebayUser: username });
  return userId;
}

beforeAll(async () => {
  await standIn.start();
  // The twin's settings (tables, emulators), with this test's stand-in as the eBay app.
  const env = {
    ...toEnvironment(twin.env),
    ...toEnvironment({
      ebayAuthOrigin: standIn.baseUrl,
      ebayApiOrigin: standIn.baseUrl,
      ebayClientId: app.clientId,
      ebayClientSecret: app.clientSecret,
      ebayRuName: app.ruName,
    }),
  };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  resetServices();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  resetServices();
  await standIn.stop();
});

describe("eBay's account-deletion notification", () => {
  it('keeps the eBay user id and name from the Identity API on the connection, and the lookup beside it', async () => {
    const username = `seller-${randomUUID().slice(0, 8)}`;
    const userId = await connected(username);
    const ebayUserId = ebayUserIdOf(username);
    expect(await item(`ebay-connection#${userId}`)).toMatchObject({ ebayUser: username, ebayUserId });
    expect(await item(`ebay-user#${ebayUserId}`)).toEqual({ id: `ebay-user#${ebayUserId}`, userId });
  });

  it('a signed notification for the eBay user deletes the connection and the lookup (204)', async () => {
    const username = `seller-${randomUUID().slice(0, 8)}`;
    const userId = await connected(username);
    const bystander = await connected(`seller-${randomUUID().slice(0, 8)}`);
    const { body, signature } = standIn.deletionNotification(username);

    expect(await notify(body, signature)).toBe(204);
    expect(await item(`ebay-connection#${userId}`)).toBeUndefined();
    expect(await item(`ebay-user#${ebayUserIdOf(username)}`)).toBeUndefined();
    expect(await item(`ebay-connection#${bystander}`)).toBeDefined();
    // eBay resends until it hears back: the same notification again is as welcome.
    expect(await notify(body, signature)).toBe(204);
    // The key was fetched once, with an Application token, and checked against eBay's contract.
    const keyRequests = standIn.requests.filter((r) =>
      r.url.startsWith('/commerce/notification/v1/public_key/'),
    );
    expect(keyRequests.map((r) => [r.operationId, r.status])).toEqual([['getPublicKey', 200]]);
  });

  it('refuses the same notification with one byte of the body changed (412), and the connection stays', async () => {
    const username = `seller-${randomUUID().slice(0, 8)}`;
    const userId = await connected(username);
    const { body, signature } = standIn.deletionNotification(username);
    const changed = body.replace('"publishAttemptCount":1', '"publishAttemptCount":2');
    expect(changed).not.toBe(body);

    expect(await notify(changed, signature)).toBe(412);
    expect(await item(`ebay-connection#${userId}`)).toBeDefined();
    expect(await item(`ebay-user#${ebayUserIdOf(username)}`)).toBeDefined();
  });

  it("refuses one signed by another key under eBay's key id, or unsigned (412), and the connection stays", async () => {
    const username = `seller-${randomUUID().slice(0, 8)}`;
    const userId = await connected(username);
    const { body } = standIn.deletionNotification(username);
    const forger = { ...makeNotificationKey(standIn.notificationKey.kid) };

    expect(await notify(body, signatureHeader(body, forger))).toBe(412);
    expect(await notify(body, signatureHeader(body, makeNotificationKey()))).toBe(412);
    expect(await notify(body, undefined)).toBe(412);
    expect(await item(`ebay-connection#${userId}`)).toBeDefined();
  });

  it('accepts a signed notification for an eBay user the product does not know, and changes nothing', async () => {
    const username = `seller-${randomUUID().slice(0, 8)}`;
    const userId = await connected(username);
    const body = accountDeletionBody({ userId: 'never-connected', username: 'stranger' });

    expect(await notify(body, standIn.signDeletionNotification(body))).toBe(204);
    expect(await item(`ebay-connection#${userId}`)).toBeDefined();
  });

  it('disconnecting removes the lookup with the connection', async () => {
    const username = `seller-${randomUUID().slice(0, 8)}`;
    const userId = await connected(username);
    await makeEbayConnections().remove(userId);
    expect(await item(`ebay-connection#${userId}`)).toBeUndefined();
    expect(await item(`ebay-user#${ebayUserIdOf(username)}`)).toBeUndefined();
  });
});

describe("eBay's calls through the twin's gateway, with no user's token", () => {
  it("answers eBay's challenge with the hash of code, verification token and endpoint", async () => {
    const code = randomUUID();
    const answer = await callApi(twin, 'GET', `/api/ebay/account-deletion?challenge_code=${code}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const { ebayVerificationToken, ebayDeletionEndpoint } = twin.env;
    expect(ebayDeletionEndpoint).toBe(`${twin.siteUrl}/api/ebay/account-deletion`);
    expect(answer.body).toEqual({
      challengeResponse: challengeResponse(code, ebayVerificationToken!, ebayDeletionEndpoint!),
    });
  });

  it('refuses an unsigned notification with 412, not 401', async () => {
    const body = accountDeletionBody({ userId: 'someone', username: 'someone' });
    const answer = await callApi(twin, 'POST', '/api/ebay/account-deletion', { body: JSON.parse(body) });
    expect(answer.status).toBe(412);
  });

  it('still needs a token on every other route', async () => {
    expect((await callApi(twin, 'GET', '/api/ebay/connection')).status).toBe(401);
  });
});
