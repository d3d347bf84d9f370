import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '#lambdas/listings/handler.ts';
import { changeLife } from '#lambdas/listings/change-life.ts';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import { storedListing } from '#tests/support/listing-builder.ts';
import {
  accessClaims,
  fixtureEvent,
  fixtureListingId,
  fixtureUser,
  invoke,
  otherUser,
} from './lambda-test-kit';

// POST /api/listings/{id}/life (docs/product.md#item-life) against the in-memory ports: the
// state machine decides, the write is made from the version the client saw, and only the
// caller's own saved item changes. The emulators' run: tests/integration/item-life.test.ts.

let services: InMemoryServices;
const version = '2026-11-22T10:00:00.000Z';
const vinted = 'https://www.vinted.co.uk/items/123-oak-chair';
const caller = { userId: fixtureUser.sub, username: fixtureUser.sub };

beforeEach(() => {
  services = useInMemoryServices();
});
afterEach(() => resetServices());

const saved = (changes = {}) => storedListing(fixtureListingId, { stage: 'saved', ...changes });
const post = (body: unknown, claims?: Record<string, string>) =>
  invoke(handler, fixtureEvent('listings-change-life', { body, ...(claims ? { claims } : {}) }));

describe('POST /api/listings/{id}/life', () => {
  it('lists a saved item: answers the item with its life, and stores it with a new version', async () => {
    services.listings.seed(saved());

    const reply = await post({ event: { type: 'list', marketplace: 'vinted', url: vinted }, seen: version });

    expect(reply.status).toBe(200);
    expect(reply.body.life).toEqual({
      state: 'listed',
      postings: [{ marketplace: 'vinted', listed_at: expect.any(String), url: vinted }],
    });
    expect(reply.body.updated_at).not.toBe(version);
    const stored = await services.listings.get(fixtureUser.sub, fixtureListingId);
    expect(stored?.life).toEqual(reply.body.life);
    expect(stored?.updated_at).toBe(reply.body.updated_at);
  });

  it('answers a saved item stored without a life as saved, on every read', async () => {
    services.listings.seed(saved());

    const reply = await invoke(handler, fixtureEvent('listings-get'));

    expect(reply.body.life).toEqual({ state: 'saved' });
  });

  it('refuses a stale version with a 409 and its reason, and writes nothing', async () => {
    services.listings.seed(saved());

    const reply = await post({ event: { type: 'keep' }, seen: '2026-11-22T09:00:00.000Z' });

    expect(reply.status).toBe(409);
    expect(reply.body.error).toEqual({
      code: 'conflict',
      message: 'This item was changed somewhere else. Look at it again, then make your change.',
    });
    expect((await services.listings.get(fixtureUser.sub, fixtureListingId))?.life).toBeUndefined();
  });

  it("answers another user's item as not found, and leaves it as it was", async () => {
    services.listings.seed(saved({ user_id: otherUser.sub }));

    const reply = await post({ event: { type: 'keep' }, seen: version }, accessClaims(fixtureUser.sub));
    expect(reply.status).toBe(404);
    expect(reply.body.error.message).toBe('Listing not found.');
    expect((await services.listings.get(otherUser.sub, fixtureListingId))?.life).toBeUndefined();
  });

  it("gives the state machine's refusal as a 400 with its reason", async () => {
    services.listings.seed(saved());
    const refused = async (event: unknown) => (await post({ event, seen: version })).body.error;

    expect(await refused({ type: 'take_down', marketplace: 'vinted' })).toEqual({
      code: 'bad_request',
      message: 'An item that is saved cannot be taken down.',
    });
    expect(
      (await refused({ type: 'list', marketplace: 'vinted', url: 'https://depop.com/p/1' })).message,
    ).toBe('That address is not a Vinted listing.');
    // The UK's catalogue: Mercari sells in the US only.
    expect((await refused({ type: 'list', marketplace: 'mercari' })).message).toBe(
      'Unknown marketplace: mercari.',
    );
    services.listings.seed(saved({ stage: 'ready' }));
    expect((await refused({ type: 'keep' })).message).toBe('Save the item first.');
  });

  it("takes the marketplaces of the item's country", async () => {
    services.listings.seed(saved({ country: 'US', currency: 'USD' }));

    const reply = await post({ event: { type: 'list', marketplace: 'mercari' }, seen: version });

    expect(reply.status).toBe(200);
    expect(reply.body.life.postings[0].marketplace).toBe('mercari');
  });

  it("refuses a sale in another currency than the item's", async () => {
    services.listings.seed(saved());
    const sell = (currency: string) => ({ type: 'sell', price_minor: 1200, currency, where: 'elsewhere' });

    const reply = await post({ event: sell('USD'), seen: version });

    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe("The price must be in the item's currency, GBP.");
    expect((await post({ event: sell('GBP'), seen: version })).body.life.sale).toMatchObject({
      price_minor: 1200,
      currency: 'GBP',
    });
  });

  it('refuses a body of another shape with the field that is wrong', async () => {
    services.listings.seed(saved());
    const message = async (body: unknown) => (await post(body)).body.error.message;

    expect(await message({ event: { type: 'keep' } })).toBe(
      'seen: must be the updated_at of the item the change was made from.',
    );
    expect(await message({ event: { type: 'burn' }, seen: version })).toBe(
      'event.type: must be one of list, take_down, sell, give_away, keep, relist.',
    );
    expect(await message({ event: { type: 'keep', marketplace: 'x' }, seen: version })).toMatch(/^event/);
    expect(await message({ event: { type: 'keep' }, seen: version, extra: 1 })).toMatch(/extra/);
  });
});

describe('changeLife, when the item changes between its read and its write', () => {
  it('is a 409 when it changed meanwhile, and a 404 when it went', async () => {
    services.listings.seed(saved());
    const write = vi.spyOn(services.listings, 'changeLife').mockResolvedValueOnce(undefined);
    const request = { event: { type: 'keep' as const }, seen: version };

    await expect(changeLife(services, caller, fixtureListingId, request)).rejects.toMatchObject({
      status: 409,
      message: 'This item was changed somewhere else. Look at it again, then make your change.',
    });

    write.mockImplementationOnce(async (seen) => {
      await services.listings.markDeleted(seen.user_id, seen.id, '2099-01-01T00:00:00.000Z');
      return undefined;
    });
    await expect(changeLife(services, caller, fixtureListingId, request)).rejects.toMatchObject({
      status: 404,
    });
  });
});
