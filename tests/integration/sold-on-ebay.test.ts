import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ContractCheck } from '#infra/local/ebay-stand-in/contract-check.ts';
import { ORDER_CONTROL_PATH } from '#infra/local/ebay-stand-in/twin-order-control.ts';
import { pollEbayOrders } from '#lambdas/ebay-orders/poll-ebay-orders.ts';
import { DynamoEbayConnections } from '#lambdas/lib/adapters/dynamo-ebay-connections.ts';
import { DynamoEbaySellers } from '#lambdas/lib/adapters/dynamo-ebay-sellers.ts';
import { dynamoListingsRepository } from '#lambdas/lib/adapters/dynamo-listings-repository.ts';
import { ebayOrdersClient } from '#lambdas/lib/adapters/ebay/ebay-orders-client.ts';
import { LocalKeyTokenCipher } from '#lambdas/lib/adapters/ebay/local-key-token-cipher.ts';
import { SealedEbayAccess } from '#lambdas/lib/adapters/ebay/sealed-ebay-access.ts';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { uploadAndCreate } from '../support/photos';
import { twinTables } from '../support/twin-tables';
import '../support/twin-context';
import { pngBytes } from '../fixtures/files';

// Sold on eBay, known without the seller (docs/product.md#sold-on-ebay), on the twin's real
// path: Connect eBay and List on eBay through the gateway, a buyer's order made in the eBay
// stand-in (its order control, which runs the twin's ebay-orders function), and the item's life
// in DynamoDB. Then the same poll run here, on the twin's tables and the stand-in, so that every
// request it sends eBay is checked against eBay's contract in this test.

const twin = inject('twin');
let seller: TestUser;
let jacket: { id: string };

