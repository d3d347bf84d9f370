// @ts-nocheck
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSafeFetcher } from '#lambdas/lib/adapters/safe-fetch/safe-fetcher.ts';
import { buildConnector } from '#lambdas/lib/adapters/safe-fetch/undici-parts.ts';
import { fetchOpenGraph } from '#lambdas/link-preview/fetch-open-graph.ts';
import { InMemoryPreviewCache } from '#tests/support/in-memory/in-memory-preview-cache.ts';
import { median } from './stats';
import { ms, type BenchRow } from './table';

// How long a preview of a hostile page takes: 1 MB of nested markup, the page that used to
// hold the function for minutes (a full parse is quadratic). Served by a server on 127.0.0.1
// and fetched through the link-preview use case with the real safe fetcher; pretend DNS
// answers a public address for the page's host and the connector dials the local server, so
// nothing leaves the machine. A fresh URL per run, so each answer is fetched, not cached.

const runs = 5;
const megabyte = 1024 * 1024;
const nested = (head: string) => {
  const start = `<!doctype html><html><head>${head}`;
  return start + '<div>'.repeat((megabyte - start.length) / 5);
};

/** Each page, and the answer it must get for its time to count. */
const pages: Record<string, { figure: string; html: string; answer: string }> = {
  '/head-never-ends': {
    figure: '1 MB nested-markup page: preview answer (head never ends, 502)',
    html: nested('<title>Deep</title>'),
    answer:
      'Could not fetch a preview of this page. The page is too large to preview: its head runs past the first 512 KB.',
  },
  '/nested-body': {
    figure: '1 MB nested-markup page: preview answer (nested body, 200)',
    html: nested('<title>Deep</title></head><body>'),
    answer: 'Deep',
  },
};

async function answerTimes(path: string, origin: number, expected: string): Promise<number[]> {
  const fetcher = createSafeFetcher({
    resolve: async () => [{ address: '93.184.216.34', family: 4 }],
    connector: () => {
      const dial = buildConnector({});
      return (options, callback) =>
        dial({ ...options, protocol: 'http:', hostname: '127.0.0.1', port: String(origin) }, callback);
    },
  });
  const deps = { fetcher, cache: new InMemoryPreviewCache() };
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const answer = await fetchOpenGraph(`https://bench.example${path}?run=${run}`, deps, new Date()).then(
        (preview) => preview.title,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      times.push(performance.now() - started);
      if (answer !== expected) throw new Error(`${path} answered "${answer}"`);
    }
  } finally {
    await fetcher.close();
  }
  return times;
}

export async function nestedPageRows(): Promise<BenchRow[]> {
  const server = createServer((request, response) => {
    const page = pages[new URL(request.url ?? '/', 'http://bench.example').pathname];
    if (!page) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page.html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  try {
    const rows: BenchRow[] = [];
    for (const [path, page] of Object.entries(pages)) {
      rows.push({
        figure: page.figure,
        value: ms(median(await answerTimes(path, port, page.answer))),
        method: `fetchOpenGraph via the safe fetcher from 127.0.0.1; median of ${runs}`,
      });
    }
    return rows;
  } finally {
    server.closeAllConnections();
    server.close();
  }
}
