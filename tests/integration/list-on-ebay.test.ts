import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EBAY_SCOPES } from '#domain/ebay-connection.ts';
import { EbayStandIn } from '#infra/local/ebay-stand-in/ebay-stand-in.ts';
import { CachedApplicationToken } from '#lambdas/lib/adapters/ebay/application-token.ts';
import { ebayListingsClient } from '#lambdas/lib/adapters/ebay/ebay-listings-client.ts';
import { EbayOAuthClient } from '#lambdas/lib/adapters/ebay/ebay-oauth-client.ts';
import { EbayNotConnectedError, type EbayAccess } from '#lambdas/lib/ports/ebay-access.ts';
import {
  prepareEbayListing,
  publishEbayListing,
  type ListOnEbayServices,
} from '#lambdas/ebay-listings/list-on-ebay.ts';
import { InMemoryListingsRepository } from '../support/in-memory/in-memory-listings-repository';
import { InMemoryPhotoStore } from '../support/in-memory/in-memory-photo-store';
import { InMemoryProfilesRepository } from '../support/in-memory/in-memory-profiles-repository';
import { storedListing } from '../support/listing-builder';

// List on eBay against the eBay stand-in (docs/architecture/twin.md#the-ebay-stand-in): the real
// adapter and use cases, the listings and photos in memory, each seller's token one the
// stand-in issued. Every request the product sent must have passed the stand-in's contract check.

const app = { clientId: 'twin-client', clientSecret: 'twin-secret', ruName: 'Twin-RuName' };
const standIn = new EbayStandIn({
  app,
  acceptUrl: 'http://localhost:9/a',
  declineUrl: 'http://localhost:9/d',
});

