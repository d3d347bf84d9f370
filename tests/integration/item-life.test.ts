import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { expectError } from '../support/catalogue-kit';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { uploadAndCreate } from '../support/photos';
import '../support/twin-context';
import { twinTables } from '../support/twin-tables';
import { pngBytes } from '../fixtures/files';

// POST /api/listings/{id}/life on the emulators, through the gateway with real tokens
// (docs/product.md#item-life): every transition, each refused for another user's item and for
// a stale version; `life`, `life_state` and `sold_at` stored together; an item stored without
// a life reads as saved and can be listed.

const twin = inject('twin');
let alice: TestUser;
let bob: TestUser;

const staleText = 'This item was changed somewhere else. Look at it again, then make your change.';
const vintedUrl = 'https://www.vinted.co.uk/items/4242-oak-chair';
const facebookUrl = 'https://www.facebook.com/marketplace/item/987654';

beforeAll(async () => {
  [alice, bob] = await Promise.all([
    createSignedInUser(twin, 'life-alice'),
    createSignedInUser(twin, 'life-bob'),
  ]);
});

type Row = { id: string; created_at: string; updated_at: string; life?: Record<string, any> };

/** A saved item of the user's, as the API answers it (saving writes no life). */
async function savedItem(user: TestUser, name: string): Promise<Row> {
  const created = await uploadAndCreate(twin, user.accessToken, pngBytes, name);
  const saved = await callApi(twin, 'PUT', `/api/listings/${created.id}`, {
    token: user.accessToken,
    body: { stage: 'saved', user_fields: { title: 'Oak chair', price: '25.00' } },
  });
  expect(saved.status).toBe(200);
  return saved.body;
}

const change = (user: TestUser, row: Row, event: unknown, seen = row.updated_at) =>
  callApi(twin, 'POST', `/api/listings/${row.id}/life`, { token: user.accessToken, body: { event, seen } });

