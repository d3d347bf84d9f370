import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EBAY_SCOPES } from '#domain/ebay-connection.ts';
import { EbayStandIn } from '#infra/local/ebay-stand-in/ebay-stand-in.ts';
import { EbayOAuthClient, type EbayAppSettings } from '#lambdas/lib/adapters/ebay/ebay-oauth-client.ts';
import { ServiceUnavailableError } from '#lambdas/lib/ports/service-unavailable.ts';

// The product's eBay OAuth client against the twin's stand-in of eBay.

const app = { clientId: 'twin-client', clientSecret: 'twin-secret', ruName: 'Twin-RuName' };
const acceptUrl = 'http://localhost:9/api/ebay/connected';
let now = Date.parse('2026-12-02T12:00:00Z');
const standIn = new EbayStandIn({ app, acceptUrl, declineUrl: acceptUrl, now: () => now });
let settings: EbayAppSettings;

beforeAll(async () => {
  await standIn.start();
  settings = { ...app, authOrigin: standIn.baseUrl, apiOrigin: standIn.baseUrl };
});
afterAll(() => standIn.stop());

/** The seller agrees on the consent page the client sent them to; the code from the redirect. */
async function agree(consentUrl: string): Promise<string> {
  const page = await fetch(consentUrl);
  expect(page.status).toBe(200);
  const form = new URL(consentUrl).searchParams;
  form.set('decision', 'agree');
  const response = await fetch(`${standIn.baseUrl}/oauth2/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  return new URL(response.headers.get('location')!).searchParams.get('code')!;
}

describe('EbayOAuthClient', () => {
  it('sends the seller to eBay’s consent page with the app, its RuName, the scopes and the state', () => {
    const url = new URL(new EbayOAuthClient(settings).consentUrl('state-1'));
    expect(url.origin + url.pathname).toBe(`${standIn.baseUrl}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'twin-client',
      redirect_uri: 'Twin-RuName',
      response_type: 'code',
      scope: EBAY_SCOPES.join(' '),
      state: 'state-1',
    });
  });

  it('exchanges the code for tokens dated from eBay’s lifetimes', async () => {
    const client = new EbayOAuthClient(settings, () => now);
    const answer = await client.exchangeCode(await agree(client.consentUrl('s')));
    expect(answer).toEqual({
      kind: 'granted',
      grant: {
        accessToken: expect.any(String),
        accessExpiresAt: now + 7_200_000,
        refreshToken: expect.any(String),
        refreshExpiresAt: now + 47_304_000_000,
      },
    });
  });

  it('answers refused for a code already spent', async () => {
    const client = new EbayOAuthClient(settings, () => now);
    const code = await agree(client.consentUrl('s'));
    await client.exchangeCode(code);
    expect(await client.exchangeCode(code)).toEqual({ kind: 'refused', error: 'invalid_grant' });
  });

  it('renews the access token with the refresh token, and answers refused once the seller revoked the app', async () => {
    const client = new EbayOAuthClient(settings, () => now);
    const answer = await client.exchangeCode(await agree(client.consentUrl('s')));
    if (answer.kind !== 'granted') throw new Error('not granted');
    now += 7_000_000;
    expect(await client.refresh(answer.grant.refreshToken)).toEqual({
      kind: 'renewed',
      accessToken: expect.any(String),
      accessExpiresAt: now + 7_200_000,
    });
    standIn.oauth.revoke('twin-seller');
    expect(await client.refresh(answer.grant.refreshToken)).toEqual({
      kind: 'refused',
      error: 'invalid_grant',
    });
  });

  it('treats wrong app credentials as eBay unavailable, not as the seller’s to fix', async () => {
    const client = new EbayOAuthClient({ ...settings, clientSecret: 'wrong' });
    await expect(client.refresh('anything')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('treats an eBay that does not answer as unavailable', async () => {
    const client = new EbayOAuthClient({ ...settings, apiOrigin: 'http://127.0.0.1:9' });
    await expect(client.exchangeCode('code')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
