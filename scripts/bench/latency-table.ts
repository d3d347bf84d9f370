import { percentile, type RunResult } from './measure';
import { formatTable, ms } from './table';

/** One row per run: latency percentiles of the successful requests and throughput. */
export function latencyTable(results: RunResult[]): string {
  const headers = ['request', 'mode', 'n', 'errors', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'req/s'];
  const rows = results.map((r) => {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    const done = sorted.length + r.errors;
    const perSecond = r.wallMs > 0 ? (sorted.length / r.wallMs) * 1000 : Number.NaN;
    return [
      r.label,
      r.mode,
      done === r.planned ? String(done) : `${done}/${r.planned}`,
      String(r.errors),
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 90)),
      ms(percentile(sorted, 99)),
      ms(sorted.at(-1) ?? Number.NaN),
      ms(perSecond),
    ];
  });
  const notes = results.flatMap((r) => [
    ...(r.stoppedByDeadline ? [`  ! ${r.label} (${r.mode}): stopped at its deadline`] : []),
    ...(r.firstError ? [`  ! ${r.label} (${r.mode}): first error: ${r.firstError}`] : []),
  ]);
  return [formatTable(headers, rows, 2), ...notes].join('\n');
}
