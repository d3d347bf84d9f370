import { pngBytes } from '#tests/fixtures/files.ts';
import { callApi, type ApiResponse } from '#tests/support/api-client.ts';
import { requestUpload, uploadAndCreate } from '#tests/support/photos.ts';
import type { TwinInfo } from '#tests/support/twin-context.ts';
import { Deadline, run, warmUp, type Request, type RunResult } from './measure';

// What is measured through the local gateway: the calls the web app makes most, each as
// warm-up, then sequential, then with several requests in flight.

export const plan = {
  seedListings: 50,
  warmUp: 20,
  requests: 200,
  concurrency: 8,
  addItem: 30,
  /** Per-run time limits, in ms; the overall deadline caps them all. */
  seedMs: 30_000,
  warmUpMs: 5_000,
  runMs: 12_000,
  addItemMs: 15_000,
};

function expectStatus(response: ApiResponse, status: number, what: string): void {
  if (response.status !== status) {
    throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
  }
}

/** Creates the listings the reads work on; returns their ids. */
export async function seedListings(twin: TwinInfo, token: string, overall: Deadline): Promise<string[]> {
  const ids: string[] = [];
  const deadline = new Deadline(plan.seedMs, overall);
  for (let i = 0; i < plan.seedListings && !deadline.passed(); i++) {
    const listing = (await uploadAndCreate(twin, token, pngBytes, `seed-${i}.png`)) as { id: string };
    ids.push(listing.id);
  }
  if (ids.length === 0) throw new Error('No listing could be seeded before the deadline.');
  const listed = await callApi<{ listings: unknown[] }>(twin, 'GET', '/api/listings', { token });
  expectStatus(listed, 200, 'GET /api/listings');
  if (listed.body.listings.length !== ids.length) {
    throw new Error(`Seeded ${ids.length} listings but the API lists ${listed.body.listings.length}.`);
  }
  return ids;
}

function apiRequests(twin: TwinInfo, token: string, ids: string[]) {
  const idOf = (i: number) => ids[i % ids.length]!;
  const uploadFile = { filename: 'bench.png', contentType: 'image/png', size: pngBytes.length };
  const requests: Array<[string, Request]> = [
    [
      `GET /api/listings (${ids.length} items)`,
      async () => expectStatus(await callApi(twin, 'GET', '/api/listings', { token }), 200, 'list'),
    ],
    [
      'GET /api/listings/{id}',
      async (i) =>
        expectStatus(await callApi(twin, 'GET', `/api/listings/${idOf(i)}`, { token }), 200, 'get'),
    ],
    [
      'PUT /api/listings/{id} (title)',
      async (i) => {
        const body = { user_fields: { title: `Bench title ${i}` } };
        expectStatus(await callApi(twin, 'PUT', `/api/listings/${idOf(i)}`, { token, body }), 200, 'put');
      },
    ],
    [
      'POST /api/uploads',
      async () => expectStatus(await requestUpload(twin, token, uploadFile), 200, 'presign'),
    ],
    [
      'GET /api/profile',
      async () => expectStatus(await callApi(twin, 'GET', '/api/profile', { token }), 200, 'profile'),
    ],
  ];
  return requests;
}

/** Runs every scenario; a scenario whose time is up reports what it managed. */
export async function measureApi(
  twin: TwinInfo,
  token: string,
  ids: string[],
  overall: Deadline,
  onResult: (result: RunResult) => void,
): Promise<void> {
  const { requests: count, concurrency } = plan;
  for (const [label, request] of apiRequests(twin, token, ids)) {
    await warmUp(request, plan.warmUp, new Deadline(plan.warmUpMs, overall));
    for (const workers of [1, concurrency]) {
      const deadline = new Deadline(plan.runMs, overall);
      onResult(await run(request, { label, count, concurrency: workers, deadline }));
    }
  }
  // The whole add-item path of the web app: presign, PUT the photo to storage, create.
  const addItem: Request = async (i) => {
    await uploadAndCreate(twin, token, pngBytes, `add-${i}.png`);
  };
  const label = 'add item (presign + PUT photo + create)';
  const deadline = new Deadline(plan.addItemMs, overall);
  onResult(await run(addItem, { label, count: plan.addItem, concurrency: 1, deadline }));
}
