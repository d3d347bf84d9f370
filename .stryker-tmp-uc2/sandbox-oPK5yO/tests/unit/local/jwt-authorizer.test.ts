// @ts-nocheck
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtAuthorizer } from '#infra/local/jwt-authorizer.ts';

const issuer = 'http://localhost:9229/local_pool';
const clientId = 'local-client';
const kid = 'local-key';
const now = () => Math.floor(Date.now() / 1000);

let server: Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
let authorize: ReturnType<typeof createJwtAuthorizer>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' }],
  });
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  authorize = createJwtAuthorizer({
    issuer,
    audience: [clientId],
    keys: { jwksUrl: `http://127.0.0.1:${port}/local_pool/.well-known/jwks.json` },
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface TokenOptions {
  key?: CryptoKey;
  kid?: string;
  exp?: number | undefined;
}

/** A token signed like the emulator signs one: RS256, `kid`, issuer, one hour of life. */
function sign(claims: JWTPayload, options: TokenOptions = {}) {
  const jwt = new SignJWT({ iss: issuer, iat: now(), ...claims }).setProtectedHeader({
    alg: 'RS256',
    kid: options.kid ?? kid,
  });
  const exp = 'exp' in options ? options.exp : now() + 3600;
  if (exp !== undefined) jwt.setExpirationTime(exp);
  return jwt.sign(options.key ?? signingKey);
}

const accessClaims = {
  sub: 'user-123',
  token_use: 'access',
  client_id: clientId,
  username: 'ada',
  scope: 'aws.cognito.signin.user.admin openid  email',
  auth_time: 1_700_000_000,
  'cognito:groups': ['admins', 'sellers'],
};

const bearer = async (claims: JWTPayload, options?: TokenOptions) => `Bearer ${await sign(claims, options)}`;
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the local JWT authorizer', () => {
  it('accepts an access token whose client_id is an allowed audience', async () => {
    const iat = now();
    const result = await authorize(await bearer({ ...accessClaims, iat }));
    expect(result).toEqual({
      ok: true,
      claims: {
        sub: 'user-123',
        token_use: 'access',
        client_id: clientId,
        username: 'ada',
        scope: 'aws.cognito.signin.user.admin openid  email',
        iss: issuer,
        // API Gateway hands every claim over as a string, arrays as `[a b]`.
        iat: String(iat),
        exp: expect.stringMatching(/^\d+$/),
        auth_time: '1700000000',
        'cognito:groups': '[admins sellers]',
      },
      scopes: ['aws.cognito.signin.user.admin', 'openid', 'email'],
    });
  });

  it('accepts an id token whose aud is an allowed audience (the handler refuses it later)', async () => {
    const result = await authorize(
      await bearer({ sub: 'user-123', token_use: 'id', aud: clientId, email_verified: true }),
    );
    expect(result).toMatchObject({
      ok: true,
      claims: { sub: 'user-123', token_use: 'id', aud: clientId, email_verified: 'true' },
      scopes: [],
    });
  });

  it('accepts a bare token without the Bearer prefix, as API Gateway does', async () => {
    const result = await authorize(await sign(accessClaims));
    expect(result).toMatchObject({ ok: true, claims: { sub: 'user-123' } });
  });

  it('refuses a token from another issuer', async () => {
    const result = await authorize(
      await bearer({ ...accessClaims, iss: 'http://localhost:9229/other_pool' }),
    );
    expect(result).toEqual({ ok: false, reason: 'ERR_JWT_CLAIM_VALIDATION_FAILED' });
  });

  it('refuses an expired token', async () => {
    const result = await authorize(await bearer(accessClaims, { exp: now() - 60 }));
    expect(result).toEqual({ ok: false, reason: 'ERR_JWT_EXPIRED' });
  });

  it('refuses a token without an expiry', async () => {
    const result = await authorize(await bearer(accessClaims, { exp: undefined }));
    expect(result).toEqual({ ok: false, reason: 'ERR_JWT_CLAIM_VALIDATION_FAILED' });
  });

  it('refuses a token that is not valid yet', async () => {
    const result = await authorize(await bearer({ ...accessClaims, nbf: now() + 3600 }));
    expect(result).toEqual({ ok: false, reason: 'ERR_JWT_CLAIM_VALIDATION_FAILED' });
  });

  it('refuses a token without kid, though the JWKS has only the one key that signed it', async () => {
    const token = await new SignJWT({ ...accessClaims, iss: issuer, iat: now() })
      .setProtectedHeader({ alg: 'RS256' })
      .setExpirationTime(now() + 3600)
      .sign(signingKey);
    expect(await authorize(`Bearer ${token}`)).toEqual({ ok: false, reason: 'no kid' });
  });

  it('refuses a token whose kid names no key of the JWKS', async () => {
    const result = await authorize(await bearer(accessClaims, { kid: 'unknown-key' }));
    expect(result).toMatchObject({ ok: false });
  });

  it('refuses a token issued in the future', async () => {
    const result = await authorize(await bearer({ ...accessClaims, iat: now() + 3600 }));
    expect(result).toEqual({ ok: false, reason: 'iat not in the past' });
  });

  it('refuses an access token issued to another client', async () => {
    const result = await authorize(await bearer({ ...accessClaims, client_id: 'other-client' }));
    expect(result).toEqual({ ok: false, reason: 'audience not allowed' });
  });

  it('refuses an id token for another audience', async () => {
    const result = await authorize(await bearer({ sub: 'user-123', token_use: 'id', aud: ['other-client'] }));
    expect(result).toEqual({ ok: false, reason: 'audience not allowed' });
  });

  it('judges aud, not client_id, when a token carries both', async () => {
    const result = await authorize(
      await bearer({ ...accessClaims, aud: 'other-client', client_id: clientId }),
    );
    expect(result).toEqual({ ok: false, reason: 'audience not allowed' });
  });

  it('refuses a token with neither aud nor client_id', async () => {
    const { client_id: _dropped, ...claims } = accessClaims;
    expect(await authorize(await bearer(claims))).toEqual({ ok: false, reason: 'audience not allowed' });
  });

  it('refuses a token signed by another key under the same kid', async () => {
    const result = await authorize(await bearer(accessClaims, { key: strangerKey }));
    expect(result).toEqual({ ok: false, reason: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });
  });

  it('refuses a token signed by a key the JWKS does not hold', async () => {
    const result = await authorize(await bearer(accessClaims, { key: strangerKey, kid: 'unknown-key' }));
    expect(result).toEqual({ ok: false, reason: 'ERR_JWKS_NO_MATCHING_KEY' });
  });

  it('refuses an unsigned (alg: none) token', async () => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...accessClaims, iss: issuer, exp: now() + 3600 })}.`;
    const result = await authorize(`Bearer ${token}`);
    expect(result.ok).toBe(false);
  });

  it('refuses an HS256 token, whatever secret signed it', async () => {
    const token = await new SignJWT({ ...accessClaims, iss: issuer })
      .setProtectedHeader({ alg: 'HS256', kid })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-shared-secret-that-is-long-enough'));
    expect(await authorize(`Bearer ${token}`)).toEqual({ ok: false, reason: 'ERR_JOSE_ALG_NOT_ALLOWED' });
  });

  it('refuses a token whose payload was altered after signing', async () => {
    const [header, , signature] = (await sign(accessClaims)).split('.');
    const forged = `${header}.${base64url({ ...accessClaims, sub: 'someone-else', iss: issuer, exp: now() + 3600 })}.${signature}`;
    expect(await authorize(`Bearer ${forged}`)).toEqual({
      ok: false,
      reason: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    });
  });

  it.each(['Bearer not-a-jwt', 'Bearer a.b.c', 'garbage', 'Basic dXNlcjpwYXNz'])(
    'refuses the malformed header %j',
    async (header) => {
      expect((await authorize(header)).ok).toBe(false);
    },
  );

  it.each([undefined, '', 'Bearer ', 'Bearer    '])('refuses a missing token (%j)', async (header) => {
    expect(await authorize(header)).toEqual({ ok: false, reason: 'missing token' });
  });
});
