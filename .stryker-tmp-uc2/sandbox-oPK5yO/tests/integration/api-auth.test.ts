// @ts-nocheck
import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Amplify } from 'aws-amplify';
import { confirmSignUp, fetchAuthSession, signIn, signOut, signUp } from 'aws-amplify/auth';
import { importJWK, SignJWT } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import {
  cognitoClient,
  createSignedInUser,
  latestCode,
  passwordSignIn,
  signUpConfirmed,
  testPassword,
  uniqueEmail,
  type TestUser,
} from '../support/cognito-users';
import '../support/twin-context';

const twin = inject('twin');
const protectedRoute = '/api/profile';

const expectUnauthorized = async (authorization?: string) => {
  const response = await callApi(twin, 'GET', protectedRoute, { token: authorization });
  expect(response.status).toBe(401);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(response.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
};

describe('signing in with the real Amplify v6 Auth code', () => {
  it('signs up, confirms with the emailed code, signs in and calls the API', async () => {
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: twin.userPoolId,
          userPoolClientId: twin.userPoolClientId,
          userPoolEndpoint: `${twin.siteUrl}/_local/cognito`,
        },
      },
    });
    const email = uniqueEmail('amplify');
    const { nextStep } = await signUp({
      username: email,
      password: testPassword,
      options: { userAttributes: { email } },
    });
    expect(nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    await confirmSignUp({ username: email, confirmationCode: await latestCode(twin, email) });

    const result = await signIn({
      username: email,
      password: testPassword,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(result.isSignedIn).toBe(true);

    const session = await fetchAuthSession();
    const accessToken = session.tokens?.accessToken.toString();
    const response = await callApi(twin, 'GET', protectedRoute, { token: accessToken });
    expect(response.status).toBe(200);

    // Amplify's refresh (GetTokensFromRefreshToken) goes through the local proxy.
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    const newToken = refreshed.tokens?.accessToken.toString();
    expect(newToken).toBeTruthy();
    expect((await callApi(twin, 'GET', protectedRoute, { token: newToken })).status).toBe(200);
    await signOut();
  });
});

describe('the JWT authorizer', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createSignedInUser(twin, 'authz');
  });

  it('lets a valid access token through to the handler', async () => {
    expect((await callApi(twin, 'GET', protectedRoute, { token: user.accessToken })).status).toBe(200);
  });

  it('gets access tokens that live one hour, as the cloud app client issues them', () => {
    const claims = JSON.parse(
      Buffer.from(user.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('answers 401 with a JSON error without a token', async () => {
    await expectUnauthorized();
  });

  it('answers 401 for a token with a tampered signature', async () => {
    const [header, payload, signature] = user.accessToken.split('.');
    const flipped = `${signature?.slice(0, -4)}${signature?.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    await expectUnauthorized(`${header}.${payload}.${flipped}`);
  });

  it('answers 401 for a token whose payload was changed to another user', async () => {
    const [header, payload, signature] = user.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    await expectUnauthorized(`${header}.${forged}.${signature}`);
  });

  /** A token signed with the twin's own key (in its data folder), as one holding it would sign one. */
  async function signedWithTwinKey(change: Record<string, unknown>, header: { kid?: string }) {
    const jwk = JSON.parse(readFileSync(path.join(twin.dataDir, 'token-signing-key.json'), 'utf8'));
    const claims = JSON.parse(
      Buffer.from(user.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    return new SignJWT({ ...claims, ...change })
      .setProtectedHeader({ alg: 'RS256', ...header })
      .sign(await importJWK(jwk, 'RS256'));
  }

  const kidOfUser = () =>
    JSON.parse(Buffer.from(user.accessToken.split('.')[0] ?? '', 'base64url').toString('utf8')).kid;

  it('answers 401 for an expired token, even one signed by the right key', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectUnauthorized(
      await signedWithTwinKey({ iat: now - 7200, exp: now - 3600 }, { kid: kidOfUser() }),
    );
  });

  it('lets a token signed the same way with the right kid through (the forgeries below differ in one thing)', async () => {
    const response = await callApi(twin, 'GET', protectedRoute, {
      token: await signedWithTwinKey({}, { kid: kidOfUser() }),
    });
    expect(response.status).toBe(200);
  });

  it('answers 401 for a token without kid, even signed by the only key of the JWKS', async () => {
    await expectUnauthorized(await signedWithTwinKey({}, {}));
  });

  it('answers 401 for a token whose kid names no key of the JWKS', async () => {
    await expectUnauthorized(await signedWithTwinKey({}, { kid: 'some-other-key' }));
  });

  it('answers 401 for a token issued in the future', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectUnauthorized(
      await signedWithTwinKey({ iat: now + 3600, exp: now + 7200 }, { kid: kidOfUser() }),
    );
  });

  it('answers 401 for a token of another user pool', async () => {
    const cognito = cognitoClient(twin);
    const pool = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: 'another-pool',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
      }),
    );
    const client = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: pool.UserPool?.Id,
        ClientName: 'another-client',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const clientId = client.UserPoolClient?.ClientId ?? '';
    const email = uniqueEmail('other-pool');
    await signUpConfirmed(twin, email, testPassword, clientId);
    const tokens = await passwordSignIn(twin, email, testPassword, clientId);
    await expectUnauthorized(tokens.accessToken);
  });

  it('answers 401 for a token of another app client of the same pool', async () => {
    const cognito = cognitoClient(twin);
    const client = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: twin.userPoolId,
        ClientName: 'not-the-web-client',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const tokens = await passwordSignIn(twin, user.email, testPassword, client.UserPoolClient?.ClientId);
    await expectUnauthorized(tokens.accessToken);
  });

  it('answers 401 for an id token where an access token is expected', async () => {
    await expectUnauthorized(user.idToken);
  });

  it('answers 401 for a token that is not a JWT at all', async () => {
    await expectUnauthorized('not-a-jwt');
  });
});
