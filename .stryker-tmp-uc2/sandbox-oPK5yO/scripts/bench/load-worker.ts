// @ts-nocheck
import { createRequire } from 'node:module';
import { percentile } from './stats';

// The load generator, in its own process (forked by api-load.ts), so that autocannon's work
// does not share an event loop with the gateway it measures. It runs each scenario it is sent
// and answers with the latency percentiles of the 2xx responses and the error count.

export interface LoadScenario {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  amount: number;
}

export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  /** Responses that were not 2xx, plus connection errors and timeouts. */
  errors: number;
  responses: number;
}

/** The part of autocannon 9's programmatic API used here (it ships no types). */
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
interface AutocannonResult {
  errors: number;
  timeouts: number;
}
type Autocannon = (
  options: LoadScenario & { timeout: number },
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function fire(scenario: LoadScenario): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let failed = 0;
    const instance = autocannon({ ...scenario, timeout: 10 }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        // autocannon counts timeouts among its errors too.
        errors: failed + result.errors,
        responses: latencies.length + failed,
      });
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else failed += 1;
    });
  });
}

process.on('message', (scenarios: LoadScenario[]) => {
  void (async () => {
    const results: LoadResult[] = [];
    for (const scenario of scenarios) results.push(await fire(scenario));
    process.send?.(results, () => process.exit(0));
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
