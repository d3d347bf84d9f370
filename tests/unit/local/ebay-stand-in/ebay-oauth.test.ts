import { describe, expect, it } from 'vitest';
import { EbayOAuth, ebayLifetimes } from '#infra/local/ebay-stand-in/ebay-oauth.ts';

// The stand-in's OAuth: eBay's authorization-code grant and refresh, on a clock the test moves.

const app = { clientId: 'twin-client', clientSecret: 'twin-secret', ruName: 'Twin-RuName' };
const basic = (id = app.clientId, secret = app.clientSecret) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const scopes = ['https://api.ebay.com/oauth/api_scope/sell.inventory'];

function setUp() {
  let now = Date.parse('2026-12-02T12:00:00Z');
  const oauth = new EbayOAuth(app, () => now);
  const advance = (seconds: number) => {
    now += seconds * 1000;
  };
  const exchange = (code: string, redirect = app.ruName) =>
    oauth.token(
      basic(),
      new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirect }),
    );
  return { oauth, advance, exchange };
}

describe('the eBay stand-in’s consent request', () => {
  const query = (fields: Record<string, string>) =>
    new URLSearchParams({
      client_id: app.clientId,
      redirect_uri: app.ruName,
      response_type: 'code',
      scope: 'a',
      ...fields,
    });

  it('accepts the app’s client id and RuName', () => {
    expect(setUp().oauth.consentProblem(query({}))).toBeUndefined();
  });

  it.each([
    [{ client_id: 'other' }, 'Unknown client_id.'],
    [{ redirect_uri: 'https://evil.example/callback' }, 'redirect_uri is not the app’s RuName.'],
    [{ response_type: 'token' }, 'response_type must be code.'],
    [{ scope: '' }, 'scope is missing.'],
  ])('refuses %o', (fields, problem) => {
    expect(setUp().oauth.consentProblem(query(fields))).toBe(problem);
  });
});

describe('the eBay stand-in’s token endpoint', () => {
  it('exchanges a code for eBay’s answer: a 2-hour access token and an 18-month refresh token', () => {
    const { oauth, exchange } = setUp();
    const answer = exchange(oauth.issueCode('seller-1', scopes).code);
    expect(answer).toMatchObject({
      status: 200,
      body: { expires_in: 7200, refresh_token_expires_in: 47_304_000, token_type: 'User Access Token' },
    });
    const body = answer.body as { access_token: string };
    expect(oauth.userOf(`Bearer ${body.access_token}`)).toBe('seller-1');
  });

  it('spends a code on its first exchange', () => {
    const { oauth, exchange } = setUp();
    const { code } = oauth.issueCode('seller-1', scopes);
    exchange(code);
    expect(exchange(code)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a code after its 299 seconds', () => {
    const { oauth, exchange, advance } = setUp();
    const { code, expiresIn } = oauth.issueCode('seller-1', scopes);
    expect(expiresIn).toBe(299);
    advance(300);
    expect(exchange(code)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a code exchanged with another redirect_uri', () => {
    const { oauth, exchange } = setUp();
    expect(exchange(oauth.issueCode('seller-1', scopes).code, 'Other-RuName')).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it.each([
    ['no credentials', undefined],
    ['a wrong secret', basic(app.clientId, 'wrong')],
    ['a bearer token', 'Bearer abc'],
  ])('answers 401 invalid_client with %s', (_, authorization) => {
    const { oauth } = setUp();
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: oauth.issueCode('s', scopes).code,
    });
    expect(oauth.token(authorization, form)).toEqual({
      status: 401,
      body: { error: 'invalid_client', error_description: 'client authentication failed' },
    });
  });

  it('refuses a grant type eBay does not support here', () => {
    const { oauth } = setUp();
    expect(oauth.token(basic(), new URLSearchParams({ grant_type: 'password' }))).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
  });

  it('refreshes: a new access token, no new refresh token, and the old access token expires on time', () => {
    const { oauth, exchange, advance } = setUp();
    const granted = exchange(oauth.issueCode('seller-1', scopes).code).body as {
      access_token: string;
      refresh_token: string;
    };
    advance(ebayLifetimes.accessSeconds);
    expect(oauth.userOf(`Bearer ${granted.access_token}`)).toBeUndefined();
    const refreshed = oauth.token(
      basic(),
      new URLSearchParams({ grant_type: 'refresh_token', refresh_token: granted.refresh_token }),
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).not.toHaveProperty('refresh_token');
    expect(oauth.userOf(`Bearer ${(refreshed.body as { access_token: string }).access_token}`)).toBe(
      'seller-1',
    );
  });

  it('refuses a refresh for more scopes than were granted', () => {
    const { oauth, exchange } = setUp();
    const { refresh_token } = exchange(oauth.issueCode('seller-1', scopes).code).body as {
      refresh_token: string;
    };
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token,
      scope: `${scopes[0]} more`,
    });
    expect(oauth.token(basic(), form)).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
  });

  it('refuses the refresh token of a seller who revoked the app, and one past its 18 months', () => {
    const { oauth, exchange, advance } = setUp();
    const refresh = (token: string) =>
      oauth.token(basic(), new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token }));
    const first = exchange(oauth.issueCode('seller-1', scopes).code).body as { refresh_token: string };
    oauth.revoke('seller-1');
    expect(refresh(first.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const second = exchange(oauth.issueCode('seller-2', scopes).code).body as { refresh_token: string };
    advance(ebayLifetimes.refreshSeconds);
    expect(refresh(second.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });
});
