import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LISTINGS_PAGE_SIZE } from '#domain/api-types.ts';
import { LIFE_DATE_CLOCK_ALLOWANCE_MS } from '#domain/constants.ts';
import { lifeReasons } from '#domain/item-life.ts';
import { callApi } from '../support/api-client';
import { expectError } from '../support/catalogue-kit';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { seedItems } from '../support/seed-lives';
import '../support/twin-context';

// The dates an event of the item's life gives, on the emulators through the gateway
// (docs/product.md#item-life): a date that is not ISO 8601 with a four-digit year, one before
// the item was added or one past now and the clock allowance is a 400 that changes nothing,
// and the Sold view then pages with every cursor it hands out.

const twin = inject('twin');
let gina: TestUser;
let ginasItems: string[];

type Row = { id: string; updated_at: string; created_at: string; life?: Record<string, unknown> };

const read = async (id: string) =>
  (await callApi(twin, 'GET', `/api/listings/${id}`, { token: gina.accessToken })).body as Row;

const soldPage = (cursor: string | null) =>
  callApi(twin, 'GET', `/api/listings?view=sold${cursor ? `&cursor=${cursor}` : ''}`, {
    token: gina.accessToken,
  });

const sell = (row: Row, at: string) =>
  callApi(twin, 'POST', `/api/listings/${row.id}/life`, {
    token: gina.accessToken,
    body: {
      event: { type: 'sell', price_minor: 1250, currency: 'GBP', where: 'vinted', at },
      seen: row.updated_at,
    },
  });

/** `seconds` after the item was added: always between its creation and now plus the allowance. */
const after = (row: Row, seconds: number) =>
  new Date(Date.parse(row.created_at) + seconds * 1000).toISOString();

beforeAll(async () => {
  gina = await createSignedInUser(twin, 'life-dates-gina');
  ginasItems = await seedItems(
    twin,
    gina.sub,
    Array.from({ length: LISTINGS_PAGE_SIZE + 5 }, (_, i) => ({ title: `Lamp ${i}` })),
  );
});

describe('a date given for a sale', () => {
  it.each([
    ['a negative year', '-000001-01-01T00:00:00Z', lifeReasons.badDate],
    ['a six-digit year', '+002026-11-21T00:00:00Z', lifeReasons.badDate],
    ['a bare number', '1', lifeReasons.badDate],
    ['a day that does not exist', '2026-02-30', lifeReasons.badDate],
    ['a date before the item was added', '0001-01-01', lifeReasons.beforeAdded],
    ['a date far in the future', '9999-12-31T00:00:00Z', lifeReasons.futureDate],
  ])('refuses %s with a 400 and leaves the item unsold', async (_name, at, reason) => {
    const row = await read(ginasItems[0]!);
    expectError(await sell(row, at), 400, 'bad_request', reason);
    expect((await read(row.id)).life).toEqual({ state: 'saved' });
  });

  it('refuses a date past now and the clock allowance', async () => {
    const row = await read(ginasItems[0]!);
    const tooLate = new Date(Date.now() + LIFE_DATE_CLOCK_ALLOWANCE_MS + 60_000).toISOString();
    expectError(await sell(row, tooLate), 400, 'bad_request', lifeReasons.futureDate);
  });
});

describe('the Sold view after sales with given dates', () => {
  it('pages with the cursors it hands out, newest sale first, every item once', async () => {
    for (const [i, id] of ginasItems.entries()) {
      const row = await read(id);
      const answer = await sell(row, after(row, i));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const reply = await soldPage(cursor);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      seen.push(...reply.body.listings.map((listing: { id: string }) => listing.id));
      cursor = reply.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ginasItems].reverse());
  });
});
