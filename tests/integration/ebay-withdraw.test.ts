import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EBAY_SCOPES } from '#domain/ebay-connection.ts';
import type { ItemLife } from '#domain/item-life.ts';
import { ebayListingTexts as texts } from '#domain/texts/ebay-listing.ts';
import { ContractCheck } from '#infra/local/ebay-stand-in/contract-check.ts';
import { EbayStandIn } from '#infra/local/ebay-stand-in/ebay-stand-in.ts';
import { changeEbayPrice } from '#lambdas/ebay-listings/ebay-price.ts';
import { endOnEbay } from '#lambdas/ebay-listings/end-on-ebay.ts';
import { publishEbayListing, type ListOnEbayServices } from '#lambdas/ebay-listings/list-on-ebay.ts';
import { CachedApplicationToken } from '#lambdas/lib/adapters/ebay/application-token.ts';
import { ebayListingsClient } from '#lambdas/lib/adapters/ebay/ebay-listings-client.ts';
import { EbayOAuthClient } from '#lambdas/lib/adapters/ebay/ebay-oauth-client.ts';
import { EbayNotConnectedError, type EbayAccess } from '#lambdas/lib/ports/ebay-access.ts';
import { changeLife } from '#lambdas/listings/change-life.ts';
import { InMemoryListingsRepository } from '../support/in-memory/in-memory-listings-repository';
import { InMemoryPhotoStore } from '../support/in-memory/in-memory-photo-store';
import { InMemoryProfilesRepository } from '../support/in-memory/in-memory-profiles-repository';
import { storedListing } from '../support/listing-builder';

// Sold elsewhere: the eBay listing the product published is ended on eBay's stand-in
// (docs/architecture/twin.md#the-ebay-stand-in); List it again publishes the same offer again; a
// new price reaches the offer. The real adapter and use cases, the items in memory, each
// seller's token one the stand-in issued. Every request body is checked against eBay's
// contracts here too, not only by the stand-in. The routes through the twin's gateway:
// ebay-listings-api.test.ts.

const app = { clientId: 'twin-client', clientSecret: 'twin-secret', ruName: 'Twin-RuName' };
const standIn = new EbayStandIn({
  app,
  acceptUrl: 'http://localhost:9/a',
  declineUrl: 'http://localhost:9/d',
});

