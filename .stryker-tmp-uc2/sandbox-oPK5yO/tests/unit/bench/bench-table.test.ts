// @ts-nocheck
import { describe, expect, it } from 'vitest';
import {
  benchTable,
  isNotMeasured,
  kib,
  ms,
  notMeasured,
  type BenchMachine,
} from '../../../scripts/bench/table';
import { median, percentile } from '../../../scripts/bench/stats';

// `npm run bench` prints one table: a heading naming where it ran, then a row per figure with
// its value and how it was measured.

const machine: BenchMachine = {
  node: 'v24.21.0',
  date: new Date('2026-11-22T09:00:00.000Z'),
  cpus: 2,
  cpuModel: 'Example CPU',
};

const rows = [
  { figure: '/auth LCP', value: '1500.0 ms', method: 'Lighthouse mobile' },
  { figure: 'POST /api/uploads errors', value: '0 of 200', method: 'autocannon' },
];

describe('the benchmark table', () => {
  it('is headed by the Node version, the date and the CPU it ran on', () => {
    const heading = benchTable(machine, rows).split('\n')[0];
    expect(heading).toBe(
      'Snap List Shift benchmark on Node v24.21.0, 2026-11-22T09:00:00.000Z, 2 x Example CPU',
    );
  });

  it('has a figure, a value and a method column', () => {
    const header = benchTable(machine, rows).split('\n')[2];
    expect(header?.split(/\s{2,}/)).toEqual(['figure', 'value', 'method']);
  });

  it('prints each row with its value right-aligned and its method after it', () => {
    const lines = benchTable(machine, rows).split('\n');
    expect(lines.slice(4)).toEqual([
      '/auth LCP                 1500.0 ms  Lighthouse mobile',
      'POST /api/uploads errors   0 of 200  autocannon',
    ]);
  });

  it('says why a figure could not be measured, in its value', () => {
    const row = notMeasured('Lighthouse', 'Lighthouse mobile', new Error('Chromium not found\nstack'));
    expect(row.value).toBe('not measured: Chromium not found');
    expect(isNotMeasured(row)).toBe(true);
  });

  it('writes bytes in KiB and times in ms with one decimal, a missing time as a dash', () => {
    expect([kib(2048), ms(12.345), ms(Number.NaN)]).toEqual(['2.0 KiB', '12.3 ms', '-']);
  });
});

describe('the percentiles of the samples', () => {
  it('are nearest-rank: p95 of 1..20 is 19', () => {
    const sorted = Array.from({ length: 20 }, (_, i) => i + 1);
    expect([percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99)]).toEqual([10, 19, 20]);
  });

  it('take the median of unsorted samples', () => {
    expect(median([30, 10, 20])).toBe(20);
  });
});