/** Applies the event to the item as last answered; the new answer. */
async function step(row: Row, event: unknown): Promise<Row> {
  const answer = await change(alice, row, event);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** The item as DynamoDB holds it. */
async function stored(user: TestUser, id: string) {
  const { Item } = await twinTables(twin).send(
    new GetCommand({ TableName: twin.env.listingsTable!, Key: { userId: user.sub, id: `listing#${id}` } }),
  );
  return Item!;
}

const read = async (user: TestUser, id: string) =>
  (await callApi(twin, 'GET', `/api/listings/${id}`, { token: user.accessToken })).body as Row;

describe('an item stored without a life', () => {
  it('reads as saved, in the list and alone, and can be listed', async () => {
    const row = await savedItem(alice, 'old-shape.png');
    expect(await stored(alice, row.id)).not.toHaveProperty('life');
    expect(row.life).toEqual({ state: 'saved' });
    const list = await callApi(twin, 'GET', '/api/listings', { token: alice.accessToken });
    expect(list.body.listings.find((l: Row) => l.id === row.id).life).toEqual({ state: 'saved' });

    const listed = await step(row, { type: 'list', marketplace: 'vinted' });
    expect(listed.life).toEqual({
      state: 'listed',
      postings: [{ marketplace: 'vinted', listed_at: expect.any(String) }],
    });
  });
});

describe('every transition, stored with its state and sale date', () => {
  it('lists on two marketplaces, sells on one, ticks the other off, relists, takes down', async () => {
    let row = await savedItem(alice, 'walk.png');
    row = await step(row, { type: 'list', marketplace: 'vinted', url: vintedUrl });
    // A day given without a time: the day the item was added is the earliest it may name.
    const addedOn = row.created_at.slice(0, 10);
    row = await step(row, { type: 'list', marketplace: 'facebook', url: facebookUrl, at: addedOn });
    expect(row.life!.postings.map((p: { url: string }) => p.url)).toEqual([vintedUrl, facebookUrl]);
    expect(await stored(alice, row.id)).toMatchObject({ life_state: 'listed', life: row.life });

    row = await step(row, { type: 'sell', price_minor: 2250, currency: 'GBP', where: 'vinted' });
    expect(row.life).toMatchObject({
      state: 'sold',
      sale: { price_minor: 2250, currency: 'GBP', where: 'vinted' },
      to_take_down: [{ marketplace: 'facebook', url: facebookUrl }],
    });
    const sold = await stored(alice, row.id);
    expect(sold).toMatchObject({ life_state: 'sold', sold_at: row.life!.sale.sold_at, life: row.life });

    row = await step(row, { type: 'take_down', marketplace: 'facebook' });
    expect(row.life!.to_take_down).toEqual([]);

    // The sale fell through: listed again, and no longer sold.
    row = await step(row, { type: 'relist', marketplace: 'depop' });
    expect(row.life).toMatchObject({ state: 'listed', postings: [{ marketplace: 'depop' }] });
    const relisted = await stored(alice, row.id);
    expect(relisted.life_state).toBe('listed');
    expect(relisted).not.toHaveProperty('sold_at');

    row = await step(row, { type: 'take_down', marketplace: 'depop' });
    expect(row.life).toEqual({ state: 'saved' });
    expect((await stored(alice, row.id)).life_state).toBe('saved');
  });

  it('gives away, relists, keeps: each with what is still live to take down', async () => {
    let row = await savedItem(alice, 'give.png');
    row = await step(row, { type: 'list', marketplace: 'ebay' });
    row = await step(row, { type: 'give_away' });
    expect(row.life).toMatchObject({ state: 'given_away', to_take_down: [{ marketplace: 'ebay' }] });
    expect((await stored(alice, row.id)).life_state).toBe('given_away');
    row = await step(row, { type: 'relist', marketplace: 'vinted' });
    expect(row.life!.postings.map((p: { marketplace: string }) => p.marketplace)).toEqual(['ebay', 'vinted']);
    row = await step(row, { type: 'keep' });
    expect(row.life).toMatchObject({
      state: 'kept',
      to_take_down: [{ marketplace: 'ebay' }, { marketplace: 'vinted' }],
    });
    expect(await read(alice, row.id)).toMatchObject({ life: row.life, updated_at: row.updated_at });
  });

  it('sells a saved item never listed, elsewhere, with nothing to take down', async () => {
    const row = await step(await savedItem(alice, 'elsewhere.png'), {
      type: 'sell',
      price_minor: 500,
      currency: 'GBP',
      where: 'elsewhere',
    });
    expect(row.life).toMatchObject({ state: 'sold', to_take_down: [] });
  });

  it('refuses a transition outside the table, and an address of another marketplace, writing nothing', async () => {
    const row = await savedItem(alice, 'refused.png');
    const before = await stored(alice, row.id);
    expectError(
      await change(alice, row, { type: 'relist', marketplace: 'vinted' }),
      400,
      'bad_request',
      'An item that is saved cannot be relisted.',
    );
    expectError(
      await change(alice, row, { type: 'list', marketplace: 'vinted', url: facebookUrl }),
      400,
      'bad_request',
      'That address is not a Vinted listing.',
    );
    expect(await stored(alice, row.id)).toEqual(before);
  });
});

/** Each event, from a state that allows it, and the steps that reach that state. */
const transitions: [string, unknown[], unknown][] = [
  ['list', [], { type: 'list', marketplace: 'vinted', url: vintedUrl }],
  ['take_down', [{ type: 'list', marketplace: 'vinted' }], { type: 'take_down', marketplace: 'vinted' }],
  ['sell', [], { type: 'sell', price_minor: 1000, currency: 'GBP', where: 'elsewhere' }],
  ['give_away', [], { type: 'give_away' }],
  ['keep', [], { type: 'keep' }],
  ['relist', [{ type: 'keep' }], { type: 'relist', marketplace: 'depop' }],
];

describe.each(transitions)('%s', (type, before, event) => {
  let row: Row;

  beforeAll(async () => {
    row = await savedItem(alice, `guard-${type}.png`);
    for (const earlier of before) row = await step(row, earlier);
  });

  it("is 404 for another user's item, hers unchanged", async () => {
    const held = await stored(alice, row.id);
    expectError(await change(bob, row, event), 404, 'not_found', 'Listing not found.');
    expect(await stored(alice, row.id)).toEqual(held);
  });

  it('is 409 for a stale version, the item unchanged; then done from the current one', async () => {
    const held = await stored(alice, row.id);
    expectError(await change(alice, row, event, '2026-01-01T00:00:00.000Z'), 409, 'conflict', staleText);
    expect(await stored(alice, row.id)).toEqual(held);

    // A field saved on another device makes the version this client holds stale.
    const edited = await callApi(twin, 'PUT', `/api/listings/${row.id}`, {
      token: alice.accessToken,
      body: { user_fields: { description: 'Edited elsewhere.' } },
    });
    expectError(await change(alice, row, event), 409, 'conflict', staleText);
    expect((await step(edited.body, event)).life).not.toEqual(row.life);
  });
});