/** Connect eBay as the seller would: start, agree on the stand-in's consent page, finish. */
async function connectEbay(user: TestUser): Promise<void> {
  const started = await callApi(twin, 'POST', '/api/ebay/connection', { token: user.accessToken });
  const consentUrl = (started.body as { consentUrl: string }).consentUrl;
  const form = new URLSearchParams(new URL(consentUrl).searchParams);
  form.set('decision', 'agree');
  const redirect = await fetch(new URL('/oauth2/authorize', consentUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const back = new URL(redirect.headers.get('location')!);
  const finished = await callApi(twin, 'PUT', '/api/ebay/connection', {
    token: user.accessToken,
    body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  expect(finished.status).toBe(200);
}

/**
 * A saved jacket of the seller's at $25, listed by hand on Facebook Marketplace. A US seller's: the
 * twin's eBay is one seller for every user, and a UK item would make the eBay location that
 * ebay-listings-api.test.ts expects to find missing.
 */
async function jacketOnFacebook(user: TestUser): Promise<{ id: string }> {
  const country = await callApi(twin, 'PATCH', '/api/profile', {
    token: user.accessToken,
    body: { country: 'US' },
  });
  expect(country.status, JSON.stringify(country.body)).toBe(200);
  const created = await uploadAndCreate(twin, user.accessToken, pngBytes, 'jacket.png');
  const saved = await callApi(twin, 'PUT', `/api/listings/${created.id}`, {
    token: user.accessToken,
    body: {
      stage: 'saved',
      user_fields: {
        title: 'Levi’s denim jacket',
        description: 'Classic trucker jacket, worn twice.',
        brand: 'Levi’s',
        size: 'M',
        condition: 'Very good condition',
        price: '25',
      },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const listed = await callApi(twin, 'POST', `/api/listings/${created.id}/life`, {
    token: user.accessToken,
    body: { event: { type: 'list', marketplace: 'facebook' }, seen: saved.body.updated_at },
  });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return listed.body;
}

const storedItem = async (id: string) =>
  (
    await twinTables(twin).send(
      new GetCommand({
        TableName: twin.env.listingsTable!,
        Key: { userId: seller.sub, id: `listing#${id}` },
      }),
    )
  ).Item;

beforeAll(async () => {
  seller = await createSignedInUser(twin, 'ebay-sold-seller');
  jacket = await jacketOnFacebook(seller);
  await connectEbay(seller);
  const choices = { aspects: { Department: 'Men' }, postcode: '10001' };
  const post = (step: string) =>
    callApi(twin, 'POST', `/api/listings/${jacket.id}/ebay/${step}`, {
      token: seller.accessToken,
      body: choices,
    });
  expect((await post('prepare')).status).toBe(200);
  const published = await post('publish');
  expect(published.status, JSON.stringify(published.body)).toBe(200);
});

describe('Sold on eBay on the twin', () => {
  it('records a buyer’s paid order as the item’s sale on eBay, and Facebook Marketplace’s posting waits to be taken down', async () => {
    const before = Date.now();
    const answer = await fetch(`${twin.env.ebayApiOrigin}${ORDER_CONTROL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku: jacket.id }),
    });
    expect(answer.status).toBe(201);

    const item = await storedItem(jacket.id);
    expect(item?.life).toMatchObject({
      state: 'sold',
      sale: { price_minor: 2500, currency: 'USD', where: 'ebay' },
      to_take_down: [{ marketplace: 'facebook' }],
    });
    const soldAt = Date.parse(item?.life.sale.sold_at as string);
    expect(soldAt).toBeGreaterThanOrEqual(before - 1000);
    expect(soldAt).toBeLessThanOrEqual(Date.now());
    expect(item?.life_state).toBe('sold');
    expect(item?.sold_at).toBe(item?.life.sale.sold_at);

    const shown = await callApi(twin, 'GET', `/api/listings/${jacket.id}`, { token: seller.accessToken });
    expect(shown.body.life).toEqual(item?.life);
  });

  it('reads the order again without a second change, each request it sends eBay within eBay’s contract', async () => {
    const tables = twinTables(twin);
    const profiles = twin.env.profilesTable!;
    const sent: Request[] = [];
    const recording = async (request: Request) => {
      sent.push(request.clone());
      return fetch(request);
    };
    const access = new SealedEbayAccess(
      new DynamoEbayConnections(tables, profiles),
      new LocalKeyTokenCipher(twin.env.ebayTokenLocalKey!),
      {
        refresh: async () => ({ kind: 'refused', error: 'not asked: the token is fresh' }),
        identify: async () => ({ ebayUserId: 'twin-seller-id', username: 'twin-seller' }),
      },
    );
    const sellers = new DynamoEbaySellers(tables, profiles);
    const mine = (await sellers.all()).filter((one) => one.userId === seller.sub);
    expect(mine).toEqual([expect.objectContaining({ status: 'connected', ordersSince: expect.any(String) })]);
    // The cursor starts no later than the order it has handled.
    mine[0]!.ordersSince = mine[0]!.connectedAt;
    const before = await storedItem(jacket.id);

    const counts = await pollEbayOrders(
      {
        sellers: {
          all: async () => mine,
          moveOrdersCursor: (userId, since) => sellers.moveOrdersCursor(userId, since),
        },
        listings: dynamoListingsRepository(tables, twin.env.listingsTable!),
        ordersFor: (userId) =>
          ebayOrdersClient({ apiOrigin: twin.env.ebayApiOrigin!, access, userId, fetch: recording }),
      },
      new Date(),
    );
    expect(counts).toEqual({
      sellersPolled: 1,
      sellersFailed: 0,
      sellersNeedingReconnect: 0,
      salesRecorded: 0,
    });
    expect(await storedItem(jacket.id)).toEqual(before);

    const check = new ContractCheck();
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      const url = new URL(request.url);
      const verdict = check.check({
        method: request.method,
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        body: request.body ? await request.text() : undefined,
      });
      expect(verdict, `${request.method} ${url.pathname}${url.search}`).toEqual({
        ok: true,
        operationId: 'getOrders',
      });
    }
  });
});