function tokenFor(ebayUser: string): string {
  const { code } = standIn.oauth.issueCode(ebayUser, [...EBAY_SCOPES]);
  const basic = `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: app.ruName });
  return (standIn.oauth.token(basic, form).body as { access_token: string }).access_token;
}

class InMemoryEbayAccess implements EbayAccess {
  readonly tokens = new Map<string, string>();
  async accessTokenFor(userId: string): Promise<string> {
    const token = this.tokens.get(userId);
    if (!token) throw new EbayNotConnectedError();
    return token;
  }
}

const seller = { userId: 'user-withdraw-seller', username: 'seller' };
const other = { userId: 'user-withdraw-other', username: 'other' };
const EBAY_USER = 'withdraw-seller';
const access = new InMemoryEbayAccess();
const listings = new InMemoryListingsRepository();
let services: ListOnEbayServices;

const jacket = (id: string) =>
  storedListing(id, {
    user_id: seller.userId,
    stage: 'saved',
    ai_category: 'clothing and footwear',
    country: 'GB',
    currency: 'GBP',
    photos: [{ key: `${seller.userId}/${id}.jpg` }],
    image_key: `${seller.userId}/${id}.jpg`,
    user_fields: {
      title: 'Levi’s denim jacket',
      brand: 'Levi’s',
      size: 'M',
      condition: 'Very good condition',
      price: '25',
    },
  });

const SOLD = '01JWITHDRAW000000000000001';
const REFUSED = '01JWITHDRAW000000000000002';
const choices = { aspects: { Department: 'Men' }, postcode: 'SW1A 1AA' };
const offerOf = (sku: string) => standIn.sell.offersOf(EBAY_USER).find((offer) => offer.details.sku === sku);
const current = async (id: string) => (await listings.get(seller.userId, id))!;

/** The seller marks the item sold elsewhere (the life route), then the app asks eBay to end it. */
async function sellElsewhere(id: string) {
  const item = await current(id);
  const event = { type: 'sell' as const, price_minor: 2000, currency: 'GBP', where: 'elsewhere' };
  await changeLife(services, seller, id, { event, seen: item.updated_at });
  return endOnEbay(services, seller, id);
}

beforeAll(async () => {
  await standIn.start();
  const origins = { authOrigin: standIn.baseUrl, apiOrigin: standIn.baseUrl };
  const application = new CachedApplicationToken(new EbayOAuthClient({ ...app, ...origins }));
  const applicationToken = () => application.accessToken();
  access.tokens.set(seller.userId, tokenFor(EBAY_USER));
  access.tokens.set(other.userId, tokenFor('withdraw-other'));
  await listings.createOnce(jacket(SOLD));
  await listings.createOnce(jacket(REFUSED));
  services = {
    listings,
    photos: new InMemoryPhotoStore(),
    profiles: new InMemoryProfilesRepository(),
    ebayFor: (userId) => ebayListingsClient({ apiOrigin: standIn.baseUrl, access, userId, applicationToken }),
  };
});
afterAll(() => standIn.stop());

describe('sold elsewhere: the eBay listing ended by the product', () => {
  let firstListing: string | undefined;

  it('lists on eBay, the posting holding eBay’s offer', async () => {
    const listed = await publishEbayListing(services, seller, SOLD, choices);
    firstListing = offerOf(SOLD)?.listingId;
    expect(offerOf(SOLD)).toMatchObject({ status: 'PUBLISHED' });
    expect(listed.life).toMatchObject({
      state: 'listed',
      postings: [{ marketplace: 'ebay', ebay_offer_id: offerOf(SOLD)?.offerId }],
    });
  });

  it('a new price reaches the offer; another user’s token cannot change it (404)', async () => {
    await listings.update(seller.userId, SOLD, { user_fields: { price: '19.5' } }, new Date().toISOString());
    await expect(changeEbayPrice(services, other, SOLD)).rejects.toMatchObject({ status: 404 });
    await changeEbayPrice(services, seller, SOLD);
    expect(offerOf(SOLD)?.details.pricingSummary?.price).toEqual({ value: '19.50', currency: 'GBP' });
    expect(offerOf(SOLD)).toMatchObject({ status: 'PUBLISHED', listingId: firstListing });
  });

  it('another user’s token cannot end it (404), and nothing reaches eBay', async () => {
    const item = await current(SOLD);
    const before = standIn.requests.length;
    await expect(endOnEbay(services, other, SOLD)).rejects.toMatchObject({ status: 404 });
    expect(standIn.requests.length).toBe(before);
    expect(item.life?.state).toBe('listed');
  });

  it('marked sold elsewhere: the offer is withdrawn (unpublished) and the eBay reminder ticked', async () => {
    const sold = await sellElsewhere(SOLD);
    expect(offerOf(SOLD)).toMatchObject({ status: 'UNPUBLISHED', endedListings: [firstListing] });
    expect(offerOf(SOLD)?.listingId).toBeUndefined();
    const life = sold.life as Extract<ItemLife, { state: 'sold' }>;
    expect(life.to_take_down).toEqual([]);
    expect(life.ended_for_you).toMatchObject([{ marketplace: 'ebay' }]);
  });

  it('List it again, then List on eBay: the same offer published again, a new listing id, no second offer', async () => {
    const item = await current(SOLD);
    await changeLife(services, seller, SOLD, {
      event: { type: 'relist', marketplace: 'vinted' },
      seen: item.updated_at,
    });
    const again = await publishEbayListing(services, seller, SOLD, choices);
    const offers = standIn.sell.offersOf(EBAY_USER).filter((offer) => offer.details.sku === SOLD);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ status: 'PUBLISHED' });
    expect(offers[0]?.listingId).not.toBe(firstListing);
    expect(again.life).toMatchObject({
      state: 'listed',
      postings: expect.arrayContaining([
        expect.objectContaining({ marketplace: 'ebay', url: expect.stringContaining(offers[0]!.listingId!) }),
      ]),
    });
  });
});

describe('when eBay refuses to end it', () => {
  it('the reminder stays with the reason, the sale is kept, and the offer is still live', async () => {
    await publishEbayListing(services, seller, REFUSED, choices);
    standIn.sell.refuseNext(EBAY_USER, 'withdrawOffer');
    const sold = await sellElsewhere(REFUSED);
    expect(sold.life).toMatchObject({
      state: 'sold',
      to_take_down: [{ marketplace: 'ebay', not_ended: texts.notEnded }],
    });
    expect(offerOf(REFUSED)).toMatchObject({ status: 'PUBLISHED' });
  });
});

describe('eBay’s contracts', () => {
  it('every Sell request the product sent is one of the contracts’ operations, its body valid, and answered', () => {
    const check = new ContractCheck();
    const headers = { 'content-type': 'application/json', 'content-language': 'en-GB' };
    const withdrawals = standIn.requests.filter((r) => r.operationId === 'withdrawOffer');
    expect(withdrawals.map((r) => r.status)).toEqual([200, 500]);
    expect(standIn.requests.some((r) => r.operationId === 'bulkUpdatePriceQuantity')).toBe(true);
    // Taxonomy has no contract among eBay's files here (its types are written by hand).
    for (const request of standIn.requests.filter((r) => r.url.startsWith('/sell/'))) {
      const verdict = check.check({ method: request.method, url: request.url, headers, body: request.body });
      expect(verdict, `${request.method} ${request.url}`).toMatchObject({ ok: true });
      expect(request.status, `${request.method} ${request.url}`).not.toBe(501);
    }
  });
});
