import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { handler } from '#lambdas/listings/handler.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import { fixtureEvent, fixtureImageKey, fixtureUser, invoke, sampleBytes } from './lambda-test-kit';

// A new item keeps the caller's country and its currency (docs/product.md#country-and-currency).

let services: InMemoryServices;

beforeEach(() => {
  services = useInMemoryServices();
  services.photos.put(fixtureImageKey, sampleBytes.jpeg, {
    size: sampleBytes.jpeg.length,
    contentType: 'image/jpeg',
  });
});
afterEach(() => resetServices());

const create = () =>
  invoke(handler, fixtureEvent('listings-create', { body: { imageKey: fixtureImageKey } }));

describe('POST /api/listings keeps the profile’s country', () => {
  it.each([
    ['CA', 'CA', 'CAD'],
    ['IE', 'IE', 'EUR'],
    ['XX', 'GB', 'GBP'],
  ])('a profile in %s makes an item in %s, priced in %s', async (stored, country, currency) => {
    // An unknown stored country (written before, or by hand) is the UK.
    await services.profiles.update(fixtureUser.sub, { country: stored as never }, '2026-11-27T00:00:00.000Z');
    const reply = await create();
    expect(reply.body).toMatchObject({ country, currency });
    expect((await services.listings.get(fixtureUser.sub, reply.body.id))?.currency).toBe(currency);
  });

  it('makes a UK item in pounds for a user who never set a country', async () => {
    const reply = await create();
    expect(reply.body).toMatchObject({ country: 'GB', currency: 'GBP' });
  });
});
