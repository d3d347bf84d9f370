import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { listedLife, seedItems, soldLife } from '../support/seed-lives';
import '../support/twin-context';

// Your Items' views, title search and sorts through GET /api/listings on the emulators
// (docs/product.md#your-items): each view holds exactly its items in its order, every answer
// is the caller's own, and a bad query is a clear 400.

const twin = inject('twin');
let alice: TestUser;
let bob: TestUser;
const a: Record<string, string> = {};

const list = (user: TestUser, query: string) =>
  callApi(twin, 'GET', `/api/listings?${query}`, { token: user.accessToken });
const titles = (body: { listings: { user_fields: { title?: string } }[] }) =>
  body.listings.map((listing) => listing.user_fields.title);

beforeAll(async () => {
  [alice, bob] = await Promise.all([createSignedInUser(twin, 'alice'), createSignedInUser(twin, 'bob')]);
  const names = [
    'Old brass lamp', // saved before the life existed: no life, no life_state
    'Blue mug',
    'Oak chair',
    'Desk lamp',
    'Wool scarf',
    'Kettle',
    'Board game',
    'Tent',
    'Review lamp',
  ];
  const ids = await seedItems(twin, alice.sub, [
    { title: names[0]!, price: '12.00' },
    { title: names[1]!, price: '4.00', life: listedLife('2026-11-01T09:00:00.000Z', 'vinted') },
    { title: names[2]!, price: '40.00', life: soldLife(35, 'vinted', '2026-10-02T10:00:00.000Z') },
    { title: names[3]!, price: '18.00', life: listedLife('2026-10-20T09:00:00.000Z', 'vinted', 'depop') },
    { title: names[4]!, price: '9.00', life: soldLife(8.5, 'depop', '2026-11-03T10:00:00.000Z') },
    {
      title: names[5]!,
      price: '6.00',
      life: { state: 'given_away', at: '2026-11-04T10:00:00.000Z', to_take_down: [] },
    },
    {
      title: names[6]!,
      price: '15.00',
      life: { state: 'kept', at: '2026-11-05T10:00:00.000Z', to_take_down: [] },
    },
    { title: names[7]!, price: '60.00', life: soldLife(55, 'elsewhere', '2026-09-01T10:00:00.000Z') },
    { title: names[8]!, price: '3.00', stage: 'ready' },
  ]);
  names.forEach((name, i) => (a[name] = ids[i]!));
  await seedItems(twin, bob.sub, [
    { title: 'Bob lamp', life: listedLife('2026-11-01T09:00:00.000Z', 'vinted') },
    { title: 'Bob bike', life: soldLife(120, 'facebook', '2026-11-02T10:00:00.000Z') },
  ]);
});

describe('the views, newest first', () => {
  it('For sale holds the saved and listed items, an old saved item with no life among them', async () => {
    const reply = await list(alice, 'view=for_sale');
    expect(reply.status).toBe(200);
    expect(titles(reply.body)).toEqual(['Desk lamp', 'Blue mug', 'Old brass lamp']);
    expect(reply.body.nextCursor).toBeNull();
    expect(reply.body.partial).toBeUndefined();
  });

  it('Sold holds the sold items, newest sale first, never one for sale', async () => {
    const reply = await list(alice, 'view=sold');
    expect(titles(reply.body)).toEqual(['Wool scarf', 'Oak chair', 'Tent']);
    expect(reply.body.listings[0].life).toMatchObject({ state: 'sold', sale: { price_minor: 850 } });
  });

  it('Given away and Kept hold theirs', async () => {
    expect(titles((await list(alice, 'view=given_away')).body)).toEqual(['Kettle']);
    expect(titles((await list(alice, 'view=kept')).body)).toEqual(['Board game']);
  });

  it('All holds every item, one not saved yet too', async () => {
    const reply = await list(alice, 'view=all');
    expect(titles(reply.body)).toEqual([
      'Review lamp',
      'Tent',
      'Board game',
      'Kettle',
      'Wool scarf',
      'Desk lamp',
      'Oak chair',
      'Blue mug',
      'Old brass lamp',
    ]);
  });
});

describe('the title search', () => {
  it('finds every word in any case, within the view', async () => {
    expect(titles((await list(alice, 'view=all&q=LAMP')).body)).toEqual([
      'Review lamp',
      'Desk lamp',
      'Old brass lamp',
    ]);
    expect(titles((await list(alice, 'view=for_sale&q=lamp%20brass')).body)).toEqual(['Old brass lamp']);
    expect(titles((await list(alice, 'view=sold&q=lamp')).body)).toEqual([]);
  });

  it("never finds another user's item", async () => {
    expect(titles((await list(bob, 'view=all&q=lamp')).body)).toEqual(['Bob lamp']);
    const text = JSON.stringify((await list(bob, 'view=all&q=a')).body);
    for (const id of Object.values(a)) expect(text).not.toContain(id);
  });
});

describe('the sorts', () => {
  it('price: highest first, a sold item at what it sold for', async () => {
    expect(titles((await list(alice, 'view=all&sort=price')).body)).toEqual([
      'Tent', // sold for 55
      'Oak chair', // sold for 35
      'Desk lamp',
      'Board game',
      'Old brass lamp',
      'Wool scarf', // sold for 8.50
      'Kettle',
      'Blue mug',
      'Review lamp',
    ]);
  });

  it('days listed: longest listed first, the items not listed after them, newest first', async () => {
    expect(titles((await list(alice, 'view=for_sale&sort=days_listed')).body)).toEqual([
      'Desk lamp',
      'Blue mug',
      'Old brass lamp',
    ]);
  });

  it('newest, said or not, is the order of before', async () => {
    const said = await list(alice, 'view=for_sale&sort=newest');
    expect(titles(said.body)).toEqual(titles((await list(alice, 'view=for_sale')).body));
  });
});

describe('Bob sees only his own', () => {
  it('in each view', async () => {
    expect(titles((await list(bob, 'view=for_sale')).body)).toEqual(['Bob lamp']);
    expect(titles((await list(bob, 'view=sold')).body)).toEqual(['Bob bike']);
    expect(titles((await list(bob, 'view=given_away')).body)).toEqual([]);
    expect(titles((await list(bob, 'view=all&sort=price')).body)).toEqual(['Bob bike', 'Bob lamp']);
  });
});

describe('a bad query', () => {
  it.each([
    ['view=bogus', 'view must be one of for_sale, sold, given_away, kept, all.'],
    ['view=sold&sort=cheapest', 'sort must be one of newest, price, days_listed.'],
    ['stage=ready&view=sold', 'stage cannot go with view, sort or q.'],
    [`view=all&q=${'a'.repeat(101)}`, 'The search can be at most 100 characters.'],
    ['view=all&colour=red', 'Unknown query parameter colour: use view, sort, q or cursor.'],
  ])('%s is a 400 that says why', async (query, message) => {
    const reply = await list(alice, query);
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(message);
  });

  it('without a token is a 401', async () => {
    const reply = await callApi(twin, 'GET', '/api/listings?view=sold');
    expect(reply.status).toBe(401);
  });
});
