import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LISTINGS_PAGE_SIZE } from '#domain/api-types.ts';
import { pngBytes } from '#tests/fixtures/files.ts';
import { callApi } from '#tests/support/api-client.ts';
import { createSignedInUser } from '#tests/support/cognito-users.ts';
import { seedStoredListings } from '#tests/support/seed-listings.ts';
import type { TwinInfo } from '#tests/support/twin-context.ts';
import type { LoadResult, LoadScenario } from './load-worker';
import { ms, type BenchRow } from './table';

// Latency of the API calls the web app makes under a fixed concurrent load, through the local
// gateway: opening the app reads the first page of the list and the first page of the ready
// list, for users with 20, 500 and 5,000 items (the cost must not grow with the count), and
// the presign before every upload. autocannon fires a fixed number of requests over a fixed
// number of connections from its own process; a short warm-up run of each is thrown away.

const load = {
  listingCounts: [20, 500, 5000],
  /** One item in this many is ready for review; the rest are saved. */
  readyEvery: 5,
  connections: 8,
  amount: 200,
  warmUp: 20,
};

export interface ListUser {
  count: number;
  token: string;
}

/**
 * One user per count, with that many listings written straight into the table (creating
 * thousands through the API would analyse each one); checks the API pages through them.
 */
export async function seedListings(twin: TwinInfo): Promise<ListUser[]> {
  const users: ListUser[] = [];
  for (const count of load.listingCounts) {
    const user = await createSignedInUser(twin, `bench-${count}`);
    const ready = Math.floor(count / load.readyEvery);
    await seedStoredListings(twin, user.sub, count - ready, 'saved');
    await seedStoredListings(twin, user.sub, ready, 'ready');
    const first = await callApi<{ listings: unknown[] }>(twin, 'GET', '/api/listings', {
      token: user.accessToken,
    });
    if (first.body.listings?.length !== Math.min(count, LISTINGS_PAGE_SIZE)) {
      throw new Error(`Seeded ${count} listings but the first page holds ${first.body.listings?.length}.`);
    }
    users.push({ count, token: user.accessToken });
  }
  return users;
}

function runWorker(scenarios: LoadScenario[]): Promise<LoadResult[]> {
  const worker = fork(fileURLToPath(new URL('./load-worker.ts', import.meta.url)), { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    worker.once('message', (results) => resolve(results as LoadResult[]));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the load worker exited with ${code} before answering`)));
    worker.send(scenarios);
  });
}

export async function apiLoadRows(twin: TwinInfo, token: string, listUsers: ListUser[]): Promise<BenchRow[]> {
  // 127.0.0.1 rather than localhost: one address family, no resolver in the measured path.
  const base = twin.siteUrl.replace('//localhost:', '//127.0.0.1:');
  const headers = { authorization: `Bearer ${token}` };
  const file = JSON.stringify({ filename: 'bench.png', contentType: 'image/png', size: pngBytes.length });
  const listCalls = listUsers.flatMap(({ count, token: listToken }) =>
    ['', '?stage=ready'].map((query) => ({
      label: `GET /api/listings${query} first page (${count.toLocaleString('en-GB')} items)`,
      url: `${base}/api/listings${query}`,
      method: 'GET' as const,
      headers: { authorization: `Bearer ${listToken}` },
    })),
  );
  const calls = [
    ...listCalls,
    {
      label: 'POST /api/uploads',
      url: `${base}/api/uploads`,
      method: 'POST' as const,
      headers: { ...headers, 'content-type': 'application/json' },
      body: file,
    },
  ];
  const { connections, amount, warmUp } = load;
  const scenarios = calls.flatMap(({ label: _label, ...call }) => [
    { ...call, headers: { ...call.headers }, connections, amount: warmUp },
    { ...call, headers: { ...call.headers }, connections, amount },
  ]);
  const results = await runWorker(scenarios);
  const method = `autocannon, ${connections} connections, ${amount} requests after ${warmUp} warm-up`;
  return calls.flatMap(({ label }, i) => {
    const result = results[2 * i + 1]!;
    return [
      {
        figure: `${label} p50 / p95 / p99`,
        value: [result.p50, result.p95, result.p99].map(ms).join(' / '),
        method,
      },
      { figure: `${label} errors`, value: `${result.errors} of ${result.responses}`, method },
    ];
  });
}
