import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { LISTINGS_PAGE_SIZE, type ListingsResponse, type ProfileView } from '#domain/api-types.ts';
import type { GeneratedListing, ApiListing } from '#domain/listing.ts';
import { fakeRoute } from './fake-route';

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
}

export const api: FakeApiState = { profile: defaultProfile(), listings: [], deleted: [], requests: [] };

function defaultProfile(): ProfileView {
  return { country: 'GB', allow_collection: true, updated_at: null };
}

export function resetFakeApi(): void {
  api.profile = defaultProfile();
  api.listings = [];
  api.deleted = [];
  api.requests = [];
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
    const rows = api.listings.filter((row) => query.get('stage') !== 'ready' || row.stage === 'ready');
    const start = Number(query.get('cursor') ?? 0);
    const end = start + LISTINGS_PAGE_SIZE;
    return HttpResponse.json({
      listings: rows.slice(start, end),
      nextCursor: end < rows.length ? String(end) : null,
    } satisfies ListingsResponse);
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
  fakeRoute('deleteAccount', async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 204 });
  }),
);

/** A stored listing row as the API returns it. */
export function apiListing(overrides: Partial<ApiListing> = {}): ApiListing {
  const id = overrides.id ?? `01J${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
  return {
    id,
    user_id: 'user-1',
    image_key: `user-1/1700000000000-photo.jpg`,
    image_url: `http://localhost/photos/${id}.jpg`,
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
