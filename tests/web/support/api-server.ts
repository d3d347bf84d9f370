import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  LISTINGS_PAGE_SIZE,
  type EbayConnectionView,
  type EbayConsentReturn,
  type EbayListingPreparation,
  type EbayListingRequest,
  type ListingsResponse,
  type ProfileView,
  type ReplacePhotosRequest,
} from '#domain/api-types.ts';
import type { LifeChangeRequest, ReanalyzedListing } from '#domain/api-types.ts';
import {
  endedOnEbay,
  liveEbayOffer,
  notEndedOnEbay,
  offerToWithdraw,
  withEbayOffer,
} from '#domain/ebay-withdrawal.ts';
import { applyTransition } from '#domain/item-life.ts';
import { lifeMarketplacesFor } from '#domain/marketplace-host.ts';
import type { Barcode } from '#domain/barcode.ts';
import type { GeneratedListing, ApiListing } from '#domain/listing.ts';
import { ebayServerTexts, serverTexts } from '#domain/messages.ts';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';
import { MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';

const photoRefusals = serverTexts.photos;
import { fakeRoute } from './fake-route';
import { browseAnswer, exportAnswer, summaryAnswer } from './fake-your-items';

// The one API fake of the web tests (MSW): a small in-memory API with the routes and bodies of
// the HTTP contract (domain/api-contract.ts, registered through fake-route.ts). Tests change the state with the helpers below, or replace a
// route for one test with `apiServer.use(...)` to inject a failure.

export interface FakeApiState {
  profile: ProfileView;
  listings: ApiListing[];
  /** Listings deleted and kept for Undo, as the server keeps them (gone from every read). */
  deleted: ApiListing[];
  /** Every request the fake received, as "METHOD /path" plus its JSON body. */
  requests: { route: string; body: unknown; authorization: string | null }[];
  /** Keys `POST /api/uploads` handed out (tests/web/journey/journey-api.ts): the only new photos an item takes. */
  uploads: Set<string>;
  /** The barcode an item's photos gave (`PUT /api/listings/{id}/photos`), as the server keeps it. */
  barcodes: Map<string, Barcode>;
  /** What `POST /api/listings/{id}/reanalyze` makes of an item: the AI result read again. */
  reanalysis: (row: ApiListing) => ApiListing;
  /** Who read the photos for that refine, and how many (the AI, every photo, by default). */
  refinedBy: (row: ApiListing) => ReanalyzedListing['refined_by'];
  /** Rows per page of `GET /api/listings-export` (small in a test, to see several pages). */
  exportPageSize: number;
  /** The seller's eBay connection, as `GET /api/ebay/connection` answers it. */
  ebay: EbayConnectionView;
  /** What `POST /api/listings/{id}/ebay/prepare` answers for the item and the seller's choices. */
  ebayPreparation: (row: ApiListing, request: EbayListingRequest) => EbayListingPreparation;
  /** Why eBay does not end the listing at `POST .../ebay/withdraw`; ended when absent. */
  ebayNotEnded?: string;
}

/** The fake's consent page: `PUT /api/ebay/connection` takes this state once. */
export const fakeEbayState = 'fake-ebay-state';

const readByAi = (row: ApiListing): ReanalyzedListing['refined_by'] => ({
  reader: 'ai',
  photos_read: row.photos.length,
});

/** The fake's refine: a new details text naming how many photos it read, the user's fields kept. */
const readAgain = (row: ApiListing): ApiListing => ({
  ...row,
  ai_details_text: `Read again from ${row.photos.length} photos.`,
});

/** The live address `POST /api/listings/{id}/ebay/publish` records in the item's life. */
export const fakeEbayListingUrl = 'https://www.ebay.co.uk/itm/110000000001';
/** The offer the fake's publish puts on the eBay posting: the product published it. */
export const fakeEbayOfferId = 'fake-offer-1';

/**
 * The fake's eBay, as the stand-in answers a jacket (infra/local/ebay-stand-in/): one category,
 * Department missing until the seller picks it, the postcode asked until given (then kept in the
 * profile, as the server keeps it), then the fees.
 */
function prepareJacket(row: ApiListing, request: EbayListingRequest): EbayListingPreparation {
  const missingAspects = request.aspects?.Department
    ? []
    : [{ name: 'Department', values: ['Men', 'Women', 'Boys', 'Girls'] }];
  const given = request.postcode?.trim();
  if (given) api.profile = { ...api.profile, postcode: given };
  const postcode = given || api.profile.postcode || undefined;
  const needsPostcode = !postcode;
  const problems = [
    ...missingAspects.map((aspect) => ebayListingTexts.missingAspect(aspect.name)),
    ...(needsPostcode ? [ebayListingTexts.noPostcode] : []),
  ];
  return {
    marketplaceId: 'EBAY_GB',
    title: row.user_fields.title ?? '',
    categories: [{ categoryId: '57988', name: 'Coats, Jackets & Waistcoats' }],
    categoryId: request.categoryId ?? '57988',
    missingAspects,
    condition: { conditionId: '3000', condition: 'USED_EXCELLENT', label: 'Pre-owned - Good' },
    conditionChoices: [],
    missingPolicies: [],
    needsPostcode,
    problems,
    ...(problems.length > 0 && postcode ? { postcode } : {}),
    ...(problems.length === 0 ? { fees: [{ feeType: 'InsertionFee', value: '0.0', currency: 'GBP' }] } : {}),
  };
}

export const api: FakeApiState = {
  profile: defaultProfile(),
  listings: [],
  deleted: [],
  requests: [],
  uploads: new Set(),
  barcodes: new Map(),
  reanalysis: readAgain,
  refinedBy: readByAi,
  exportPageSize: 500,
  ebay: { status: 'none' },
  ebayPreparation: prepareJacket,
};

function defaultProfile(): ProfileView {
  return { country: 'GB', allow_collection: true, postcode: null, updated_at: null };
}

export function resetFakeApi(): void {
  api.profile = defaultProfile();
  api.listings = [];
  api.deleted = [];
  api.requests = [];
  api.uploads = new Set();
  api.barcodes = new Map();
  api.reanalysis = readAgain;
  api.refinedBy = readByAi;
  api.exportPageSize = 500;
  api.ebay = { status: 'none' };
  api.ebayPreparation = prepareJacket;
  delete api.ebayNotEnded;
}

async function record(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  const body = text === '' ? undefined : (JSON.parse(text) as unknown);
  api.requests.push({
    route: `${request.method} ${new URL(request.url).pathname}`,
    body,
    authorization: request.headers.get('authorization'),
  });
  return body;
}

export const errorBody = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

export const apiServer = setupServer(
  fakeRoute('getProfile', async ({ request }) => {
    await record(request);
    return HttpResponse.json(api.profile);
  }),
  fakeRoute('updateProfile', async ({ request }) => {
    const change = (await record(request)) as Partial<ProfileView>;
    api.profile = { ...api.profile, ...change, updated_at: new Date().toISOString() };
    return HttpResponse.json(api.profile);
  }),
  // Pages like the real route: newest first as stored here, LISTINGS_PAGE_SIZE a page, the
  // cursor naming where the next page starts, `stage=ready` for the Review tab's list.
  fakeRoute('listListings', async ({ request }) => {
    await record(request);
    const query = new URL(request.url).searchParams;
    if (['view', 'sort', 'q'].some((name) => query.has(name))) return browseAnswer(api.listings, query);
    const rows = api.listings.filter((row) => query.get('stage') !== 'ready' || row.stage === 'ready');
    const start = Number(query.get('cursor') ?? 0);
    const end = start + LISTINGS_PAGE_SIZE;
    return HttpResponse.json({
      listings: rows.slice(start, end),
      nextCursor: end < rows.length ? String(end) : null,
    } satisfies ListingsResponse);
  }),
  fakeRoute('listingsSummary', async ({ request }) => {
    await record(request);
    return summaryAnswer(api.listings);
  }),
  fakeRoute('exportListings', async ({ request }) => {
    await record(request);
    return exportAnswer(api.listings, new URL(request.url).searchParams, api.exportPageSize);
  }),
  // The app polls an item while it is analysing.
  fakeRoute('getListing', async ({ request, params }) => {
    await record(request);
    const row = api.listings.find((listing) => listing.id === params.id);
    return row ? HttpResponse.json(row) : errorBody(404, 'not_found', 'Listing not found.');
  }),
  fakeRoute('deleteListing', async ({ request, params }) => {
    await record(request);
    const row = api.listings.find((listing) => listing.id === params.id);
    if (!row) return errorBody(404, 'not_found', 'Listing not found.');
    api.listings = api.listings.filter((listing) => listing !== row);
    api.deleted.push(row);
    return new HttpResponse(null, { status: 204 });
  }),
  // Undo: the deleted row goes back to its place (newest first by id).
  fakeRoute('restoreListing', async ({ request, params }) => {
    await record(request);
    const row = api.deleted.find((listing) => listing.id === params.id);
    if (!row) return errorBody(404, 'not_found', 'Listing not found.');
    api.deleted = api.deleted.filter((listing) => listing !== row);
    api.listings = [...api.listings, row].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    return HttpResponse.json(row);
  }),
  // The description generator; a test that reads its answer replaces it.
  fakeRoute('generateListing', async ({ request }) => {
    await record(request);
    return HttpResponse.json({
      category: 'books',
      detailsText: 'A book.',
      fields: { description: 'A generated description.' },
      enrichment: { result: null },
    } satisfies GeneratedListing);
  }),
  // An item's photos, checked as the real route checks them (docs/product.md#photos): one to
  // MAX_PHOTOS_PER_ITEM keys, none twice, a new one only the caller's own upload.
  fakeRoute('replacePhotos', async ({ request, params }) => {
    const body = (await record(request)) as ReplacePhotosRequest;
    const row = api.listings.find((listing) => listing.id === params.id);
    if (!row) return errorBody(404, 'not_found', 'Listing not found.');
    // Made from another list than the stored one (another device changed it): 409, as the
    // server answers before it looks at the keys.
    const stored = row.photos.map((photo) => photo.key);
    if (!Array.isArray(body.seen) || body.seen.join('\n') !== stored.join('\n')) {
      return errorBody(409, 'conflict', serverTexts.photos.staleList);
    }
    const refusal = photoListRefusal(row, body.keys);
    if (refusal) return refusal;
    const photos = body.keys.map(
      (key) => row.photos.find((photo) => photo.key === key) ?? { key, url: signedPhotoUrl(key) },
    );
    const saved: ApiListing = {
      ...row,
      photos,
      image_key: photos[0]!.key,
      image_url: photos[0]!.url,
      updated_at: new Date().toISOString(),
    };
    if (body.barcode) api.barcodes.set(row.id, body.barcode);
    api.listings = api.listings.map((listing) => (listing === row ? saved : listing));
    return HttpResponse.json(saved);
  }),
  fakeRoute('reanalyzeListing', async ({ request, params }) => {
    await record(request);
    const row = api.listings.find((listing) => listing.id === params.id);
    if (!row) return errorBody(404, 'not_found', 'Listing not found.');
    if (row.stage === 'analyzing') {
      const failed = row.analysis_error !== null && row.analysis_started_at === null;
      return errorBody(
        409,
        'conflict',
        failed ? photoRefusals.firstAnalysisFailed : photoRefusals.stillAnalysing,
      );
    }
    const refined = api.reanalysis(row);
    api.listings = api.listings.map((listing) => (listing === row ? refined : listing));
    return HttpResponse.json({ ...refined, refined_by: api.refinedBy(refined) });
  }),
  // The item's life, decided by the domain's state machine as the real route does, from the
  // version the app saw (docs/product.md#item-life).
  fakeRoute('changeLife', async ({ request, params }) => {
    const { event, seen } = (await record(request)) as LifeChangeRequest;
    const row = api.listings.find((listing) => listing.id === params.id);
    if (!row) return errorBody(404, 'not_found', 'Listing not found.');
    if (row.updated_at !== seen) return errorBody(409, 'conflict', serverTexts.life.stale);
    const result = applyTransition(row, event, new Date(), lifeMarketplacesFor(row.country));
    if (!result.ok) return errorBody(400, 'bad_request', result.reason);
    const changed: ApiListing = { ...row, life: result.life, updated_at: new Date().toISOString() };
    api.listings = api.listings.map((listing) => (listing === row ? changed : listing));
    return HttpResponse.json(changed);
  }),
  fakeRoute('prepareEbayListing', async ({ request, params }) => {
    const body = (await record(request)) as EbayListingRequest;
    const row = api.listings.find((listing) => listing.id === params.id);
    if (!row) return errorBody(404, 'not_found', 'Listing not found.');
    if (api.ebay.status !== 'connected') return errorBody(409, 'conflict', ebayListingTexts.notConnected);
    return HttpResponse.json(api.ebayPreparation(row, body));
  }),
  fakeRoute('publishEbayListing', async ({ request, params }) => {
    const body = (await record(request)) as EbayListingRequest;
    const row = api.listings.find((listing) => listing.id === params.id);
    if (!row) return errorBody(404, 'not_found', 'Listing not found.');
    if (api.ebay.status !== 'connected') return errorBody(409, 'conflict', ebayListingTexts.notConnected);
    const [problem] = api.ebayPreparation(row, body).problems;
    if (problem) return errorBody(400, 'bad_request', problem);
    const event = { type: 'list', marketplace: 'ebay', url: fakeEbayListingUrl } as const;
    const result = applyTransition(row, event, new Date(), lifeMarketplacesFor(row.country));
    if (!result.ok) return errorBody(400, 'bad_request', result.reason);
    const life = withEbayOffer(result.life, fakeEbayOfferId);
    const changed: ApiListing = { ...row, life, updated_at: new Date().toISOString() };
    api.listings = api.listings.map((listing) => (listing === row ? changed : listing));
    return HttpResponse.json(changed);
  }),
  fakeRoute('endEbayListing', async ({ request, params }) => {
    await record(request);
    const row = api.listings.find((listing) => listing.id === params.id);
    if (!row) return errorBody(404, 'not_found', 'Listing not found.');
    if (!row.life || !offerToWithdraw(row.life)) return HttpResponse.json(row);
    const life = api.ebayNotEnded ? notEndedOnEbay(row.life, api.ebayNotEnded) : endedOnEbay(row.life);
    const changed: ApiListing = { ...row, life, updated_at: new Date().toISOString() };
    api.listings = api.listings.map((listing) => (listing === row ? changed : listing));
    return HttpResponse.json(changed);
  }),
  fakeRoute('changeEbayPrice', async ({ request, params }) => {
    await record(request);
    const row = api.listings.find((listing) => listing.id === params.id);
    if (!row) return errorBody(404, 'not_found', 'Listing not found.');
    if (!liveEbayOffer(row.life)) return errorBody(400, 'bad_request', ebayListingTexts.price.notLive);
    return HttpResponse.json(row);
  }),
  fakeRoute('deleteAccount', async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 204 });
  }),
  fakeRoute('getEbayConnection', async ({ request }) => {
    await record(request);
    return HttpResponse.json(api.ebay);
  }),
  fakeRoute('startEbayConnection', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ consentUrl: `http://localhost/fake-ebay/consent?state=${fakeEbayState}` });
  }),
  fakeRoute('finishEbayConnection', async ({ request }) => {
    const { state } = (await record(request)) as EbayConsentReturn;
    if (state !== fakeEbayState || api.ebay.status === 'connected') {
      return errorBody(400, 'bad_request', ebayServerTexts.badState);
    }
    api.ebay = { status: 'connected', connectedAt: new Date().toISOString() };
    return HttpResponse.json(api.ebay);
  }),
  fakeRoute('disconnectEbay', async ({ request }) => {
    await record(request);
    api.ebay = { status: 'none' };
    return new HttpResponse(null, { status: 204 });
  }),
);

