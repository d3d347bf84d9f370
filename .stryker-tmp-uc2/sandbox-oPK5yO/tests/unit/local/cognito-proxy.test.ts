// @ts-nocheck
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCognitoProxy, mapRefreshRequest } from '#infra/local/cognito-proxy.ts';

describe('mapRefreshRequest', () => {
  it('turns GetTokensFromRefreshToken into InitiateAuth with REFRESH_TOKEN_AUTH', () => {
    expect(
      mapRefreshRequest({
        ClientId: 'local-client',
        RefreshToken: 'refresh-token-value',
        ClientMetadata: { origin: 'web' },
      }),
    ).toEqual({
      target: 'AWSCognitoIdentityProviderService.InitiateAuth',
      body: {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: 'local-client',
        AuthParameters: { REFRESH_TOKEN: 'refresh-token-value' },
        ClientMetadata: { origin: 'web' },
      },
    });
  });

  it('leaves ClientMetadata out of the JSON when the caller sent none', () => {
    const { body } = mapRefreshRequest({ ClientId: 'c', RefreshToken: 'r' });
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'c',
      AuthParameters: { REFRESH_TOKEN: 'r' },
    });
  });
});

describe('the Cognito proxy in front of the emulator', () => {
  interface Seen {
    method: string | undefined;
    target: string | undefined;
    body: string;
  }
  let upstream: Server;
  let proxy: ReturnType<typeof createCognitoProxy>;
  const seen: Seen[] = [];

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({
          method: request.method,
          target: request.headers['x-amz-target'] as string | undefined,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
        response.end('{"AuthenticationResult":{}}');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    proxy = createCognitoProxy(
      `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`,
      async (token) => token !== 'forged',
    );
  });

  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  function fakeExchange(method: string, target?: string) {
    const request = {
      method,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        ...(target ? { 'x-amz-target': target } : {}),
      },
    } as unknown as IncomingMessage;
    const result = { status: 0, headers: {} as Record<string, string>, body: '' };
    const response = {
      writeHead(status: number, headers: Record<string, string> = {}) {
        result.status = status;
        result.headers = headers;
        return this;
      },
      end(body?: string) {
        result.body = body ?? '';
        return this;
      },
    } as unknown as ServerResponse;
    return { request, response, result };
  }

  it('refuses an action whose access token the twin did not sign, forwarding nothing', async () => {
    seen.length = 0;
    const { request, response, result } = fakeExchange(
      'POST',
      'AWSCognitoIdentityProviderService.DeleteUser',
    );

    await proxy(request, response, Buffer.from(JSON.stringify({ AccessToken: 'forged' })));

    expect(seen).toEqual([]);
    expect(result.status).toBe(400);
    expect(JSON.parse(result.body)).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });

  it('forwards an action whose access token the twin signed', async () => {
    seen.length = 0;
    const { request, response, result } = fakeExchange('POST', 'AWSCognitoIdentityProviderService.GetUser');

    await proxy(request, response, Buffer.from(JSON.stringify({ AccessToken: 'signed-by-the-twin' })));

    expect(seen).toHaveLength(1);
    expect(result.status).toBe(200);
  });

  it('forwards a refresh as InitiateAuth and answers with the emulator reply', async () => {
    seen.length = 0;
    const { request, response, result } = fakeExchange(
      'POST',
      'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
    );
    await proxy(request, response, Buffer.from(JSON.stringify({ ClientId: 'c', RefreshToken: 'r' })));
    expect(seen).toEqual([
      {
        method: 'POST',
        target: 'AWSCognitoIdentityProviderService.InitiateAuth',
        body: JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: 'c',
          AuthParameters: { REFRESH_TOKEN: 'r' },
        }),
      },
    ]);
    expect(result).toMatchObject({ status: 200, body: '{"AuthenticationResult":{}}' });
    expect(result.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('passes every other call through untouched', async () => {
    seen.length = 0;
    const payload = '{"AuthFlow":"USER_PASSWORD_AUTH","ClientId":"c","AuthParameters":{"USERNAME":"a"}}';
    const { request, response } = fakeExchange('POST', 'AWSCognitoIdentityProviderService.InitiateAuth');
    await proxy(request, response, Buffer.from(payload));
    expect(seen).toEqual([
      { method: 'POST', target: 'AWSCognitoIdentityProviderService.InitiateAuth', body: payload },
    ]);
  });

  it('answers a CORS preflight with no CORS permission and sends nothing on', async () => {
    seen.length = 0;
    const { request, response, result } = fakeExchange('OPTIONS');
    await proxy(request, response, Buffer.alloc(0));
    expect(result.status).toBe(405);
    expect(result.headers['access-control-allow-origin']).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it.each(['AdminSetUserPassword', 'ListUsers', 'AdminCreateUser', 'CreateUserPoolClient', ''])(
    'answers %s like Cognito answers a caller without credentials, and sends nothing on',
    async (action) => {
      seen.length = 0;
      const { request, response, result } = fakeExchange(
        'POST',
        `AWSCognitoIdentityProviderService.${action}`,
      );
      await proxy(request, response, Buffer.from('{"UserPoolId":"p"}'));
      expect(result.status).toBe(403);
      expect(JSON.parse(result.body)).toEqual({
        __type: 'MissingAuthenticationTokenException',
        message: 'Missing Authentication Token',
      });
      expect(seen).toEqual([]);
    },
  );

  it.each(['{not json', '[]', '"text"', ''])('answers the body %j with a 400 JSON error', async (body) => {
    seen.length = 0;
    const { request, response, result } = fakeExchange(
      'POST',
      'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
    );
    await proxy(request, response, Buffer.from(body));
    expect(result.status).toBe(400);
    expect(JSON.parse(result.body)).toMatchObject({ __type: 'SerializationException' });
    expect(seen).toEqual([]);
  });
});
