// @ts-nocheck
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createSignedInUser, passwordSignIn, type TestUser } from '../support/cognito-users';
import { rawRequest } from '../support/raw-http';
import '../support/twin-context';

// What a web page of another site, open in the browser of the person running the twin,
// can reach on this machine: nothing that reads or changes users, codes or data.

const twin = inject('twin');
const foreignOrigin = 'https://evil.example';
const proxyUrl = () => `${twin.siteUrl}/_local/cognito`;
const target = (action: string) => `AWSCognitoIdentityProviderService.${action}`;

function callProxy(action: string, body: string, headers: Record<string, string> = {}) {
  return rawRequest(proxyUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target(action), ...headers },
    body,
  });
}

let user: TestUser;
beforeAll(async () => {
  user = await createSignedInUser(twin, 'exposure');
});

describe('the Cognito proxy at /_local/cognito', () => {
  it('passes the sign-in the web app uses', async () => {
    const response = await callProxy(
      'InitiateAuth',
      JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: twin.userPoolClientId,
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text).AuthenticationResult.AccessToken).toEqual(expect.any(String));
  });

  it('answers AdminSetUserPassword as Cognito answers a caller without credentials, and changes nothing', async () => {
    const response = await callProxy(
      'AdminSetUserPassword',
      JSON.stringify({
        UserPoolId: twin.userPoolId,
        Username: user.email,
        Password: 'Taken-Over-123',
        Permanent: true,
      }),
    );
    expect(response.status).toBe(403);
    expect(JSON.parse(response.text)).toMatchObject({ __type: 'MissingAuthenticationTokenException' });
    await expect(passwordSignIn(twin, user.email, user.password)).resolves.toBeDefined();
  });

  it.each(['ListUsers', 'AdminGetUser', 'AdminDeleteUser', 'AdminConfirmSignUp', 'DescribeUserPool'])(
    'refuses %s with 403',
    async (action) => {
      const response = await callProxy(action, JSON.stringify({ UserPoolId: twin.userPoolId }));
      expect(response.status).toBe(403);
      expect(response.text).not.toContain(user.email);
    },
  );

  it('answers a CORS preflight from another origin with no CORS permission', async () => {
    const response = await rawRequest(proxyUrl(), {
      method: 'OPTIONS',
      headers: {
        origin: foreignOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target',
      },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('refuses a call from a page of another origin', async () => {
    const response = await callProxy('SignUp', '{}', { origin: foreignOrigin });
    expect(response.status).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a malformed GetTokensFromRefreshToken body with a 400 JSON error', async () => {
    const response = await callProxy('GetTokensFromRefreshToken', '{not json');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toContain('json');
    expect(JSON.parse(response.text)).toEqual({
      __type: 'SerializationException',
      message: expect.any(String),
    });
  });
});

describe("the emulators' own ports", () => {
  const emulators = () => [
    ['Cognito', twin.cognitoUrl],
    ['S3', twin.env.s3Endpoint!],
    ['DynamoDB', twin.env.dynamodbEndpoint!],
  ];

  it.each(['Cognito', 'S3', 'DynamoDB'])('%s refuses a page of another origin', async (name) => {
    const url = emulators().find(([n]) => n === name)![1]!;
    const preflight = await rawRequest(url, {
      method: 'OPTIONS',
      headers: { origin: foreignOrigin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await rawRequest(url, {
      method: 'POST',
      headers: { origin: foreignOrigin, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(simple.status).toBe(403);
  });

  it('Cognito refuses ListUsers from a page of another origin', async () => {
    const response = await rawRequest(twin.cognitoUrl, {
      method: 'POST',
      headers: { origin: foreignOrigin, 'content-type': 'text/plain', 'x-amz-target': target('ListUsers') },
      body: JSON.stringify({ UserPoolId: twin.userPoolId }),
    });
    expect(response.status).toBe(403);
    expect(response.text).not.toContain(user.email);
  });
});

describe('DNS rebinding: only the configured host names are answered', () => {
  const rebound = (url: string) => ({ host: `rebound.example:${new URL(url).port}` });

  it('the outbox refuses another host name', async () => {
    const response = await rawRequest(`${twin.siteUrl}/_local/outbox.json`, {
      headers: rebound(twin.siteUrl),
    });
    expect(response.status).toBe(403);
    expect(response.text).not.toContain(user.email);
  });

  it('the API refuses another host name', async () => {
    const response = await rawRequest(`${twin.siteUrl}/api/profile`, {
      headers: { ...rebound(twin.siteUrl), authorization: `Bearer ${user.accessToken}` },
    });
    expect(response.status).toBe(403);
  });

  it.each([
    ['Cognito', () => twin.cognitoUrl],
    ['S3', () => twin.env.s3Endpoint!],
    ['DynamoDB', () => twin.env.dynamodbEndpoint!],
  ])('%s refuses another host name', async (_name, url) => {
    const response = await rawRequest(url(), { method: 'POST', headers: rebound(url()), body: '{}' });
    expect(response.status).toBe(403);
  });

  it.each(['localhost', '127.0.0.1'])('the gateway answers %s', async (name) => {
    const { port } = new URL(twin.siteUrl);
    const response = await rawRequest(`${twin.siteUrl}/config.json`, {
      headers: { host: `${name}:${port}` },
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text).userPoolEndpoint).toBe(`http://${name}:${port}/_local/cognito`);
  });
});