/** A token the stand-in issued to `ebayUser`, as the connection would have got it. */
function tokenFor(ebayUser: string): string {
  const { code } = standIn.oauth.issueCode(ebayUser, [...EBAY_SCOPES]);
  const basic = `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: app.ruName });
  const answer = standIn.oauth.token(basic, form);
  return (answer.body as { access_token: string }).access_token;
}

/** EbayAccess in memory: each product user's token, as the connection's token store hands it out. */
class InMemoryEbayAccess implements EbayAccess {
  readonly tokens = new Map<string, string>();
  async accessTokenFor(userId: string): Promise<string> {
    const token = this.tokens.get(userId);
    if (!token) throw new EbayNotConnectedError();
    return token;
  }
}

const seller = { userId: 'user-seller', username: 'seller' };
const other = { userId: 'user-other', username: 'other' };
const noReturns = { userId: 'user-no-returns', username: 'no-returns' };
const access = new InMemoryEbayAccess();
const listings = new InMemoryListingsRepository();
let services: ListOnEbayServices;

const jacket = (id: string, userId: string) =>
  storedListing(id, {
    user_id: userId,
    stage: 'saved',
    ai_category: 'clothing and footwear',
    country: 'GB',
    currency: 'GBP',
    photos: [{ key: `${userId}/1-front.jpg` }, { key: `${userId}/2-back.jpg` }],
    image_key: `${userId}/1-front.jpg`,
    user_fields: {
      title: 'Levi’s denim jacket',
      description: 'Classic trucker jacket, worn twice.',
      brand: 'Levi’s',
      size: 'M',
      colour: 'Blue',
      condition: 'Very good condition',
      price: '25',
    },
  });

const JACKET = '01JEBAYJACKET0000000000001';
const OTHER = '01JEBAYJACKET0000000000002';
const SOLD = '01JEBAYJACKET0000000000003';

let applicationToken: () => Promise<string>;

beforeAll(async () => {
  await standIn.start();
  const origins = { authOrigin: standIn.baseUrl, apiOrigin: standIn.baseUrl };
  const application = new CachedApplicationToken(new EbayOAuthClient({ ...app, ...origins }));
  applicationToken = () => application.accessToken();
  access.tokens.set(seller.userId, tokenFor('twin-seller'));
  access.tokens.set(other.userId, tokenFor('other-seller'));
  access.tokens.set(noReturns.userId, tokenFor('seller-without-returns'));
  standIn.sell.removePolicies('seller-without-returns', 'EBAY_GB', 'return');
  await listings.createOnce(jacket(JACKET, seller.userId));
  await listings.createOnce(jacket(OTHER, noReturns.userId));
  const sale = {
    price_minor: 2000,
    currency: 'GBP',
    where: 'elsewhere',
    sold_at: '2026-12-01T10:00:00.000Z',
  };
  await listings.createOnce({
    ...jacket(SOLD, seller.userId),
    image_key: `${seller.userId}/9-sold.jpg`,
    life: { state: 'sold', sale, to_take_down: [] },
  });
  services = {
    listings,
    photos: new InMemoryPhotoStore(),
    profiles: new InMemoryProfilesRepository(),
    ebayFor: (userId) => ebayListingsClient({ apiOrigin: standIn.baseUrl, access, userId, applicationToken }),
  };
});
afterAll(() => standIn.stop());

describe('List on eBay against the stand-in', () => {
  it('prepares: the suggested category, the missing item specific with eBay’s values, the condition, the postcode asked', async () => {
    const preparation = await prepareEbayListing(services, seller, JACKET, {});
    expect(preparation.categories[0]).toEqual({ categoryId: '57988', name: 'Coats, Jackets & Waistcoats' });
    expect(preparation.missingAspects).toEqual([
      { name: 'Department', values: ['Men', 'Women', 'Boys', 'Girls'] },
    ]);
    expect(preparation.condition).toMatchObject({ conditionId: '3000', label: 'Pre-owned - Good' });
    expect(preparation.needsPostcode).toBe(true);
    expect(preparation.problems).toContain('Fill in Department: eBay needs it for this category.');
    expect(preparation.fees).toBeUndefined();
  });

  it('shows eBay’s fees once nothing is missing', async () => {
    const preparation = await prepareEbayListing(services, seller, JACKET, {
      aspects: { Department: 'Men' },
      postcode: 'SW1A 1AA',
    });
    expect(preparation.problems).toEqual([]);
    expect(preparation.fees).toEqual([{ feeType: 'InsertionFee', value: '0.0', currency: 'GBP' }]);
    expect((await services.profiles.get(seller.userId))?.postcode).toBe('SW1A 1AA');
  });

  it('publishes, and the item’s life says listed on eBay with the live address', async () => {
    const listed = await publishEbayListing(services, seller, JACKET, { aspects: { Department: 'Men' } });
    expect(listed.life?.state).toBe('listed');
    const posting = listed.life?.state === 'listed' ? listed.life.postings[0] : undefined;
    expect(posting?.marketplace).toBe('ebay');
    expect(posting?.url).toMatch(/^https:\/\/www\.ebay\.co\.uk\/itm\/\d+$/);
  });

  it('sending again makes neither a second offer nor a second listing', async () => {
    const again = await publishEbayListing(services, seller, JACKET, { aspects: { Department: 'Men' } });
    const offers = standIn.sell.offersOf('twin-seller');
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ status: 'PUBLISHED' });
    expect(again.life?.state === 'listed' && again.life.postings).toHaveLength(1);
    expect(again.life?.state === 'listed' && again.life.postings[0]?.url).toContain(offers[0]!.listingId);
  });

  it('sends the photos in order as signed addresses eBay can fetch, and the SKU is the item’s id', async () => {
    const put = standIn.requests.filter((r) => r.operationId === 'createOrReplaceInventoryItem').at(-1)!;
    expect(put.url).toBe(`/sell/inventory/v1/inventory_item/${JACKET}`);
    const body = JSON.parse(put.body!) as { product: { imageUrls: string[]; title: string } };
    expect(body.product.imageUrls).toEqual([
      `https://photos.in-memory.test/${seller.userId}/1-front.jpg?signed`,
      `https://photos.in-memory.test/${seller.userId}/2-back.jpg?signed`,
    ]);
  });

  it('says so, with eBay’s page, when the seller has no return policy', async () => {
    const preparation = await prepareEbayListing(services, noReturns, OTHER, {
      aspects: { Department: 'Men' },
      postcode: 'M1 1AE',
    });
    expect(preparation.missingPolicies).toEqual(['return']);
    expect(preparation.policiesPage).toMatch(/^https:\/\/www\.ebay\.co\.uk\/help\//);
    expect(preparation.problems).toEqual([
      'Your eBay account has no return policy for this site yet: create one on eBay, then try again.',
    ]);
    await expect(
      publishEbayListing(services, noReturns, OTHER, { aspects: { Department: 'Men' } }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it('refuses another user’s item, and nothing reaches eBay through either connection', async () => {
    const before = standIn.requests.length;
    await expect(prepareEbayListing(services, other, JACKET, {})).rejects.toMatchObject({ status: 404 });
    await expect(publishEbayListing(services, other, JACKET, {})).rejects.toMatchObject({ status: 404 });
    expect(standIn.requests.length).toBe(before);
  });

  it('refuses an item already sold before anything reaches eBay', async () => {
    const before = standIn.requests.length;
    await expect(
      publishEbayListing(services, seller, SOLD, { aspects: { Department: 'Men' } }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'An item that is sold cannot be listed.',
    });
    expect(standIn.requests.length).toBe(before);
  });

  it('asks Taxonomy with the app’s token: the stand-in refuses a seller’s token there, as eBay does', async () => {
    const url = `${standIn.baseUrl}/commerce/taxonomy/v1/get_default_category_tree_id?marketplace_id=EBAY_GB`;
    const asSeller = await fetch(url, {
      headers: { Authorization: `Bearer ${access.tokens.get(seller.userId)}` },
    });
    expect(asSeller.status).toBe(401);
    const asApp = await fetch(url, { headers: { Authorization: `Bearer ${await applicationToken()}` } });
    expect(asApp.status).toBe(200);
    standIn.requests.splice(-2);
  });

  it('every request the product sent passed the contract check and was answered', () => {
    expect(standIn.requests.length).toBeGreaterThan(10);
    for (const request of standIn.requests) {
      expect(request.operationId, `${request.method} ${request.url}`).toBeDefined();
      expect(request.status, `${request.method} ${request.url}`).not.toBe(501);
    }
  });
});
