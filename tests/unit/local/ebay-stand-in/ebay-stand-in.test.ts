import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEbayClients } from '#lambdas/lib/adapters/ebay/ebay-client.ts';
import { EbayStandIn, RECORD_PATH } from '#infra/local/ebay-stand-in/ebay-stand-in.ts';

// The stand-in over HTTP: consent page, token endpoint, and the Sell APIs' front door, called
// the way the product calls eBay (the typed openapi-fetch client).

const app = { clientId: 'twin-client', clientSecret: 'twin-secret', ruName: 'Twin-RuName' };
const acceptUrl = 'http://localhost:9/api/ebay/connected';
const declineUrl = 'http://localhost:9/api/ebay/declined';
const scope = 'https://api.ebay.com/oauth/api_scope/sell.inventory';
let now = Date.parse('2026-12-02T12:00:00Z');
const standIn = new EbayStandIn({ app, acceptUrl, declineUrl, seller: 'twin-seller', now: () => now });

beforeAll(async () => {
  await standIn.start();
});
afterAll(() => standIn.stop());

const consentQuery = (state: string) =>
  new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: app.ruName,
    response_type: 'code',
    scope,
    state,
  });

async function decide(decision: 'agree' | 'decline', state: string): Promise<URL> {
  const form = consentQuery(state);
  form.set('decision', decision);
  const response = await fetch(`${standIn.baseUrl}/oauth2/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

async function connect(): Promise<string> {
  const redirect = await decide('agree', 'state-1');
  const response = await fetch(`${standIn.baseUrl}/identity/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: redirect.searchParams.get('code')!,
      redirect_uri: app.ruName,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const inventoryItem = {
  availability: { shipToLocationAvailability: { quantity: 1 } },
  condition: 'USED_GOOD',
  product: {
    title: 'The Hobbit',
    imageUrls: ['https://photos.example/1.jpg'],
    aspects: { Author: ['Tolkien'] },
  },
};

describe('the eBay stand-in’s consent page', () => {
  it('shows the signed-in eBay user, the scopes asked for, and Agree / Decline', async () => {
    const page = await fetch(`${standIn.baseUrl}/oauth2/authorize?${consentQuery('s')}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('twin-seller');
    expect(html).toContain(scope);
    expect(html).toMatch(/value="agree">Agree</);
    expect(html).toMatch(/value="decline">Decline</);
  });

  it('escapes what the query carries', async () => {
    const query = consentQuery('"><script>alert(1)</script>');
    const html = await (await fetch(`${standIn.baseUrl}/oauth2/authorize?${query}`)).text();
    expect(html).not.toContain('<script>');
  });

  it('refuses a consent request for another redirect', async () => {
    const query = consentQuery('s');
    query.set('redirect_uri', 'https://evil.example/');
    expect((await fetch(`${standIn.baseUrl}/oauth2/authorize?${query}`)).status).toBe(400);
  });

  it('Agree redirects to the accept URL with a code, its lifetime and the state', async () => {
    const redirect = await decide('agree', 'state-agree');
    expect(redirect.origin + redirect.pathname).toBe(acceptUrl);
    expect(redirect.searchParams.get('state')).toBe('state-agree');
    expect(redirect.searchParams.get('code')).toBeTruthy();
    expect(redirect.searchParams.get('expires_in')).toBe('299');
  });

  it('Decline redirects to the decline URL with the state and no code', async () => {
    const redirect = await decide('decline', 'state-decline');
    expect(redirect.origin + redirect.pathname).toBe(declineUrl);
    expect(redirect.searchParams.get('state')).toBe('state-decline');
    expect(redirect.searchParams.has('code')).toBe(false);
  });
});

describe('the eBay stand-in’s Sell APIs', () => {
  it('passes a request of the contract’s shape to the operation, which answers it', async () => {
    const token = await connect();
    const ebay = makeEbayClients({ apiOrigin: standIn.baseUrl, accessToken: async () => token });
    const { response } = await ebay.inventory.PUT('/inventory_item/{sku}', {
      params: {
        path: { sku: '01JSKU' },
        header: { 'Content-Language': 'en-GB', 'Content-Type': 'application/json' },
      },
      body: inventoryItem,
    });
    expect(response.status).toBe(201);
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/sell/inventory/v1/inventory_item/01JSKU',
      operationId: 'createOrReplaceInventoryItem',
      status: 201,
    });
  });

  it('says 501 for an operation of the contract the product does not call', async () => {
    const token = await connect();
    const ebay = makeEbayClients({ apiOrigin: standIn.baseUrl, accessToken: async () => token });
    const { response } = await ebay.inventory.GET('/inventory_item', {});
    expect(response.status).toBe(501);
    expect(standIn.requests.at(-1)).toMatchObject({ operationId: 'getInventoryItems', status: 501 });
  });

  it('answers 400 in eBay’s error body when the request breaks the contract', async () => {
    const token = await connect();
    const ebay = makeEbayClients({ apiOrigin: standIn.baseUrl, accessToken: async () => token });
    const { response, error } = await ebay.inventory.PUT('/inventory_item/{sku}', {
      params: {
        path: { sku: '01JSKU' },
        header: { 'Content-Language': 'en-GB', 'Content-Type': 'application/json' },
      },
      // What the types forbid, sent anyway: the stand-in must catch it too.
      body: { ...inventoryItem, product: { titel: 'typo' } } as never,
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({
      errors: [
        {
          errorId: 2004,
          domain: 'ACCESS',
          category: 'REQUEST',
          message: 'Invalid request',
          longMessage: 'Request has errors. For help, see the documentation for this API.',
          parameters: [{ name: 'reason', value: 'product: unknown field titel' }],
        },
      ],
    });
  });

  it('answers 400 errorId 1002 without a token, and 401 errorId 1001 once the token expired', async () => {
    const bare = await fetch(`${standIn.baseUrl}/sell/inventory/v1/offer?sku=1`);
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ errors: [{ errorId: 1002 }] });

    const token = await connect();
    now += 7200 * 1000;
    const ebay = makeEbayClients({ apiOrigin: standIn.baseUrl, accessToken: async () => token });
    const { response, error } = await ebay.inventory.GET('/offer', { params: { query: { sku: '01JSKU' } } });
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ errors: [{ errorId: 1001, message: 'Invalid access token' }] });
  });
});

describe("the stand-in's record, for a test against a twin in another process", () => {
  it('holds each request with its headers but never its Authorization', async () => {
    const token = await connect();
    await fetch(`${standIn.baseUrl}/sell/inventory/v1/location/snap-list-shift-EBAY_GB`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const record = (await (await fetch(`${standIn.baseUrl}${RECORD_PATH}`)).json()) as {
      requests: Array<{ url: string; headers: Record<string, string> }>;
    };
    const asked = record.requests.find((r) => r.url.endsWith('/location/snap-list-shift-EBAY_GB'));
    expect(asked?.headers).toBeDefined();
    expect(asked?.headers).not.toHaveProperty('authorization');
    expect(JSON.stringify(record)).not.toContain(token);
  });

  it('answers Taxonomy only for an Application token: a seller’s is eBay’s 401 errorId 1001', async () => {
    const token = await connect();
    const response = await fetch(
      `${standIn.baseUrl}/commerce/taxonomy/v1/get_default_category_tree_id?marketplace_id=EBAY_GB`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(401);
    expect(((await response.json()) as { errors: Array<{ errorId: number }> }).errors[0]?.errorId).toBe(1001);
  });
});

describe("the stand-in's record, asked by another host name", () => {
  it('is refused: a page that rebound its name to 127.0.0.1 reads nothing', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const asked = request(
        `${standIn.baseUrl}${RECORD_PATH}`,
        { headers: { host: 'attacker.example' } },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode);
        },
      );
      asked.on('error', reject);
      asked.end();
    });
    expect(status).toBe(403);
  });
});
