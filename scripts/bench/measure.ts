import { performance } from 'node:perf_hooks';

// Timing loops for the benchmark. Every loop is bounded twice: by a request count and by
// a deadline, so a slow or stuck twin ends the run instead of hanging it.

export class Deadline {
  private readonly end: number;

  constructor(ms: number, parent?: Deadline) {
    const own = performance.now() + ms;
    this.end = parent ? Math.min(own, parent.end) : own;
  }

  passed(): boolean {
    return performance.now() >= this.end;
  }
}

export interface RunResult {
  label: string;
  mode: string;
  planned: number;
  /** Latencies of the successful requests, in ms. */
  latencies: number[];
  errors: number;
  firstError?: string;
  wallMs: number;
  stoppedByDeadline: boolean;
}

export type Request = (i: number) => Promise<void>;

interface RunOptions {
  label: string;
  count: number;
  concurrency: number;
  deadline: Deadline;
}

/** Runs `count` requests with `concurrency` workers; each worker stops at the deadline. */
export async function run(request: Request, options: RunOptions): Promise<RunResult> {
  const { label, count, concurrency, deadline } = options;
  const result: RunResult = {
    label,
    mode: concurrency === 1 ? 'sequential' : `concurrency ${concurrency}`,
    planned: count,
    latencies: [],
    errors: 0,
    wallMs: 0,
    stoppedByDeadline: false,
  };
  let next = 0;
  const worker = async () => {
    while (next < count) {
      if (deadline.passed()) {
        result.stoppedByDeadline = true;
        return;
      }
      const i = next++;
      const started = performance.now();
      try {
        await request(i);
        result.latencies.push(performance.now() - started);
      } catch (error) {
        result.errors += 1;
        result.firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  result.wallMs = performance.now() - started;
  return result;
}

/** Warm-up requests: same bounds, figures thrown away. */
export async function warmUp(request: Request, count: number, deadline: Deadline): Promise<void> {
  await run(request, { label: 'warm-up', count, concurrency: 1, deadline });
}

/** Nearest-rank percentile of ascending-sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