/** Where the fake's storage serves a photo (a test answers it with `http.get` when it reads one). */
export const signedPhotoUrl = (key: string) => `http://localhost/photos/${key.split('/').pop() ?? key}`;

function photoListRefusal(row: ApiListing, keys: unknown) {
  const bad = (message: string) => errorBody(400, 'bad_request', `keys: ${message}`);
  if (!Array.isArray(keys) || keys.some((key) => typeof key !== 'string'))
    return bad('must be a list of keys.');
  if (keys.length === 0) return bad(photoRefusals.noPhoto);
  if (keys.length > MAX_PHOTOS_PER_ITEM) {
    return bad(photoRefusals.tooMany);
  }
  if (new Set(keys).size !== keys.length) return bad(photoRefusals.repeated);
  for (const key of keys as string[]) {
    if (row.photos.some((photo) => photo.key === key)) continue;
    if (!key.startsWith(`${row.user_id}/`)) return errorBody(403, 'forbidden', photoRefusals.notYours);
    if (!api.uploads.has(key)) return bad(photoRefusals.notAnUpload);
  }
  return undefined;
}

/** A stored listing row as the API returns it: one photo, its cover, unless `photos` is given. */
export function apiListing(overrides: Partial<ApiListing> = {}): ApiListing {
  const id = overrides.id ?? `01J${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
  const cover = overrides.photos?.[0] ?? {
    key: overrides.image_key ?? `user-1/1700000000000-photo.jpg`,
    url: overrides.image_url ?? `http://localhost/photos/${id}.jpg`,
  };
  return {
    id,
    user_id: 'user-1',
    image_key: cover.key,
    image_url: cover.url,
    photos: [cover],
    stage: 'ready',
    ai_category: 'books',
    ai_details_text: 'A book.',
    ai_fields: {},
    ai_enrichment: null,
    user_fields: { title: 'A book' },
    analysis_error: null,
    analysis_attempts: 1,
    analysis_started_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
