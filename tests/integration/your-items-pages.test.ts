import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BROWSE_LOOK_LIMIT } from '#domain/listings-browse.ts';
import { EXPORT_PAGE_SIZE, LISTINGS_PAGE_SIZE } from '#domain/api-types.ts';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { listedLife, seedItems, soldLife, type SeedItem } from '../support/seed-lives';
import '../support/twin-context';

// Your Items a page at a time on the emulators (docs/product.md#your-items): a view's and a
// sort's cursor pages, a search that stops looking and says so, the summary's counts and
// money made, and the records' pages; each one the caller's own.

const twin = inject('twin');
let carol: TestUser;
let dave: TestUser;
let erin: TestUser;
let carolsForSale: string[];
let carolsSold: string[];

const get = (user: TestUser, path: string) => callApi(twin, 'GET', path, { token: user.accessToken });
const ids = (body: { listings: { id: string }[] }) => body.listings.map((listing) => listing.id);

/** Every page of a query, following the cursors; the ids in the order served. */
async function walk(user: TestUser, query: string): Promise<{ seen: string[]; pages: number }> {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const reply = await get(user, `/api/listings?${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(reply.status).toBe(200);
    expect(reply.body.listings.length).toBeLessThanOrEqual(LISTINGS_PAGE_SIZE);
    seen.push(...ids(reply.body));
    cursor = reply.body.nextCursor;
    pages += 1;
  } while (cursor);
  return { seen, pages };
}

const thisMonth = new Date().toISOString();

beforeAll(async () => {
  [carol, dave, erin] = await Promise.all([
    createSignedInUser(twin, 'carol'),
    createSignedInUser(twin, 'dave'),
    createSignedInUser(twin, 'erin'),
  ]);
  // Carol: 40 for sale and 35 sold, interleaved, so each view's pages skip the other's items.
  const carols: SeedItem[] = Array.from({ length: 75 }, (_, i) =>
    i % 2 === 0 && i < 70
      ? {
          title: `Sold thing ${i}`,
          price: '10.00',
          life: soldLife(10 + i, 'vinted', `2026-10-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z`),
        }
      : {
          title: `Shelf thing ${i}`,
          price: `${i}.00`,
          life: listedLife('2026-11-01T09:00:00.000Z', 'depop'),
        },
  );
  const carolIds = await seedItems(twin, carol.sub, carols);
  carolsForSale = carolIds.filter((_, i) => carols[i]!.title.startsWith('Shelf'));
  carolsSold = carolIds.filter((_, i) => carols[i]!.title.startsWith('Sold'));
  // Dave: the one lamp for sale lies behind more sold items than a request looks at.
  await seedItems(twin, dave.sub, [
    { title: 'Brass lamp', price: '20.00' },
    ...Array.from({ length: BROWSE_LOOK_LIMIT + 20 }, (_, i) => ({
      title: `Record ${i}`,
      life: soldLife(3, 'depop', '2026-09-01T10:00:00.000Z'),
    })),
  ]);
  // Erin: what the summary adds up.
  await seedItems(twin, erin.sub, [
    { title: 'Chair', life: soldLife(35, 'vinted', '2026-10-02T10:00:00.000Z') },
    { title: 'Scarf', life: soldLife(8.5, 'depop', thisMonth) },
    { title: 'Tent', life: soldLife(55, 'elsewhere', '2026-09-01T10:00:00.000Z') },
    { title: 'Euro lamp', life: soldLife(12, 'vinted', thisMonth, 'EUR') },
    { title: 'Kettle', life: { state: 'given_away', at: '2026-11-04T10:00:00.000Z', to_take_down: [] } },
    { title: 'Game', life: { state: 'kept', at: '2026-11-05T10:00:00.000Z', to_take_down: [] } },
    { title: 'Mug', life: listedLife('2026-11-01T09:00:00.000Z', 'vinted') },
    { title: 'Old print' },
    { title: 'New photo', stage: 'ready' },
  ]);
});

describe("a view's pages", () => {
  it('For sale walks its 40 items once, newest first, in two pages', async () => {
    const { seen, pages } = await walk(carol, 'view=for_sale');
    expect(pages).toBe(2);
    expect(seen).toEqual([...carolsForSale].reverse());
  });

  it('Sold walks its 35 items once, newest sale first, through the index', async () => {
    const { seen, pages } = await walk(carol, 'view=sold');
    expect(pages).toBe(2);
    expect(new Set(seen)).toEqual(new Set(carolsSold));
    expect(seen).toHaveLength(carolsSold.length);
  });

  it('a price sort pages through the whole view, highest first', async () => {
    const { seen } = await walk(carol, 'view=for_sale&sort=price');
    expect(seen).toEqual([...carolsForSale].reverse()); // each one's price is its place: newest dearest
  });

  it('a search pages too', async () => {
    const { seen } = await walk(carol, 'view=all&q=shelf');
    expect(seen).toEqual([...carolsForSale].reverse());
  });
});

describe('a search behind more items than a request looks at', () => {
  it('comes back short and partial, and the cursor finds it further back', async () => {
    const first = await get(dave, '/api/listings?view=for_sale&q=lamp');
    expect(first.status).toBe(200);
    expect(first.body.listings).toEqual([]);
    expect(first.body.partial).toBe(true);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const further = await get(dave, `/api/listings?view=for_sale&q=lamp&cursor=${first.body.nextCursor}`);
    expect(further.body.listings.map((l: { user_fields: { title: string } }) => l.user_fields.title)).toEqual(
      ['Brass lamp'],
    );
    expect(further.body.nextCursor).toBeNull();
    expect(further.body.partial).toBeUndefined();
  });
});

describe("a cursor that is not this query's own", () => {
  it("refuses Carol's cursor to Dave, and one of another view or search", async () => {
    const cursor = (await get(carol, '/api/listings?view=for_sale')).body.nextCursor as string;
    for (const [user, query] of [
      [dave, 'view=for_sale'],
      [carol, 'view=sold'],
      [carol, 'view=for_sale&q=shelf'],
      [carol, 'view=for_sale&sort=price'],
    ] as const) {
      const reply = await get(user, `/api/listings?${query}&cursor=${cursor}`);
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toContain('cursor is not valid');
    }
  });

  it('refuses an edited cursor', async () => {
    const cursor = (await get(carol, '/api/listings?view=for_sale')).body.nextCursor as string;
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const edited = Buffer.from(JSON.stringify({ ...decoded, p: { offset: 5 } })).toString('base64url');
    expect((await get(carol, `/api/listings?view=for_sale&cursor=${edited}`)).status).toBe(400);
  });
});

describe('the summary', () => {
  it('counts each view and adds up what sold: all time, this month, by marketplace', async () => {
    const reply = await get(erin, '/api/listings-summary');
    expect(reply.status).toBe(200);
    expect(reply.body.counts).toEqual({ for_sale: 2, sold: 4, given_away: 1, kept: 1, all: 9 });
    expect(reply.body.shifted).toBe(5);
    expect(reply.body.money.all_time).toEqual(
      expect.arrayContaining([
        // Kept: the sale elsewhere has no fee; Vinted's and Depop's fees are not known.
        { currency: 'GBP', total_minor: 3500 + 850 + 5500, count: 3, kept_minor: 5500, fee_unknown: 2 },
        { currency: 'EUR', total_minor: 1200, count: 1, kept_minor: 0, fee_unknown: 1 },
      ]),
    );
    expect(reply.body.money.this_month).toEqual(
      expect.arrayContaining([
        { currency: 'GBP', total_minor: 850, count: 1, kept_minor: 0, fee_unknown: 1 },
        { currency: 'EUR', total_minor: 1200, count: 1, kept_minor: 0, fee_unknown: 1 },
      ]),
    );
    const byPlace = Object.fromEntries(
      reply.body.money.by_marketplace.map((entry: { where: string; totals: unknown }) => [
        entry.where,
        entry.totals,
      ]),
    );
    expect(byPlace).toEqual({
      vinted: expect.arrayContaining([
        { currency: 'GBP', total_minor: 3500, count: 1, kept_minor: 0, fee_unknown: 1 },
        { currency: 'EUR', total_minor: 1200, count: 1, kept_minor: 0, fee_unknown: 1 },
      ]),
      depop: [{ currency: 'GBP', total_minor: 850, count: 1, kept_minor: 0, fee_unknown: 1 }],
      elsewhere: [{ currency: 'GBP', total_minor: 5500, count: 1, kept_minor: 5500, fee_unknown: 0 }],
    });
  });

  it("is each user's own", async () => {
    const reply = await get(carol, '/api/listings-summary');
    expect(reply.body.counts).toEqual({ for_sale: 40, sold: 35, given_away: 0, kept: 0, all: 75 });
    expect(reply.body.money.by_marketplace.map((entry: { where: string }) => entry.where)).toEqual([
      'vinted',
    ]);
  });
});

describe('the records pages', () => {
  it('give every item once, oldest first, each with its life', async () => {
    const rows: { id: string; title: string; state: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply = await get(dave, `/api/listings-export${cursor ? `?cursor=${cursor}` : ''}`);
      expect(reply.status).toBe(200);
      expect(reply.body.rows.length).toBeLessThanOrEqual(EXPORT_PAGE_SIZE);
      rows.push(...reply.body.rows);
      cursor = reply.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(1);
    expect(rows).toHaveLength(BROWSE_LOOK_LIMIT + 21);
    expect(rows[0]).toMatchObject({ title: 'Brass lamp', state: 'saved', sold_at: null });
    expect(rows[1]).toMatchObject({
      title: 'Record 0',
      state: 'sold',
      sold_price_minor: 300,
      sold_where: 'depop',
    });
  });

  it("refuse another user's cursor and an unknown parameter", async () => {
    const erinsRows = await get(erin, '/api/listings-export');
    expect(erinsRows.body.rows.map((row: { title: string }) => row.title)).not.toContain('Brass lamp');
    const carols = await get(carol, '/api/listings?view=for_sale');
    expect((await get(carol, `/api/listings-export?cursor=${carols.body.nextCursor}`)).status).toBe(400);
    expect((await get(carol, '/api/listings-export?view=sold')).status).toBe(400);
  });
});
