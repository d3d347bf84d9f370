import { buildRecordsCsv } from '#web/features/list/utils/records-csv.ts';
import { callApi } from '../../tests/support/api-client';
import { createSignedInUser } from '../../tests/support/cognito-users';
import { listedLife, seedItems, soldLife, type SeedItem } from '../../tests/support/seed-lives';
import type { TwinInfo } from '../../tests/support/twin-context';
import { median } from './stats';
import { kib, ms, type BenchRow } from './table';

// Your Items at 20, 500 and 5,000 items (docs/performance.md): the For sale view's first page
// and a title search's first page through the local gateway, and the records file of 5,000
// items assembled as the browser does it. Each size is a user of its own, its items a mix
// like a declutterer's: most for sale, a quarter sold, a few given away; 1 in 50 is a lamp.

const sizes = [20, 500, 5000] as const;
const runs = 5;

function mix(count: number): SeedItem[] {
  return Array.from({ length: count }, (_, i) => {
    const title = i % 50 === 7 ? `Brass lamp ${i}` : `Household thing ${i}`;
    if (i % 4 === 1) return { title, life: soldLife(5 + (i % 30), 'vinted', '2026-10-01T10:00:00.000Z') };
    if (i % 20 === 3)
      return { title, life: { state: 'given_away', at: '2026-10-02T10:00:00.000Z', to_take_down: [] } };
    if (i % 2 === 0)
      return { title, price: `${i % 90}.00`, life: listedLife('2026-10-03T10:00:00.000Z', 'vinted') };
    return { title, price: '4.00' };
  });
}

async function firstPageTimes(
  twin: TwinInfo,
  token: string,
  query: string,
): Promise<{ times: number[]; found: number }> {
  const times: number[] = [];
  let found = 0;
  // One call first, not counted: the gateway's and handler's first call of a route warms them.
  for (let run = -1; run < runs; run++) {
    const started = performance.now();
    const reply = await callApi(twin, 'GET', `/api/listings?${query}`, { token });
    if (run >= 0) times.push(performance.now() - started);
    if (reply.status !== 200) throw new Error(`${query}: ${reply.status} ${JSON.stringify(reply.body)}`);
    found = reply.body.listings.length;
  }
  return { times, found };
}

export async function yourItemsRows(twin: TwinInfo): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  let largest: { token: string } | undefined;
  for (const size of sizes) {
    const user = await createSignedInUser(twin, `items-${size}`);
    await seedItems(twin, user.sub, mix(size));
    for (const [figure, query] of [
      ['For sale view, first page', 'view=for_sale'],
      ['title search "lamp", first page', 'view=all&q=lamp'],
    ] as const) {
      const { times, found } = await firstPageTimes(twin, user.accessToken, query);
      rows.push({
        figure: `${figure} at ${size} items`,
        value: `${ms(median(times))} (${found} items)`,
        method: `GET /api/listings?${query} via the local gateway; median of ${runs} after one warm-up call`,
      });
    }
    largest = { token: user.accessToken };
  }
  rows.push(await recordsRow(twin, largest!.token));
  return rows;
}

/** The CSV of 5,000 items: its pages fetched and assembled as in the browser, timed, heap sampled. */
async function recordsRow(twin: TwinInfo, token: string): Promise<BenchRow> {
  globalThis.gc?.();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
  const started = performance.now();
  try {
    const file = await buildRecordsCsv(async (cursor) => {
      const reply = await callApi(twin, 'GET', `/api/listings-export${cursor ? `?cursor=${cursor}` : ''}`, {
        token,
      });
      if (reply.status !== 200) throw new Error(`export: ${reply.status}`);
      peak = Math.max(peak, process.memoryUsage().heapUsed);
      return reply.body;
    });
    const elapsed = performance.now() - started;
    if (file.count !== 5000) throw new Error(`export held ${file.count} items`);
    return {
      figure: 'records CSV of 5,000 items: time, peak heap growth, file size',
      value: `${ms(elapsed)}, +${kib(peak - baseline)}, ${kib(file.blob.size)}`,
      method:
        'GET /api/listings-export pages assembled by buildRecordsCsv (csv-stringify); heap sampled every 5 ms, the twin in the same process',
    };
  } finally {
    clearInterval(sampler);
  }
}
