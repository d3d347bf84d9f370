import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { uploadAndCreate } from '../support/photos';
import { twinTables } from '../support/twin-tables';
import '../support/twin-context';
import { pngBytes } from '../fixtures/files';

// List on eBay's routes on the twin (docs/product.md#list-on-ebay): the gateway with real
// tokens, the ebay-listings function, the real tables and the eBay stand-in the twin starts.
// The use cases' cases against the stand-in are in list-on-ebay.test.ts.

const twin = inject('twin');
let seller: TestUser;
let stranger: TestUser;

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

/** A saved denim jacket of the user's: eBay's stand-in suggests its jacket category. */
async function savedJacket(user: TestUser): Promise<{ id: string }> {
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
  return saved.body;
}

const send = (user: TestUser, id: string, step: 'prepare' | 'publish', body: unknown = {}) =>
  callApi(twin, 'POST', `/api/listings/${id}/ebay/${step}`, { token: user.accessToken, body });

let jacket: { id: string };

beforeAll(async () => {
  [seller, stranger] = await Promise.all([
    createSignedInUser(twin, 'ebay-list-seller'),
    createSignedInUser(twin, 'ebay-list-stranger'),
  ]);
  jacket = await savedJacket(seller);
});

describe('List on eBay through the API', () => {
  it('answers 409 with the sentence while the seller has not connected eBay', async () => {
    const answer = await send(seller, jacket.id, 'prepare');
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(ebayListingTexts.notConnected);
  });

  it('answers 404 for another user’s item, connected or not', async () => {
    await connectEbay(seller);
    await connectEbay(stranger);
    for (const step of ['prepare', 'publish'] as const) {
      expect((await send(stranger, jacket.id, step)).status).toBe(404);
    }
  });

  it('refuses an unknown field with a 400', async () => {
    const answer = await send(seller, jacket.id, 'prepare', { title: 'Cheaper jacket' });
    expect(answer.status).toBe(400);
  });

  it('prepares: the missing item specific with eBay’s values, the postcode asked, no fees yet', async () => {
    const answer = await send(seller, jacket.id, 'prepare');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.missingAspects).toEqual([
      { name: 'Department', values: ['Men', 'Women', 'Boys', 'Girls'] },
    ]);
    expect(answer.body.needsPostcode).toBe(true);
    expect(answer.body.problems).toContain(ebayListingTexts.missingAspect('Department'));
    expect(answer.body.fees).toBeUndefined();
  });

  it('shows the fees once nothing is missing, then publishes and writes the life', async () => {
    const choices = { aspects: { Department: 'Men' }, postcode: 'SW1A 1AA' };
    const prepared = await send(seller, jacket.id, 'prepare', choices);
    expect(prepared.body.problems).toEqual([]);
    expect(prepared.body.fees).toEqual(
      expect.arrayContaining([expect.objectContaining({ currency: 'GBP' })]),
    );

    const published = await send(seller, jacket.id, 'publish', choices);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.life).toMatchObject({
      state: 'listed',
      postings: [
        { marketplace: 'ebay', url: expect.stringMatching(/^https:\/\/www\.ebay\.co\.uk\/itm\/\d+$/) },
      ],
    });
    const { Item } = await twinTables(twin).send(
      new GetCommand({
        TableName: twin.env.listingsTable!,
        Key: { userId: seller.sub, id: `listing#${jacket.id}` },
      }),
    );
    expect(Item?.life).toMatchObject({ state: 'listed' });
  });

  it('a new price reaches eBay on the seller’s word; another user’s item is a 404', async () => {
    await callApi(twin, 'PUT', `/api/listings/${jacket.id}`, {
      token: seller.accessToken,
      body: { user_fields: { price: '19.5' } },
    });
    const route = `/api/listings/${jacket.id}/ebay/price`;
    expect((await callApi(twin, 'POST', route, { token: stranger.accessToken })).status).toBe(404);
    const changed = await callApi(twin, 'POST', route, { token: seller.accessToken });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  });

  it('sold elsewhere: the life route keeps the eBay reminder, the withdraw route ticks it', async () => {
    const item = await callApi(twin, 'GET', `/api/listings/${jacket.id}`, { token: seller.accessToken });
    const sold = await callApi(twin, 'POST', `/api/listings/${jacket.id}/life`, {
      token: seller.accessToken,
      body: {
        event: { type: 'sell', price_minor: 2000, currency: 'GBP', where: 'elsewhere' },
        seen: item.body.updated_at,
      },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(sold.body.life).toMatchObject({ state: 'sold', to_take_down: [{ marketplace: 'ebay' }] });

    const route = `/api/listings/${jacket.id}/ebay/withdraw`;
    expect((await callApi(twin, 'POST', route, { token: stranger.accessToken })).status).toBe(404);
    const ended = await callApi(twin, 'POST', route, { token: seller.accessToken });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.life).toMatchObject({
      state: 'sold',
      to_take_down: [],
      ended_for_you: [{ marketplace: 'ebay' }],
    });
  });
});
