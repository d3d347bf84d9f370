import { http, HttpResponse } from 'msw';
import { fakeRoute } from '../support/fake-route';
import { beforeEach } from 'vitest';
import type { UploadTicket } from '#domain/api-types.ts';
import type { AiEnrichment, ApiListing } from '#domain/listing.ts';
import { api, apiServer, apiListing } from '../support/api-server';

// The item journey's routes on the one MSW fake (tests/web/support/api-server.ts): uploads,
// the presigned PUT, create, read one, update, retry, generate-listing and the link previews
// (docs/design.md#api). Installed per test, since the fake resets its handlers after each.

const photoStoreUrl = 'http://photos.test/bucket/user-1/1700000000000-photo.jpg';

export interface JourneyState {
  /** Each PUT to the photo store: its headers and body size. */
  puts: { headers: Record<string, string>; size: number }[];
  /** How the next presigned PUT answers. */
  putOutcome: 'ok' | 'network-error';
  /** What GET /api/listings/{id} answers for an item still analysing. */
  analysis: (row: ApiListing) => ApiListing;
  previews: Record<string, { image: string; altImages: string[]; title: string } | 'fail'>;
}

export const journey: JourneyState = {
  puts: [],
  putOutcome: 'ok',
  analysis: (row) => row,
  previews: {},
};

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'PUT',
  'access-control-allow-headers': 'content-type, if-none-match',
};

function rowNamed(id: unknown): ApiListing | undefined {
  return api.listings.find((row) => row.id === id);
}

// Each test starts from a fresh journey state (hooks registered when a test file imports this).
beforeEach(() => {
  journey.puts = [];
  journey.putOutcome = 'ok';
  journey.analysis = (row) => row;
  journey.previews = {};
});

export function installJourneyApi(): void {
  apiServer.use(
    fakeRoute('createUpload', async ({ request }) => {
      const body = (await request.json()) as { filename: string; contentType: string; size: number };
      api.requests.push({
        route: 'POST /api/uploads',
        body,
        authorization: request.headers.get('authorization'),
      });
      const ticket: UploadTicket = {
        url: photoStoreUrl,
        key: `user-1/1700000000000-${body.filename}`,
        headers: {
          'content-type': body.contentType,
          'content-length': String(body.size),
          'if-none-match': '*',
        },
        expiresAt: '2026-11-22T10:00:00.000Z',
      };
      api.uploads.add(ticket.key);
      return HttpResponse.json(ticket);
    }),
    // The photo store is another origin: the browser asks first (CORS), as with S3.
    http.options(photoStoreUrl, () => new HttpResponse(null, { status: 204, headers: corsHeaders })),
    http.put(photoStoreUrl, async ({ request }) => {
      if (journey.putOutcome === 'network-error') return HttpResponse.error();
      const bytes = await request.arrayBuffer();
      journey.puts.push({ headers: Object.fromEntries(request.headers.entries()), size: bytes.byteLength });
      return new HttpResponse(null, { status: 200, headers: corsHeaders });
    }),
    fakeRoute('createListing', async ({ request }) => {
      const body = (await request.json()) as { imageKey: string; moreImageKeys?: string[] };
      api.requests.push({ route: 'POST /api/listings', body, authorization: null });
      const id = `01NEW${api.listings.length}`;
      const keys = [body.imageKey, ...(body.moreImageKeys ?? [])];
      const row = apiListing({
        id,
        image_key: body.imageKey,
        photos: keys.map((key, i) => ({
          key,
          url: `http://localhost/photos/${id}${i === 0 ? '' : `-${i}`}.jpg`,
        })),
        stage: 'analyzing',
        ai_category: null,
        ai_details_text: null,
        user_fields: {},
        created_at: '2026-11-22T09:00:00.000Z',
      });
      api.listings = [row, ...api.listings];
      return HttpResponse.json(row, { status: 201 });
    }),
    fakeRoute('getListing', ({ params }) => {
      const row = rowNamed(params.id);
      if (!row)
        return HttpResponse.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
      const now = row.stage === 'analyzing' ? journey.analysis(row) : row;
      api.listings = api.listings.map((known) => (known.id === row.id ? now : known));
      return HttpResponse.json(now);
    }),
    fakeRoute('updateListing', async ({ request, params }) => {
      const change = (await request.json()) as Partial<ApiListing>;
      api.requests.push({
        route: `PUT /api/listings/${String(params.id)}`,
        body: change,
        authorization: null,
      });
      const row = rowNamed(params.id);
      if (!row)
        return HttpResponse.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
      const saved = {
        ...row,
        ...change,
        user_fields: { ...row.user_fields, ...change.user_fields },
      } as ApiListing;
      api.listings = api.listings.map((known) => (known.id === row.id ? saved : known));
      return HttpResponse.json(saved);
    }),
    fakeRoute('analyzeListing', ({ params }) => {
      api.requests.push({
        route: `POST /api/listings/${String(params.id)}/analyze`,
        body: undefined,
        authorization: null,
      });
      const row = rowNamed(params.id);
      if (!row)
        return HttpResponse.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
      const again = { ...row, analysis_error: null };
      api.listings = api.listings.map((known) => (known.id === row.id ? again : known));
      return HttpResponse.json(again, { status: 202 });
    }),
    fakeRoute('fetchOpenGraph', async ({ request }) => {
      const { url } = (await request.json()) as { url: string };
      const preview = journey.previews[url];
      if (!preview || preview === 'fail') {
        return HttpResponse.json(
          { error: { code: 'preview_failed', message: 'Failed to fetch preview' } },
          { status: 502 },
        );
      }
      return HttpResponse.json(preview);
    }),
    fakeRoute('getFavicon', ({ request }) => {
      const domain = new URL(request.url).searchParams.get('domain');
      if (domain === 'no-icon.example') return new HttpResponse(null, { status: 404 });
      return new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
        headers: { 'content-type': 'image/png' },
      });
    }),
  );
}

/** Research text with url_citation annotations, as the analysis stores it. */
export function enrichmentCiting(text: string, urls: string[]): AiEnrichment {
  return {
    output: [
      {
        type: 'message',
        content: [
          {
            type: 'output_text',
            text,
            annotations: urls.map((url) => {
              const start = Math.max(0, text.indexOf(url));
              return {
                type: 'url_citation' as const,
                url,
                start_index: start,
                end_index: start + url.length,
              };
            }),
          },
        ],
      },
    ],
  };
}

/** A ready item with AI research, as the analysis leaves it. */
export function readyRow(overrides: Partial<ApiListing> = {}): ApiListing {
  return apiListing({
    stage: 'ready',
    ai_category: 'books',
    ai_details_text: 'A hardback novel.',
    ai_fields: { title: 'Dune', edition: 'First edition' },
    user_fields: { title: 'Dune', author: 'Frank Herbert', description: 'A classic.', category: 'books' },
    ...overrides,
  });
}
